import { percentOf } from '@/lib/format';

type Props = {
  /** What the bar measures, read by screen readers ("모집률", "총 투자 한도 사용"). */
  label: string;
  value: number;
  max: number;
  /** The spoken value; defaults to the percentage. */
  valueText?: string;
  tone?: 'primary' | 'warning';
};

/** A horizontal progress bar with the ARIA progressbar role; the width is clamped to 0–100 %. */
export function ProgressBar({ label, value, max, valueText, tone = 'primary' }: Props) {
  const percent = percentOf(value, max);
  return (
    <div
      className={tone === 'warning' ? 'progress progress--warning' : 'progress'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
    >
      <span className="progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
