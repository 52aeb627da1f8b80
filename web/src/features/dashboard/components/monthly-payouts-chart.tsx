// Monthly net payouts (실수령액) as horizontal bars in HTML: one row per month with its label and
// amount in real text, so it reads the same on a phone and on a wide screen. A month's bar is split
// by status — 지급 완료, 연체 (due and unpaid), 지급 예정 — in the words the schedules use.
import { Money } from '@/components/money';
import { PAYOUT_STATUS_LABELS } from '@/lib/labels';
import type { MonthTotals } from './payout-aggregation';

const MONTHS_SHOWN = 12;
const PAST_MONTHS_SHOWN = 3;

/** The bar's parts in order, each a status's net and its word (docs/glossary.md: 지급 완료, 연체, 지급 예정). */
const PARTS = [
  { status: 'paid', net: (m: MonthTotals) => m.paidNet },
  { status: 'overdue', net: (m: MonthTotals) => m.overdueNet },
  { status: 'scheduled', net: (m: MonthTotals) => m.scheduledNet },
] as const;

const totalOf = (m: MonthTotals) => m.paidNet + m.overdueNet + m.scheduledNet;

/** Twelve months around now: up to three months before the first one not fully paid, then what follows. */
function monthsAroundNow(months: MonthTotals[]): MonthTotals[] {
  const next = months.findIndex((m) => m.scheduledNet + m.overdueNet > 0);
  const start = next < 0 ? Math.max(0, months.length - MONTHS_SHOWN) : Math.max(0, next - PAST_MONTHS_SHOWN);
  return months.slice(start, start + MONTHS_SHOWN);
}

/** What the bar shows, for screen readers: each status present with its amount. */
function spokenParts(m: MonthTotals): string {
  const parts = PARTS.filter((p) => p.net(m) > 0).map((p) => `${PAYOUT_STATUS_LABELS[p.status]} ${p.net(m).toLocaleString('ko-KR')}원`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

export function MonthlyPayoutsChart({ months }: { months: MonthTotals[] }) {
  const shown = monthsAroundNow(months);
  const max = Math.max(1, ...shown.map(totalOf));
  const width = (won: number) => `${(won / max) * 100}%`;
  return (
    <figure className="card payout-chart" aria-labelledby="monthly-payouts-title">
      <h2 id="monthly-payouts-title" className="card__title">
        월별 지급액 (실수령액)
      </h2>
      {shown.length === 0 ? (
        <p className="muted">대출이 실행되면 월별 지급액이 표시됩니다.</p>
      ) : (
        <ul className="payout-chart__rows" aria-label="월별 지급 완료액, 연체액과 지급 예정액">
          {shown.map((m) => (
            <li key={m.month} className="payout-chart__row">
              <span className="payout-chart__month">{m.month.replace('-', '.')}</span>
              <span className="payout-chart__track" aria-hidden="true">
                {PARTS.map((p) => (
                  <span key={p.status} className={`payout-chart__${p.status}`} style={{ width: width(p.net(m)) }} />
                ))}
              </span>
              <span className="payout-chart__amount">
                <Money won={totalOf(m)} />
                <span className="visually-hidden">{spokenParts(m)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <figcaption className="payout-chart__legend">
        {PARTS.map((p) => (
          <span key={p.status} className="payout-chart__legend-item">
            <span className={`payout-chart__key payout-chart__key--${p.status}`} aria-hidden="true" /> {PAYOUT_STATUS_LABELS[p.status]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
