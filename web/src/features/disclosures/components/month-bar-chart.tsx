// One figure by month (oldest first) as horizontal bars in HTML: each row has its month and value
// in real text, so it reads the same on a phone as on a wide screen (an SVG scaled down to 375 px
// shrank its labels below legibility). No chart library for a dozen rows.
export type MonthBar = { month: string; value: number; label: string; alert?: boolean };

/** "2027-01" → "2027.01". */
const shortMonth = (month: string) => month.replace('-', '.');

export function MonthBarChart({ title, bars, max }: { title: string; bars: MonthBar[]; max?: number }) {
  const top = Math.max(max ?? 0, ...bars.map((b) => b.value), 1);
  return (
    <figure className="month-chart">
      <figcaption className="month-chart__title">{title}</figcaption>
      <ul className="month-chart__rows" aria-label={title}>
        {bars.map((b) => (
          <li key={b.month} className="month-chart__row">
            <span className="month-chart__month">{shortMonth(b.month)}</span>
            <span className="month-chart__track" aria-hidden="true">
              <span className={b.alert ? 'month-chart__bar is-alert' : 'month-chart__bar'} style={{ width: `${Math.min(100, (b.value / top) * 100)}%` }} />
            </span>
            <span className={b.alert ? 'month-chart__value is-alert' : 'month-chart__value'}>{b.label}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
