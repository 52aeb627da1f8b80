import { AsyncBoundary } from '@/components/async-boundary';
import { Money } from '@/components/money';
import { ProgressBar } from '@/components/progress-bar';
import { formatRateBp, formatWon } from '@/lib/format';
import { useDashboard, type Dashboard } from '../api/get-dashboard';
import { useDashboardSchedule } from '../api/get-dashboard-schedule';
import { dashboardFigures } from './dashboard-figures';
import { MonthlyPayoutsChart } from './monthly-payouts-chart';
import { payoutsByMonth } from './payout-aggregation';
import { PortfolioChart } from './portfolio-chart';

/** Why the annualised figure differs from 누적 수익률, in one line each. */
const XIRR_NOTE = '연환산 수익률(XIRR)은 투자한 날과 돌려받은 날을 반영한 세후 연 수익률로, 아직 돌려받지 않은 원금은 액면 그대로, 상각된 원금은 0원으로 계산해 손실을 반영합니다.';
const XIRR_PENDING_NOTE = '연환산 수익률(세후, 손실 반영)은 첫 투자 후 30일이 지나면 계산됩니다.';

const INVESTOR_TYPES: Record<string, string> = { general: '일반 투자자', income_qualified: '소득적격 투자자', professional: '전문 투자자' };

function LimitBar({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  return (
    <div className="limit">
      <div className="limit__head">
        <span>{label}</span>
        <span>{limit === null ? `${formatWon(used)} / 제한 없음` : `${formatWon(used)} / ${formatWon(limit)}`}</span>
      </div>
      <ProgressBar label={`${label} 사용`} value={used} max={limit ?? 0} />
    </div>
  );
}

function Fact({ label, won }: { label: string; won: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <Money won={won} />
      </dd>
    </div>
  );
}

function Headline({ data }: { data: Dashboard }) {
  const f = dashboardFigures(data);
  const rate = (bp: number | null) => (bp === null ? '-' : formatRateBp(bp));
  return (
    <div className="headline">
      <section className="headline__card" aria-labelledby="total-assets">
        <h2 id="total-assets" className="headline__label">
          총 자산
        </h2>
        <p className="headline__value">
          <Money won={f.totalAssetsWon} />
        </p>
        <dl className="info-list info-list--compact">
          <Fact label="예치금" won={data.balance} />
          <Fact label="투자 대기" won={data.held} />
          <Fact label="남은 원금" won={data.outstanding_principal} />
        </dl>
      </section>
      <section className="headline__card" aria-labelledby="returns">
        <h2 id="returns" className="headline__label">
          누적 수익률
        </h2>
        <dl className="headline__rates">
          <div>
            <dt>세전</dt>
            <dd>{rate(f.returnBeforeTaxBp)}</dd>
          </div>
          <div>
            <dt>세후</dt>
            <dd>{rate(f.returnAfterTaxBp)}</dd>
          </div>
          <div>
            <dt>연환산 (세후)</dt>
            <dd className={data.xirr_bp !== undefined && data.xirr_bp !== null && data.xirr_bp < 0 ? 'headline__loss' : undefined}>{rate(data.xirr_bp ?? null)}</dd>
          </div>
        </dl>
        <p className="fine-print">{data.xirr_bp === null || data.xirr_bp === undefined ? XIRR_PENDING_NOTE : XIRR_NOTE}</p>
        <dl className="info-list info-list--compact">
          <Fact label="받은 이자 (세전)" won={f.incomeBeforeTaxWon} />
          <Fact label="원천징수 세금" won={data.tax_withheld} />
          <Fact label="수수료" won={data.fees_paid} />
          <Fact label="받은 이자 (세후)" won={f.incomeAfterTaxWon} />
          <Fact label="받을 예정 이자 (세전)" won={data.expected_interest} />
        </dl>
      </section>
    </div>
  );
}

function Details({ data }: { data: Dashboard }) {
  return (
    <>
      <div className="card">
        <h2 className="card__title">투자 현황</h2>
        <dl className="info-list info-list--compact">
          <Fact label="투자 금액 (취소 제외)" won={data.invested_total} />
          <Fact label="돌려받은 원금" won={data.received_principal} />
        </dl>
        <p>
          투자 대기 {data.counts.funding}건 · 상환 중 {data.counts.repaying}건 · 상환 완료 {data.counts.completed}건 · 연체 {data.counts.overdue}건
        </p>
      </div>
      <div className="card">
        <h2 className="card__title">투자 한도 ({INVESTOR_TYPES[data.limits.investor_type] ?? data.limits.investor_type})</h2>
        <LimitBar label="총 투자 한도" used={data.limits.total.used} limit={data.limits.total.limit} />
        <LimitBar label="부동산 투자 한도" used={data.limits.realty.used} limit={data.limits.realty.limit} />
        {data.limits.pf ? <LimitBar label="부동산 PF 투자 한도 (부동산 한도에 포함)" used={data.limits.pf.used} limit={data.limits.pf.limit} /> : null}
        <p className="muted">동일 차입자 한도: {data.limits.per_borrower_limit === null ? '제한 없음' : formatWon(data.limits.per_borrower_limit)}</p>
        {typeof data.limits.institutional_share_bp === 'number' ? (
          <p className="muted">한 상품에는 모집 금액의 {data.limits.institutional_share_bp / 100}%까지 투자할 수 있습니다.</p>
        ) : null}
      </div>
    </>
  );
}

/** /user/dashboard: 총 자산 and 수익률 first, then monthly payouts, the portfolio, counts and limits. */
export function SummaryTab() {
  const dashboard = useDashboard();
  const schedule = useDashboardSchedule();
  return (
    <AsyncBoundary query={dashboard} errorTitle="대시보드를 불러오지 못했습니다.">
      {(data) => (
        <div className="stack">
          <Headline data={data} />
          <div className="two-columns">
            <AsyncBoundary query={schedule} errorTitle="월별 지급액을 불러오지 못했습니다.">
              {(rows) => <MonthlyPayoutsChart months={payoutsByMonth(rows)} />}
            </AsyncBoundary>
            <PortfolioChart portfolio={data.portfolio ?? []} heldWon={data.held} outstandingPrincipalWon={data.outstanding_principal} />
          </div>
          <Details data={data} />
        </div>
      )}
    </AsyncBoundary>
  );
}
