// An investor's schedule as the API process keeps it (investor-schedule.query.ts): the answer's
// JSON as bytes, with where each row starts and its due date, so a `from`/`to` range is a slice
// of it (the rows are by due date first) rather than another read.
export const SCHEDULE_ROW_LIMIT = 2_000;
const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

export interface ScheduleCopy {
  /** `[row,row,…]` as UTF-8. */
  body: Buffer;
  /** Byte offset of each row in `body`. */
  starts: number[];
  /** Each row's due date, YYYY-MM-DD, in the rows' order. */
  dueOns: string[];
}

/** The copy of rows given as JSON texts with their due dates, in the answer's order. */
export function scheduleCopy(rows: { due_on: string; row: string }[]): ScheduleCopy {
  const starts: number[] = [];
  let offset = 1;
  for (const r of rows) {
    starts.push(offset);
    offset += Buffer.byteLength(r.row) + 1;
  }
  return { body: Buffer.from(`[${rows.map((r) => r.row).join(',')}]`), starts, dueOns: rows.map((r) => r.due_on) };
}

/** The first index whose due date is at least `day` (or past it, `after`). */
function boundOf(dueOns: string[], day: string, after: boolean): number {
  let [low, high] = [0, dueOns.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (dueOns[mid] < day || (after && dueOns[mid] === day)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The answer for due dates from `fromOn` to `toOn` (inclusive, null for open), at most SCHEDULE_ROW_LIMIT rows. */
export function answerOf(copy: ScheduleCopy, fromOn: string | null, toOn: string | null): Buffer {
  const count = copy.starts.length;
  const first = fromOn === null ? 0 : boundOf(copy.dueOns, fromOn, false);
  const end = Math.min(toOn === null ? count : boundOf(copy.dueOns, toOn, true), first + SCHEDULE_ROW_LIMIT);
  if (first === 0 && end === count) return copy.body;
  if (first >= end) return Buffer.from('[]');
  const stop = end === count ? copy.body.length - 1 : copy.starts[end] - 1;
  return Buffer.concat([OPEN, copy.body.subarray(copy.starts[first], stop), CLOSE]);
}
