// Business days (영업일): neither a Saturday, a Sunday nor a public holiday. Pure date arithmetic
// on Korea-time calendar dates (YYYY-MM-DD); the holiday rule is passed in, so the arithmetic is
// tested on its own and the live rule (korean-holidays.ts) is the official table.
import { addDays } from '../clock';
import { assert } from '../errors/domain-error';

export type HolidayRule = (date: string) => boolean;

/** A bound on the walk: 5 business days never take more than a few weeks, even over 설날 or 추석. */
const MAX_DAYS_WALKED = 366;

export function isBusinessDay(date: string, isHoliday: HolidayRule): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(date);
}

/** The `count`-th business day after `date` (the date itself not counted). */
export function addBusinessDays(date: string, count: number, isHoliday: HolidayRule): string {
  assert(Number.isSafeInteger(count) && count >= 0, `invalid business day count ${count}`);
  let day = date;
  let left = count;
  for (let walked = 0; left > 0; walked += 1) {
    assert(walked <= MAX_DAYS_WALKED, () => `no ${count} business days within a year of ${date}`);
    day = addDays(day, 1);
    if (isBusinessDay(day, isHoliday)) left -= 1;
  }
  return day;
}

/** Business days from `from` (excluded) through `to` (included); 0 when `to` is not after `from`. */
export function businessDaysBetween(from: string, to: string, isHoliday: HolidayRule): number {
  let count = 0;
  for (let day = addDays(from, 1), walked = 0; day <= to; day = addDays(day, 1), walked += 1) {
    assert(walked <= MAX_DAYS_WALKED * 5, () => `span too long: ${from}..${to}`);
    if (isBusinessDay(day, isHoliday)) count += 1;
  }
  return count;
}
