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

const LOSS_NOTE = '누적 수익률은 받은 이자(연체이자·회수 이자 포함)에서 상각된 원금을 뺀 손실 반영 수익을 빌려준 원금으로 나눈 값입니다.';
const lossClass = (bp: number | null) => (bp !== null && bp < 0 ? 'headline__loss' : undefined);

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

function Fact({ label, won, loss = false }: { label: string; won: number; loss?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={loss ? 'amount--loss' : undefined}>
        <Money won={won} />
      </dd>
    </div>
  );
}

/** What the return is made of: interest in, losses out, taxes and fees; the loss lines only once there are losses. */
function IncomeFacts({ data }: { data: Dashboard }) {
  const f = dashboardFigures(data);
  const lateWon = data.late_interest_received ?? 0;
  const recoveredWon = data.recovered_interest ?? 0;
  const lostWon = data.written_off_principal ?? 0;
  return (
    <dl className="info-list info-list--compact">
      <Fact label="받은 이자 (세전)" won={data.received_interest} />
      {lateWon > 0 ? <Fact label="받은 연체이자 (세전)" won={lateWon} /> : null}
      {recoveredWon > 0 ? <Fact label="회수 이자 (세전)" won={recoveredWon} /> : null}
      {lostWon > 0 ? <Fact label="상각 원금 (손실)" won={-lostWon} loss /> : null}
      <Fact label="원천징수 세금" won={data.tax_withheld} />
      <Fact label="수수료" won={data.fees_paid} />
      <Fact label={lostWon > 0 ? '수익 (세후, 손실 반영)' : '받은 이자 (세후)'} won={f.incomeAfterTaxWon} loss={f.incomeAfterTaxWon < 0} />
      <Fact label="받을 예정 이자 (세전)" won={data.expected_interest} />
    </dl>
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
          {data.defaulted_principal ? <Fact label="그중 회수 중 원금" won={data.defaulted_principal} /> : null}
        </dl>
      </section>
      <section className="headline__card" aria-labelledby="returns">
        <h2 id="returns" className="headline__label">
          누적 수익률
        </h2>
        <dl className="headline__rates">
          <div>
            <dt>세전</dt>
            <dd className={lossClass(f.returnBeforeTaxBp)}>{rate(f.returnBeforeTaxBp)}</dd>
          </div>
          <div>
            <dt>세후</dt>
            <dd className={lossClass(f.returnAfterTaxBp)}>{rate(f.returnAfterTaxBp)}</dd>
          </div>
          <div>
            <dt>연환산 (세후)</dt>
            <dd className={lossClass(data.xirr_bp ?? null)}>{rate(data.xirr_bp ?? null)}</dd>
          </div>
        </dl>
        {data.written_off_principal ? <p className="fine-print">{LOSS_NOTE}</p> : null}
        <p className="fine-print">{data.xirr_bp === null || data.xirr_bp === undefined ? XIRR_PENDING_NOTE : XIRR_NOTE}</p>
        <IncomeFacts data={data} />
      </section>
    </div>
  );
}

/** 투자 대기 … 연체, then 기한이익상실 and 상각 once the investor has such a loan. */
export function countsLine(counts: Dashboard['counts']): string {
  const parts = [`투자 대기 ${counts.funding}건`, `상환 중 ${counts.repaying}건`, `상환 완료 ${counts.completed}건`, `연체 ${counts.overdue}건`];
  if (counts.defaulted) parts.push(`기한이익상실 ${counts.defaulted}건`);
  if (counts.written_off) parts.push(`상각 ${counts.written_off}건`);
  return parts.join(' · ');
}

function Details({ data }: { data: Dashboard }) {
  return (
    <>
      <div className="card">
        <h2 className="card__title">투자 현황</h2>
        <dl className="info-list info-list--compact">
          <Fact label="투자 금액 (취소 제외)" won={data.invested_total} />
          <Fact label="돌려받은 원금" won={data.received_principal} />
          {data.recovered_principal ? <Fact label="회수 원금" won={data.recovered_principal} /> : null}
          {data.written_off_principal ? <Fact label="상각 원금" won={data.written_off_principal} loss /> : null}
        </dl>
        <p>{countsLine(data.counts)}</p>
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
