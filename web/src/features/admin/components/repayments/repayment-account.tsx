// The loan's repayment virtual account, as an operator reads it out to the borrower (bank and
// number together, the number in groups of four); in the sandbox, a deposit into it sent by the
// sandbox bank as a real signed notification, after the operator confirms the amount and the loan.
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FactList } from '@/components/fact-list';
import { TextField } from '@/components/text-field';
import { formatAccountNumber, formatWon } from '@/lib/format';
import type { LoanDetail, RepaymentAccount } from '../../api/loans/loan.types';
import { useBusinessClock } from '../../api/sandbox/get-business-clock';
import { useSendBorrowerDeposit } from '../../api/sandbox/send-borrower-deposit';

const accountText = (account: RepaymentAccount) => `${account.bank_name} ${formatAccountNumber(account.account_number)}`;

/** Sandbox only: the sandbox bank pays into the repayment account, which is the borrower's payment on the business today. */
function SandboxBorrowerDeposit({ loan, account }: { loan: LoanDetail; account: RepaymentAccount }) {
  const nextDue = loan.installments.find((i) => i.status === 'scheduled');
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const send = useSendBorrowerDeposit();
  const amountWon = Number(amount);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (amountWon > 0) setConfirming(true);
  };
  const onConfirm = () =>
    send.mutate(
      { productId: loan.product_id, amount: amountWon },
      {
        onSuccess: () => {
          setConfirming(false);
          setAmount('');
          toast.success(`차입자 입금 ${formatWon(amountWon)}을 보냈습니다.`);
        },
        onError: () => setConfirming(false),
      },
    );
  return (
    <form className="form form--inline" onSubmit={onSubmit} aria-label="모의 차입자 입금">
      <TextField
        label="모의 입금액 (원)"
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
        help={nextDue ? `다음 회차(${nextDue.seq}회) 금액: ${formatWon(Math.max(nextDue.total - loan.credit, 0))}` : undefined}
        required
      />
      <div className="button-row">
        <button type="submit" className="button button--ghost" disabled={send.isPending || !(amountWon > 0)}>
          차입자 입금 보내기
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="차입자 입금을 보낼까요?"
        confirmLabel="입금 보내기"
        busyLabel="보내는 중…"
        cancelLabel="취소"
        busy={send.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      >
        <p>
          모의 은행이 <strong>{loan.title}</strong>의 상환 가상계좌({accountText(account)})로 <strong>{formatWon(amountWon)}</strong> 입금 통지를 보냅니다.
        </p>
        <p>입금은 오늘 날짜의 차입자 상환금으로 기록되며, 보낸 입금은 되돌릴 수 없습니다.</p>
      </ConfirmDialog>
    </form>
  );
}

export function RepaymentAccountSection({ loan }: { loan: LoanDetail }) {
  // The business clock answers only in the sandbox (null elsewhere): the sandbox bank's action goes with it.
  const sandbox = Boolean(useBusinessClock().data);
  const account = loan.repayment_account;
  if (!account) return <p className="muted">상환 가상계좌를 발급하고 있습니다. 은행 점검 중이면 점검이 끝난 뒤 자동으로 발급됩니다.</p>;
  return (
    <div className="stack">
      <FactList facts={[{ label: '상환 가상계좌', value: accountText(account), testId: 'repayment-account' }]} />
      {sandbox ? <SandboxBorrowerDeposit loan={loan} account={account} /> : null}
    </div>
  );
}
