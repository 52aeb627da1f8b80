// /disclosures/monthly: the platform's monthly disclosure (온투법 10조), public. Charts of the
// delinquency rate and the outstanding balance by month, the latest month's figures, a notice when
// a month's delinquency is above 15 %, and the standing items in plain Korean.
import type { ReactNode } from 'react';
import { Page } from '@/components/page';
import { AsyncBoundary } from '@/components/async-boundary';
import { Money } from '@/components/money';
import { formatDateTime, formatRateBp, formatWon } from '@/lib/format';
import { useMonthlyDisclosures, type MonthlyDisclosure, type PlatformDisclosure } from '@/features/disclosures/api/monthly-disclosures';
import { BadLoanFigures } from '@/features/disclosures/components/bad-loan-figures';
import { MonthBarChart } from '@/features/disclosures/components/month-bar-chart';
import '@/features/disclosures/components/disclosures.css';

/** Months in the charts: the last year. */
const CHART_MONTHS = 12;
const METHOD_LABELS: Record<string, string> = { equal_installment: '원리금균등상환', bullet: '만기일시상환' };
const STANDING_ITEMS: [keyof PlatformDisclosure, string][] = [
  ['business_model', '영업 방식'],
  ['credit_assessment', '신용평가 체계'],
  ['repayment_methods', '상환 방식'],
  ['collection', '연체 시 회수 절차'],
  ['deposit_institution', '예치금 보관'],
  ['wind_down', '영업 중단 시 처리'],
  ['registration', '등록 사항'],
  ['support', '고객 지원'],
  ['conflict_of_interest', '이해상충 방지'],
];

/** "2027-01" → "2027년 1월". */
const monthName = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="disclosure-figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function LatestMonth({ m }: { m: MonthlyDisclosure }) {
  const methods = m.repayment_methods.map((r) => `${METHOD_LABELS[r.method] ?? r.method} ${r.count}건`).join(', ') || '-';
  return (
    <section className="card stack disclosure-card" aria-labelledby="latest-month">
      <h2 id="latest-month" className="card__title">
        {monthName(m.month)} {m.status === 'provisional' ? '(잠정, 매일 갱신)' : '(확정)'}
      </h2>
      <p className="disclosure-asof">
        {m.status === 'provisional' ? `${formatDateTime(m.as_of)} 기준 잠정 수치입니다. 월말에 확정됩니다.` : `${formatDateTime(m.published_at)}에 확정된 수치입니다.`}
      </p>
      <dl className="disclosure-figures">
        <Figure label="누적 대출액"><Money won={m.cumulative_loan_amount} /></Figure>
        <Figure label="대출 잔액"><Money won={m.outstanding_amount} /></Figure>
        <Figure label="누적 상환액"><Money won={m.cumulative_repaid_amount} /></Figure>
        <Figure label="연체율(30일 이상)">{formatRateBp(m.overdue_rate_bp)}</Figure>
        {typeof m.loss_rate_bp === 'number' ? <Figure label="손실률">{formatRateBp(m.loss_rate_bp)}</Figure> : null}
        <Figure label="대출 건수">{m.product_count.toLocaleString('ko-KR')}건</Figure>
        <Figure label="투자자 수">{m.investor_count.toLocaleString('ko-KR')}명</Figure>
        <Figure label="평균 대출 금리">{formatRateBp(m.average_rate_bp)}</Figure>
        <Figure label="투자자 수수료">{`${formatRateBp(m.fees.platform_fee_bp)} (이번 달 ${formatWon(m.fees.collected_in_month)})`}</Figure>
        <Figure label="상환 방식">{methods}</Figure>
      </dl>
    </section>
  );
}

export function MonthlyDisclosurePage() {
  const disclosures = useMonthlyDisclosures();
  const months = disclosures.data?.items ?? [];
  const charted = months.slice(0, CHART_MONTHS).reverse();
  const alerts = months.filter((m) => m.immediate_disclosure);
  return (
    <Page title="월별 공시" lead="온라인투자연계금융업법 제10조에 따라 매월 대출 현황과 연체율, 운영 정보를 공시합니다." wide>
      <AsyncBoundary query={disclosures} loadingLabel="공시 자료를 불러오는 중입니다." errorTitle="공시 자료를 불러오지 못했습니다.">
        {(data) => (
          <div className="stack">
            {alerts.length > 0 ? (
              <div className="disclosure-alert" role="alert">
                <strong>연체율 수시 공시</strong>
                <p>{alerts.map((m) => `${monthName(m.month)} 연체율 ${formatRateBp(m.overdue_rate_bp)}`).join(', ')}: 연체율이 15%를 넘어 즉시 공시합니다.</p>
              </div>
            ) : null}
            {months[0] ? <LatestMonth m={months[0]} /> : null}
            {months[0] ? <BadLoanFigures m={months[0]} /> : null}
            <div className="disclosure-charts">
              <MonthBarChart title="월별 연체율" max={1_500} bars={charted.map((m) => ({ month: m.month, value: m.overdue_rate_bp, label: formatRateBp(m.overdue_rate_bp), alert: m.immediate_disclosure }))} />
              <MonthBarChart title="월별 대출 잔액" bars={charted.map((m) => ({ month: m.month, value: m.outstanding_amount, label: formatWon(m.outstanding_amount) }))} />
            </div>
            <section className="card stack disclosure-card" aria-labelledby="standing-items">
              <h2 id="standing-items" className="card__title">운영 정보</h2>
              <dl className="disclosure-items">
                {STANDING_ITEMS.map(([key, label]) => (
                  <div key={key}>
                    <dt>{label}</dt>
                    <dd>{data.platform[key]}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        )}
      </AsyncBoundary>
    </Page>
  );
}
