import { formatWon, formatWonShort } from '@/lib/format';
import type { MonthTotals } from './payout-aggregation';

const HEIGHT = 180;
const BAR = 28;
const GAP = 18;
const TOP = 16;
const BOTTOM = 28;

/** Monthly net payouts as stacked bars (paid below, still to come above), inline SVG. */
export function MonthlyPayoutsChart({ months }: { months: MonthTotals[] }) {
  const shown = months.slice(-12);
  const max = Math.max(1, ...shown.map((m) => m.paidNet + m.scheduledNet));
  const width = Math.max(shown.length * (BAR + GAP) + GAP, 240);
  const plot = HEIGHT - TOP - BOTTOM;
  const h = (won: number) => Math.round((won / max) * plot);
  return (
    <figure className="card" aria-labelledby="monthly-payouts-title">
      <h2 id="monthly-payouts-title" className="card__title">
        월별 지급액 (실수령액)
      </h2>
      <svg role="img" aria-label="월별 지급 완료액과 지급 예정액 막대 그래프" viewBox={`0 0 ${width} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="xMinYMid meet">
        <line x1={0} x2={width} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#c9ced6" />
        {shown.map((m, i) => {
          const x = GAP + i * (BAR + GAP);
          const paid = h(m.paidNet);
          const scheduled = h(m.scheduledNet);
          return (
            <g key={m.month}>
              <title>{`${m.month}: 지급 완료 ${formatWon(m.paidNet)}, 지급 예정 ${formatWon(m.scheduledNet)}`}</title>
              <rect x={x} y={HEIGHT - BOTTOM - paid} width={BAR} height={paid} fill="#1f6feb" />
              <rect x={x} y={HEIGHT - BOTTOM - paid - scheduled} width={BAR} height={scheduled} fill="#9ec5fe" />
              <text x={x + BAR / 2} y={HEIGHT - 10} textAnchor="middle" fontSize="11" fill="#57606a">
                {m.month.slice(2).replace('-', '.')}
              </text>
              {paid + scheduled > 14 ? (
                <text x={x + BAR / 2} y={HEIGHT - BOTTOM - paid - scheduled - 4} textAnchor="middle" fontSize="10" fill="#24292f">
                  {formatWonShort(m.paidNet + m.scheduledNet).replace(' 원', '')}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="muted">
        <span style={{ color: '#1f6feb' }}>■</span> 지급 완료 <span style={{ color: '#9ec5fe' }}>■</span> 지급 예정
      </figcaption>
    </figure>
  );
}
