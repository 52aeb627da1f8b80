// Monthly net payouts (실수령액) as horizontal bars in HTML: one row per month with its label and
// amount in real text, so it reads the same on a phone and on a wide screen.
import { Money } from '@/components/money';
import type { MonthTotals } from './payout-aggregation';

const MONTHS_SHOWN = 12;
const PAST_MONTHS_SHOWN = 3;

/** Twelve months around now: up to three months already paid, then what is still to come. */
function monthsAroundNow(months: MonthTotals[]): MonthTotals[] {
  const next = months.findIndex((m) => m.scheduledNet > 0);
  const start = next < 0 ? Math.max(0, months.length - MONTHS_SHOWN) : Math.max(0, next - PAST_MONTHS_SHOWN);
  return months.slice(start, start + MONTHS_SHOWN);
}

export function MonthlyPayoutsChart({ months }: { months: MonthTotals[] }) {
  const shown = monthsAroundNow(months);
  const max = Math.max(1, ...shown.map((m) => m.paidNet + m.scheduledNet));
  const width = (won: number) => `${(won / max) * 100}%`;
  return (
    <figure className="card payout-chart" aria-labelledby="monthly-payouts-title">
      <h2 id="monthly-payouts-title" className="card__title">
        월별 지급액 (실수령액)
      </h2>
      {shown.length === 0 ? (
        <p className="muted">대출이 실행되면 월별 지급액이 표시됩니다.</p>
      ) : (
        <ul className="payout-chart__rows" aria-label="월별 지급 완료액과 지급 예정액">
          {shown.map((m) => (
            <li key={m.month} className="payout-chart__row">
              <span className="payout-chart__month">{m.month.replace('-', '.')}</span>
              <span className="payout-chart__track" aria-hidden="true">
                <span className="payout-chart__paid" style={{ width: width(m.paidNet) }} />
                <span className="payout-chart__scheduled" style={{ width: width(m.scheduledNet) }} />
              </span>
              <span className="payout-chart__amount">
                <Money won={m.paidNet + m.scheduledNet} />
                <span className="visually-hidden">{m.scheduledNet > 0 ? ` (지급 예정 ${m.scheduledNet.toLocaleString('ko-KR')}원)` : ' (지급 완료)'}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <figcaption className="payout-chart__legend">
        <span className="payout-chart__key payout-chart__key--paid" aria-hidden="true" /> 지급 완료
        <span className="payout-chart__key payout-chart__key--scheduled" aria-hidden="true" /> 지급 예정
      </figcaption>
    </figure>
  );
}
