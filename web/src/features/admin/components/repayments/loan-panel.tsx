import toast from 'react-hot-toast';
import { AsyncBoundary } from '@/components/async-boundary';
import { Card } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { formatDate, formatDateTime, formatRateBp, formatWon } from '@/lib/format';
import { useAdminLoan } from '../../api/loans/get-admin-loan';
import type { LoanDetail, LoanInstallment, LoanPayment, LoanStatus } from '../../api/loans/loan.types';
import { useRefundBorrowerCredit } from '../../api/loans/refund-borrower-credit';
import { BadLoanActions } from '../bad-loans/bad-loan-actions';
import { BadLoanSummary } from '../bad-loans/bad-loan-summary';
import { BorrowerPaymentForm } from './borrower-payment-form';
import { INSTALLMENT_STATUS_LABELS, PAYMENT_SOURCE_LABELS } from './loan-labels';
import { RepaymentAccountSection } from './repayment-account';

const TAKES_PAYMENTS = new Set<LoanStatus>(['repaying', 'overdue', 'completed']);

const INSTALLMENT_COLUMNS: Column<LoanInstallment>[] = [
  { key: 'seq', header: '회차', primary: true, cell: (i) => `${i.seq}회` },
  { key: 'due', header: '상환일', cell: (i) => formatDate(i.due_on) },
  { key: 'principal', header: '원금', numeric: true, cell: (i) => <Money won={i.principal} /> },
  { key: 'interest', header: '이자', numeric: true, cell: (i) => <Money won={i.interest} /> },
  { key: 'total', header: '합계', numeric: true, cell: (i) => <Money won={i.total} /> },
  {
    key: 'status',
    header: '상태',
    cell: (i) => (
      <>
        {INSTALLMENT_STATUS_LABELS[i.status]}
        {i.overdue && i.status === 'scheduled' ? <span className="badge badge--overdue"> 연체</span> : null}
      </>
    ),
  },
  { key: 'paid', header: '지급일시', cell: (i) => (i.distributed_at ? formatDateTime(i.distributed_at) : '-') },
];

/** What of a payment no installment took (kept), or what earlier leftovers its installments took as well. */
function leftOver(p: LoanPayment) {
  if (p.allocation.credit > 0) return <Money won={p.allocation.credit} />;
  if (p.allocation.credit_used > 0) return `이전 남은 금액 ${formatWon(p.allocation.credit_used)} 함께 사용`;
  return '-';
}

const PAYMENT_COLUMNS: Column<LoanPayment>[] = [
  { key: 'paid_on', header: '입금일', primary: true, cell: (p) => formatDate(p.paid_on) },
  { key: 'source', header: '입금 경로', cell: (p) => PAYMENT_SOURCE_LABELS[p.source] },
  { key: 'amount', header: '입금액', numeric: true, cell: (p) => <Money won={p.amount} /> },
  { key: 'seqs', header: '채운 회차', cell: (p) => (p.installments.length > 0 ? p.installments.map((i) => `${i.seq}회`).join(', ') : '-') },
  { key: 'charges', header: '비용·연체이자', numeric: true, cell: (p) => <Money won={p.allocation.costs + p.allocation.late_interest} /> },
  { key: 'interest', header: '이자', numeric: true, cell: (p) => <Money won={p.allocation.interest} /> },
  { key: 'principal', header: '원금', numeric: true, cell: (p) => <Money won={p.allocation.principal} /> },
  { key: 'credit', header: '남은 금액', numeric: true, cell: leftOver },
];

/** Money the borrower paid that no installment took yet: kept for the next one, or paid back. */
function CreditRefund({ loan }: { loan: LoanDetail }) {
  const refund = useRefundBorrowerCredit();
  const onRefund = () => refund.mutate({ productId: loan.product_id, amount: loan.credit }, { onSuccess: (result) => toast.success(`차입자에게 ${formatWon(result.refunded)}을 환급했습니다.`) });
  return (
    <div className="button-row">
      <p className="muted">회차에 배정되지 않은 차입자 입금액(예치금) {formatWon(loan.credit)}이 있습니다. 다음 회차에 충당하거나 차입자에게 환급할 수 있습니다.</p>
      <button type="button" className="button button--ghost" disabled={refund.isPending} onClick={onRefund}>
        예치금 {formatWon(loan.credit)} 환급
      </button>
    </div>
  );
}

function LoanDetails({ loan }: { loan: LoanDetail }) {
  return (
    <Card title={`${loan.title} · 연 ${formatRateBp(loan.rate_bp)} · ${loan.term_months}개월 · 투자자 ${loan.investor_count}명`} className="stack">
      <BadLoanSummary loan={loan} />
      {/* A new loan is a new form, with a new step's key. */}
      <BadLoanActions key={`steps-${loan.product_id}`} loan={loan} />
      <RepaymentAccountSection loan={loan} />
      {/* A new loan is a new form, with a new payment's key. After 기한이익상실 money comes in as a recovery (payments are refused). */}
      {TAKES_PAYMENTS.has(loan.status) ? <BorrowerPaymentForm key={loan.product_id} loan={loan} /> : null}
      <DataTable caption="회차별 상환 일정" columns={INSTALLMENT_COLUMNS} rows={loan.installments} rowKey={(i) => String(i.seq)} />
      {loan.credit > 0 ? <CreditRefund loan={loan} /> : null}
      {loan.payments.length > 0 ? (
        <DataTable caption="차입자 입금 내역 (입금마다 이자·원금에 채운 금액)" columns={PAYMENT_COLUMNS} rows={loan.payments} rowKey={(p) => p.payment_id} />
      ) : (
        <p className="muted">아직 기록된 차입자 입금이 없습니다.</p>
      )}
    </Card>
  );
}

/** One loan: its repayment account, record a borrower's payment, its installments, a credit to refund, the payments so far. */
export function LoanPanel({ productId }: { productId: string }) {
  const loan = useAdminLoan(productId);
  return <AsyncBoundary query={loan}>{(data) => <LoanDetails loan={data} />}</AsyncBoundary>;
}
