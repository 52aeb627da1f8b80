// A holding's loan, step by step, as a vertical list that reads on a 375 px phone: the date, what
// happened (실행, 상환, 연체, 기한이익상실, 회수, 채권 매각, 상각 …), the amount when there is
// one and the platform's note (the overdue reason, the recovery's source and costs).
import { Money } from '@/components/money';
import { formatDate } from '@/lib/format';
import type { TimelineEntry } from '../api/get-investment-repayments';
import { timelineLabel, timelineTone } from './timeline-labels';
import './loan-timeline.css';

export function LoanTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <section className="card" aria-labelledby="loan-timeline">
      <h2 id="loan-timeline" className="card__title">
        진행 경과
      </h2>
      <ol className="timeline">
        {entries.map((entry, index) => (
          <li key={`${index}-${entry.kind}`} className={`timeline__item timeline__item--${timelineTone(entry.kind)}`}>
            <time className="timeline__date" dateTime={entry.on}>
              {formatDate(entry.on)}
            </time>
            <div className="timeline__body">
              <span className="timeline__kind">{timelineLabel(entry.kind)}</span>
              {entry.amount !== undefined && entry.amount !== null ? (
                <span className="timeline__amount">
                  <Money won={entry.amount} />
                </span>
              ) : null}
              {entry.note ? <p className="timeline__note">{entry.note}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
