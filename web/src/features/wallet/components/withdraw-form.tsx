// A withdrawal: the amount and the password (step-up), then a confirmation that shows where the
// money goes and what is left, and only then POST /withdrawals with its Idempotency-Key.
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { Wallet } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';
import { MoneyField } from '@/components/money-input';
import { TextField } from '@/components/text-field';
import { formatWon } from '@/lib/format';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { BankFailureNotice } from './bank-failure-notice';
import { maskAccount } from './korean-banks';

function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

function WithdrawConfirm({ wallet, amountWon, busy, onConfirm, onClose }: { wallet: Wallet; amountWon: number; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const account = wallet.withdraw_account;
  return (
    <ConfirmDialog open title="출금 확인" confirmLabel={`${formatWon(amountWon)} 출금하기`} busyLabel="출금하는 중…" busy={busy} onConfirm={onConfirm} onClose={onClose}>
      <FactList
        className="dialog__facts"
        facts={[
          { label: '출금액', value: <Money won={amountWon} /> },
          { label: '받는 계좌', value: account ? `${account.bank_name} ${maskAccount(account.account_number)}` : '-' },
          { label: '출금 후 예치금', value: <Money won={wallet.balance - amountWon} /> },
        ]}
      />
      <p className="muted">출금한 돈은 위 계좌로 보내지며 취소할 수 없습니다. 은행이 처리하지 못하면 출금액은 예치금으로 그대로 돌아옵니다.</p>
    </ConfirmDialog>
  );
}

export function WithdrawForm({ wallet }: { wallet: Wallet }) {
  const [amountWon, setAmountWon] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  // One key per withdrawal the investor means: a resubmission of the same form is the same withdrawal.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const withdraw = useCreateWithdrawal((w) => {
    toast.success(w.status === 'completed' ? `${formatWon(w.amount)}을 출금했습니다.` : '출금을 신청했습니다. 은행 처리가 끝나면 반영됩니다.');
    setAmountWon(null);
    setPassword('');
    setIdempotencyKey(newIdempotencyKey());
  });
  const tooMuch = amountWon !== null && amountWon > wallet.withdrawable;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    withdraw.reset();
    setConfirming(true);
  };
  const confirm = () =>
    withdraw.mutate(
      { amount: amountWon ?? 0, password, idempotencyKey },
      // A refusal is final for this key: the next attempt is a new withdrawal.
      { onError: () => setIdempotencyKey(newIdempotencyKey()), onSettled: () => setConfirming(false) },
    );
  return (
    <form className="form" onSubmit={onSubmit} aria-label="출금 신청">
      <p>
        출금 가능 금액 <strong>{formatWon(wallet.withdrawable)}</strong>
        {wallet.held > 0 ? <span className="muted"> (투자 대기 {formatWon(wallet.held)}은 출금할 수 없습니다)</span> : null}
      </p>
      <MoneyField
        label="출금액 (원)"
        name="amount"
        valueWon={amountWon}
        onValueWon={setAmountWon}
        error={tooMuch ? '출금 가능 금액보다 많습니다. 출금 가능 금액 이하로 입력해 주세요.' : undefined}
        help={amountWon ? formatWon(amountWon) : undefined}
        required
      />
      <div className="button-row">
        <button type="button" className="button button--ghost button--small" onClick={() => setAmountWon(wallet.withdrawable)}>
          전액
        </button>
      </div>
      <TextField label="비밀번호 확인" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      {withdraw.isError ? <BankFailureNotice error={withdraw.error} /> : null}
      <button type="submit" className="button button--primary" disabled={withdraw.isPending || !amountWon || tooMuch || !password}>
        {withdraw.isPending ? '출금하는 중…' : '출금하기'}
      </button>
      {confirming && amountWon ? <WithdrawConfirm wallet={wallet} amountWon={amountWon} busy={withdraw.isPending} onConfirm={confirm} onClose={() => setConfirming(false)} /> : null}
    </form>
  );
}
