import { Link, useParams } from 'react-router-dom';
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDate, formatDateTime, formatRateBp, formatWon } from '@/lib/format';
import { PAYOUT_STATUS_LABELS, REPAYMENT_METHOD_LABELS } from '@/lib/labels';
import { useInvestmentRepayments, type RepaymentRow } from '../api/get-investment-repayments';

const BADGE: Record<RepaymentRow['status'], string> = { scheduled: 'badge--scheduled', paid: 'badge--funded', overdue: 'badge--overdue' };
const METHOD: Record<string, string> = REPAYMENT_METHOD_LABELS;
const sum = (key: AmountKey, rows: RepaymentRow[]) => rows.reduce((s, r) => s + r[key], 0);

type AmountKey = 'principal' | 'interest' | 'tax_income' | 'tax_local' | 'fee' | 'net';
const AMOUNTS: { key: AmountKey; label: string }[] = [
  { key: 'principal', label: '원금' },
  { key: 'interest', label: '이자' },
  { key: 'tax_income', label: '이자소득세' },
  { key: 'tax_local', label: '지방소득세' },
  { key: 'fee', label: '수수료' },
  { key: 'net', label: '실수령액' },
];

function columns(rows: RepaymentRow[]): Column<RepaymentRow>[] {
  return [
    { key: 'seq', header: '회차', cell: (r) => `${r.seq}회 · ${formatDate(r.due_on)}`, primary: true },
    ...AMOUNTS.map((a): Column<RepaymentRow> => ({ key: a.key, header: a.label, cell: (r) => <Money won={r[a.key]} />, numeric: true, total: <Money won={sum(a.key, rows)} /> })),
    { key: 'status', header: '상태', cell: (r) => <span className={`badge ${BADGE[r.status]}`}>{PAYOUT_STATUS_LABELS[r.status] ?? r.status}</span> },
    { key: 'paid_at', header: '지급일시', cell: (r) => (r.paid_at ? formatDateTime(r.paid_at) : '-') },
  ];
}

/** /user/repay/:product_id: this investor's schedule for one product — principal, interest, each tax, net, status. */
export function RepayPage() {
  const { product_id: productId = '' } = useParams();
  const repayments = useInvestmentRepayments(productId);
  const data = repayments.data;
  return (
    <Page
      title="상환 내역"
      heading={data ? `${data.product.title} 상환 내역` : '상환 내역'}
      lead={data ? `투자 금액 ${formatWon(data.invested_amount)} · 연 ${formatRateBp(data.product.rate_bp)} · ${data.product.term_months}개월${data.product.repayment_method ? ` · ${METHOD[data.product.repayment_method] ?? data.product.repayment_method}` : ''}` : undefined}
      wide
    >
      {repayments.isPending ? (
        <LoadingBlock />
      ) : repayments.isError ? (
        <>
          <ErrorState title="상환 내역을 불러오지 못했습니다." error={repayments.error} />
          <Link className="button button--ghost" to="/user/dashboard/inquiry">
            투자 내역으로
          </Link>
        </>
      ) : repayments.data.schedule.length === 0 ? (
        <EmptyState title="아직 상환 일정이 정해지지 않았습니다.">모집이 끝나고 대출이 실행되면 일정이 표시됩니다.</EmptyState>
      ) : (
        <div className="stack">
          <dl className="summary-cards">
            <div className="summary-card">
              <dt>받은 원금</dt>
              <dd>{formatWon(sum('principal', repayments.data.schedule.filter((r) => r.status === 'paid')))}</dd>
            </div>
            <div className="summary-card">
              <dt>받은 이자 (세전)</dt>
              <dd>{formatWon(sum('interest', repayments.data.schedule.filter((r) => r.status === 'paid')))}</dd>
            </div>
            <div className="summary-card">
              <dt>남은 원금</dt>
              <dd>{formatWon(sum('principal', repayments.data.schedule.filter((r) => r.status !== 'paid')))}</dd>
            </div>
          </dl>
          <DataTable caption="회차별 원금, 이자, 세금, 실수령액" columns={columns(repayments.data.schedule)} rows={repayments.data.schedule} rowKey={(r) => String(r.seq)} totalLabel="합계" />
        </div>
      )}
    </Page>
  );
}
