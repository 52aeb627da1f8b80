// A small bar chart of one figure by month (oldest left), drawn in SVG with a text table twin for
// screen readers: no chart library for a dozen bars.
export type MonthBar = { month: string; value: number; label: string; alert?: boolean };

const WIDTH = 600;
const HEIGHT = 180;
const BAR_GAP = 8;

export function MonthBarChart({ title, bars, max }: { title: string; bars: MonthBar[]; max?: number }) {
  const top = Math.max(max ?? 0, ...bars.map((b) => b.value), 1);
  const slot = WIDTH / Math.max(bars.length, 1);
  return (
    <figure className="month-chart">
      <figcaption className="month-chart__title">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 36}`} role="img" aria-label={`${title}: ${bars.map((b) => `${b.month} ${b.label}`).join(', ')}`}>
        {bars.map((b, i) => {
          const h = Math.round((b.value / top) * HEIGHT);
          const x = i * slot + BAR_GAP / 2;
          return (
            <g key={b.month}>
              <rect x={x} y={HEIGHT - h + 14} width={slot - BAR_GAP} height={Math.max(h, 1)} rx="3" className={b.alert ? 'month-chart__bar is-alert' : 'month-chart__bar'} />
              <text x={x + (slot - BAR_GAP) / 2} y={HEIGHT - h + 10} textAnchor="middle" className="month-chart__value">
                {b.label}
              </text>
              <text x={x + (slot - BAR_GAP) / 2} y={HEIGHT + 32} textAnchor="middle" className="month-chart__month">
                {b.month.slice(2).replace('-', '.')}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
