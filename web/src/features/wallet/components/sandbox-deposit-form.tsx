import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { MoneyField } from '@/components/money-input';
import { formatWon } from '@/lib/format';
import { useSandboxDeposit } from '../api/create-sandbox-deposit';
import './wallet.css';

const MAX_SANDBOX_DEPOSIT_WON = 1_000_000_000;

/** Sandbox only: the sandbox bank sends this server a real signed deposit notification. */
export function SandboxDepositForm() {
  const [amountWon, setAmountWon] = useState<number | null>(1_000_000);
  // The field empties after a deposit: an amount left in it invited the same deposit twice.
  const deposit = useSandboxDeposit(({ balance }) => {
    setAmountWon(null);
    toast.success(`입금되었습니다. 예치금 ${formatWon(balance)}`);
  });
  const valid = amountWon !== null && amountWon > 0 && amountWon <= MAX_SANDBOX_DEPOSIT_WON;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) deposit.mutate(amountWon);
  };
  return (
    <form className="card form" onSubmit={onSubmit} aria-labelledby="sandbox-deposit-heading">
      <h2 id="sandbox-deposit-heading" className="card__title">
        모의 입금 <span className="sandbox-badge">테스트 환경</span>
      </h2>
      <p className="muted">실제 돈은 오가지 않습니다. 모의 은행이 회원님의 가상계좌로 입금 통지를 보냅니다.</p>
      <MoneyField label="입금액 (원)" name="amount" valueWon={amountWon} onValueWon={setAmountWon} help={valid ? formatWon(amountWon) : '1원 이상 10억 원 이하로 입력해 주세요.'} required />
      <button type="submit" className="button button--ghost" disabled={deposit.isPending || !valid}>
        {deposit.isPending ? '입금하는 중…' : '모의 입금하기'}
      </button>
    </form>
  );
}
