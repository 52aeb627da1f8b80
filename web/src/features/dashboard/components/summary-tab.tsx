import { ErrorState, LoadingBlock } from '@/components/states';
import { formatWon, percentOf } from '@/lib/format';
import { useDashboard, type Dashboard } from '../api/get-dashboard';
import { useDashboardSchedule } from '../api/get-dashboard-schedule';
import { MonthlyPayoutsChart } from './monthly-payouts-chart';
import { payoutsByMonth } from './payout-aggregation';
import { PortfolioChart } from './portfolio-chart';

const INVESTOR_TYPES: Record<string, string> = { general: '일반 투자자', income_qualified: '소득적격 투자자', professional: '전문 투자자' };

function LimitBar({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  return (
    <div className="limit">
      <div className="limit__head">
        <span>{label}</span>
        <span>{limit === null ? `${formatWon(used)} / 제한 없음` : `${formatWon(used)} / ${formatWon(limit)}`}</span>
      </div>
      <div className="progress" aria-hidden="true">
        <span className="progress__bar" style={{ width: `${limit ? percentOf(used, limit) : 0}%` }} />
      </div>
    </div>
  );
}

function Cards({ data }: { data: Dashboard }) {
  const cards = [
    { label: '예치금', value: data.balance },
    { label: '투자 대기 (모집 중)', value: data.held },
    { label: '상환 중 원금', value: data.outstanding_principal },
    { label: '누적 수령 원금', value: data.received_principal },
    { label: '누적 수령 이자', value: data.received_interest },
    { label: '원천징수 세금', value: data.tax_withheld },
    { label: '수수료', value: data.fees_paid },
    { label: '받을 예정 이자', value: data.expected_interest },
    { label: '총 투자금', value: data.invested_total },
  ];
  return (
    <dl className="summary-cards">
      {cards.map((card) => (
        <div key={card.label} className="summary-card">
          <dt>{card.label}</dt>
          <dd>{formatWon(card.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /user/dashboard: totals, charts of monthly payouts and the portfolio, product counts, limits. */
export function SummaryTab() {
  const dashboard = useDashboard();
  const schedule = useDashboardSchedule();
  if (dashboard.isPending) return <LoadingBlock />;
  if (dashboard.isError) return <ErrorState title="대시보드를 불러오지 못했습니다." onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  return (
    <div className="stack">
      <Cards data={data} />
      <div className="two-columns">
        {schedule.data ? <MonthlyPayoutsChart months={payoutsByMonth(schedule.data)} /> : <LoadingBlock />}
        <PortfolioChart portfolio={data.portfolio ?? []} />
      </div>
      <div className="card">
        <h2 className="card__title">상품 현황</h2>
        <p>
          모집 중 {data.counts.funding}건 · 상환 중 {data.counts.repaying}건 · 상환 완료 {data.counts.completed}건 · 연체 {data.counts.overdue}건
        </p>
      </div>
      <div className="card">
        <h2 className="card__title">투자 한도 ({INVESTOR_TYPES[data.limits.investor_type] ?? data.limits.investor_type})</h2>
        <LimitBar label="총 투자 한도" used={data.limits.total.used} limit={data.limits.total.limit} />
        <LimitBar label="부동산 투자 한도" used={data.limits.realty.used} limit={data.limits.realty.limit} />
        <p className="muted">동일 차입자 한도: {data.limits.per_borrower_limit === null ? '제한 없음' : formatWon(data.limits.per_borrower_limit)}</p>
      </div>
    </div>
  );
}
