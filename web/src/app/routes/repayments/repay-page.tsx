import { Link, useParams } from 'react-router-dom';
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { AsyncBoundary } from '@/components/async-boundary';
import { FactList } from '@/components/fact-list';
import { formatDate, formatDateTime, formatRateBp, formatWon } from '@/lib/format';
import type { ProductStatus } from '@/api/types';
import { PAYOUT_STATUS_LABELS, PRODUCT_STATUS_LABELS, REPAYMENT_METHOD_LABELS } from '@/lib/labels';
import { useInvestmentRepayments, type InvestmentRepayments, type RepaymentRow } from '@/features/repayments/api/get-investment-repayments';
import { LoanTimeline } from '@/features/repayments/components/loan-timeline';
import { HoldingsList } from '@/features/repayments/components/holdings-list';
import { holdingFigures } from '@/features/repayments/components/timeline-labels';
import { SellHoldingPanel } from '@/features/transfers/components/sell-holding-panel';
import { useInvestments } from '@/features/dashboard/api/get-investments';

/** What came back so far (on the schedule, by recovery), what is written off and what is still out. */
function Received({ data }: { data: InvestmentRepayments }) {
  const f = holdingFigures(data);
  return (
    <FactList
      className="summary-cards"
      itemClassName="summary-card"
      facts={[
        { label: '받은 원금', value: <Money won={f.receivedPrincipalWon} /> },
        { label: '받은 이자 (세전)', value: <Money won={f.receivedInterestWon} /> },
        f.recoveredPrincipalWon > 0 && { label: '회수 원금', value: <Money won={f.recoveredPrincipalWon} /> },
        f.recoveredInterestWon > 0 && { label: '회수 이자 (세전, 연체이자 포함)', value: <Money won={f.recoveredInterestWon} /> },
        f.writtenOffPrincipalWon > 0 && { label: '상각 원금', value: <Money won={f.writtenOffPrincipalWon} />, valueClassName: 'amount--loss' },
        { label: '남은 원금', value: <Money won={f.outstandingPrincipalWon} /> },
      ]}
    />
  );
}

/** The loan's status when it is not plain 상환 중: a loan gone bad says so first. */
function LoanStatus({ status }: { status: string | null | undefined }) {
  if (!status || !(status in PRODUCT_STATUS_LABELS) || status === 'repaying') return null;
  return (
    <p>
      <span className={`badge badge--${status}`}>{PRODUCT_STATUS_LABELS[status as ProductStatus]}</span>
    </p>
  );
}

const BADGE: Record<RepaymentRow['status'], string> = { scheduled: 'badge--scheduled', paid: 'badge--funded', overdue: 'badge--overdue', accelerated: 'badge--defaulted' };
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

/** /user/repay/:product_id: this investor's schedule for one product — principal, interest, each tax, net, status — and the loan's course (its timeline), recoveries and write-offs; and its 양도 신청 (원리금수취권 양도). */
export function RepayPage() {
  const { product_id: productId = '' } = useParams();
  const repayments = useInvestmentRepayments(productId);
  const data = repayments.data;
  // The 양도 신청 names one of the holder's investments in the loan (none: a claim bought on the market).
  const investments = useInvestments();
  // The holding still outstanding (an investment, or a claim bought on the market), else any of the loan's.
  const holdings = investments.data?.filter((i) => i.product_id === productId && i.status !== 'canceled');
  const investmentId = holdings ? ((holdings.find((i) => i.outstanding_principal > 0) ?? holdings[0])?.id ?? null) : undefined;
  return (
    <Page
      title="상환 내역"
      heading={data ? `${data.product.title} 상환 내역` : '상환 내역'}
      lead={data ? `투자 금액 ${formatWon(data.invested_amount)} · 연 ${formatRateBp(data.product.rate_bp)} · ${data.product.term_months}개월${data.product.repayment_method ? ` · ${METHOD[data.product.repayment_method] ?? data.product.repayment_method}` : ''}` : undefined}
      wide
    >
      <AsyncBoundary
        query={repayments}
        errorTitle="상환 내역을 불러오지 못했습니다."
        // Not executed yet. A seller who sold the whole claim before its first installment has no
        // rows either, but the loan's course (실행, 양도) is still theirs to read.
        isEmpty={(d) => d.schedule.length === 0 && (d.timeline ?? []).length === 0}
        empty={{ title: '아직 상환 일정이 정해지지 않았습니다.', body: '모집이 끝나고 대출이 실행되면 일정이 표시됩니다.' }}
      >
        {(d) => (
          <div className="stack">
            <LoanStatus status={d.loan_status} />
            <Received data={d} />
            {d.holdings ? <HoldingsList holdings={d.holdings} /> : null}
            {d.timeline && d.timeline.length > 0 ? <LoanTimeline entries={d.timeline} /> : null}
            {d.schedule.length > 0 ? (
              <DataTable caption="회차별 원금, 이자, 세금, 실수령액" columns={columns(d.schedule)} rows={d.schedule} rowKey={(r) => String(r.seq)} totalLabel="합계" />
            ) : null}
            <SellHoldingPanel holding={d} investmentId={investmentId} />
          </div>
        )}
      </AsyncBoundary>
      {repayments.isError ? (
        <Link className="button button--ghost" to="/user/dashboard/inquiry">
          투자 내역으로
        </Link>
      ) : null}
    </Page>
  );
}
