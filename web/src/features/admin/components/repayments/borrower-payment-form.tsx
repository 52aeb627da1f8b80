// Recording money the borrower paid outside the repayment account: the amount and the day, then a
// confirmation showing where it will go, and only then POST …/borrower_repayments with the
// payment's Idempotency-Key. One key per payment the operator means: made when the form starts,
// kept while the outcome is unknown (no answer, a server error: a retry is the same payment and is
// never booked twice), renewed once the server has answered (recorded, or refused: nothing booked).
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { messageForFailCode } from '@/lib/fail-messages';
import { formatDate, formatWon } from '@/lib/format';
import { answeredByServer, newIdempotencyKey } from '../../api/idempotency-key';
import { useBusinessToday } from '../../api/sandbox/get-business-clock';
import type { LoanDetail } from '../../api/loans/loan.types';
import type { BorrowerPaymentInput } from '../../api/loans/preview-borrower-payment';
import { useRecordBorrowerPayment, type BorrowerPaymentResult } from '../../api/loans/record-borrower-payment';
import { BorrowerPaymentConfirm } from './borrower-payment-confirm';

function paymentToast(result: BorrowerPaymentResult): string {
  if (result.repaid_early) return '중도 상환으로 대출을 마감했습니다.';
  if (result.funded_seqs.length > 0) return `${result.funded_seqs.join(', ')}회차 상환금을 확인했습니다.`;
  return '상환금을 기록했습니다. 회차를 다 채우기에는 부족해 남은 금액으로 보관합니다.';
}

const answered = answeredByServer;

/** The recording's failure as the operator reads it in the confirmation. */
function paymentFailure(error: unknown): string {
  if (!answered(error)) return '서버의 응답을 받지 못해 기록되었는지 알 수 없습니다. 같은 내용으로 다시 기록해도 두 번 기록되지 않습니다.';
  const code = isApiError(error) ? error.data.fail_code : undefined;
  if (code === 'duplicate_ticket') {
    return '이 입금은 앞서 다른 금액이나 입금일로 이미 보냈습니다. 입금 내역에 기록되었는지 먼저 확인하고, 기록되지 않았다면 다시 기록해 주세요.';
  }
  return messageForFailCode(code);
}

/** What the borrower paid and when; the next installment's amount (less the credit already held) is one click away. */
export function BorrowerPaymentForm({ loan }: { loan: LoanDetail }) {
  const nextDue = loan.installments.find((i) => i.status === 'scheduled');
  const nextDueWon = nextDue ? Math.max(nextDue.total - loan.credit, 0) : 0;
  const [amount, setAmount] = useState('');
  const businessToday = useBusinessToday();
  const [chosenPaidOn, setPaidOn] = useState<string | null>(null);
  const paidOn = chosenPaidOn ?? businessToday;
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState<BorrowerPaymentInput | null>(null);
  const pay = useRecordBorrowerPayment();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    pay.reset();
    setConfirming({ productId: loan.product_id, amount: Number(amount), paidOn });
  };
  const confirm = () => {
    if (!confirming) return;
    pay.mutate(
      { ...confirming, idempotencyKey },
      {
        onSuccess: (result) => {
          toast.success(paymentToast(result));
          setAmount('');
          setIdempotencyKey(newIdempotencyKey());
          setConfirming(null);
        },
        onError: (error) => {
          if (answered(error)) setIdempotencyKey(newIdempotencyKey());
        },
      },
    );
  };
  return (
    <form className="form form--inline" onSubmit={onSubmit} aria-label="차입자 상환금 기록">
      <TextField
        label="차입자 상환금 (원)"
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
        help={nextDue ? `다음 회차(${nextDue.seq}회, ${formatDate(nextDue.due_on)}) 금액: ${formatWon(nextDue.total - loan.credit)}` : undefined}
        required
      />
      <TextField label="입금일" type="date" value={paidOn} max={businessToday} onChange={(e) => setPaidOn(e.target.value)} required />
      <div className="button-row">
        {nextDue ? (
          <button type="button" className="button button--ghost" onClick={() => setAmount(String(nextDueWon))}>
            다음 회차 금액 입력
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={pay.isPending || !(Number(amount) > 0)}>
          상환금 기록
        </button>
      </div>
      {confirming ? (
        <BorrowerPaymentConfirm
          payment={confirming}
          busy={pay.isPending}
          error={pay.isError ? paymentFailure(pay.error) : null}
          onConfirm={confirm}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </form>
  );
}
