// Calendar months in Korea time (YYYY-MM): their first and last days, the instant a month ends,
// and the months between two. Pure.
const SEOUL_OFFSET = '+09:00';
/** Years from 1000: a three-digit year would not make a four-digit next month (`428-06`). */
export const MONTH_PATTERN = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;
/** A bound on how far back the list goes: ten years of months. */
export const MAX_MONTHS_LISTED = 120;

export const monthOf = (date: string): string => date.slice(0, 7);

export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The instant the month ends (the next month's first midnight, Korea time): exclusive. */
export const monthEndsAt = (month: string): Date => new Date(`${nextMonth(month)}-01T00:00:00${SEOUL_OFFSET}`);
export const monthStartsAt = (month: string): Date => new Date(`${month}-01T00:00:00${SEOUL_OFFSET}`);

/** The month's last calendar day (YYYY-MM-DD). */
export function lastDayOf(month: string): string {
  const end = monthEndsAt(month);
  return new Date(end.getTime() + 9 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}

/** Months from `first` through `last`, newest first, at most MAX_MONTHS_LISTED. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last && months.length < MAX_MONTHS_LISTED; m = nextMonth(m)) months.push(m);
  return months.reverse().slice(0, MAX_MONTHS_LISTED);
}
