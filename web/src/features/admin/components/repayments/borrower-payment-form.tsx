import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '@/components/text-field';
import { formatDate, formatWon } from '@/lib/format';
import { useBusinessToday } from '../../api/sandbox/get-business-clock';
import type { LoanDetail } from '../../api/loans/loan.types';
import { useRecordBorrowerPayment, type BorrowerPaymentResult } from '../../api/loans/record-borrower-payment';

function paymentToast(result: BorrowerPaymentResult): string {
  if (result.repaid_early) return '중도 상환으로 대출을 마감했습니다.';
  if (result.funded_seqs.length > 0) return `${result.funded_seqs.join(', ')}회차 상환금을 확인했습니다.`;
  return '상환금을 기록했습니다. (회차를 채우기에는 부족합니다.)';
}

/** What the borrower paid and when; the next installment's amount (less the credit already held) is one click away. */
export function BorrowerPaymentForm({ loan }: { loan: LoanDetail }) {
  const nextDue = loan.installments.find((i) => i.status === 'scheduled');
  const nextDueWon = nextDue ? Math.max(nextDue.total - loan.credit, 0) : 0;
  const [amount, setAmount] = useState('');
  const businessToday = useBusinessToday();
  const [chosenPaidOn, setPaidOn] = useState<string | null>(null);
  const paidOn = chosenPaidOn ?? businessToday;
  const pay = useRecordBorrowerPayment();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate(
      { productId: loan.product_id, amount: Number(amount), paidOn },
      {
        onSuccess: (result) => {
          toast.success(paymentToast(result));
          setAmount('');
        },
      },
    );
  };
  return (
    <form className="form form--inline" onSubmit={onSubmit}>
      <TextField
        label="차입자 상환금 (원)"
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
        help={nextDue ? `다음 회차(${nextDue.seq}회, ${formatDate(nextDue.due_on)}) 금액: ${formatWon(nextDue.total - loan.credit)}` : undefined}
        required
      />
      <TextField label="입금일" type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} required />
      <div className="button-row">
        {nextDue ? (
          <button type="button" className="button button--ghost" onClick={() => setAmount(String(nextDueWon))}>
            다음 회차 금액 입력
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={pay.isPending || !amount}>
          상환금 기록
        </button>
      </div>
    </form>
  );
}
