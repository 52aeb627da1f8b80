// Korean public holidays (관공서의 공휴일에 관한 규정, 공휴일에 관한 법률), substitute and temporary
// holidays and election days included, from @hyunbinseo/holidays-kr: a maintained npm package
// that transcribes the official gazette's 월력요항 year by year (5.2027.x covers 2018–2027).
// Updating the package is how a new year, or a newly declared temporary holiday, arrives.
import { Logger } from '@nestjs/common';
// The package is ESM only, with subpath exports this project's module resolution does not read;
// Node (20.19+) loads it through require. Its shape: { y2025: { '2025-01-01': ['1월 1일'], … }, … }.
const gazette = require('@hyunbinseo/holidays-kr/all') as Record<string, Readonly<Record<string, readonly string[]>>>;

const logger = new Logger('korean-holidays');
const HOLIDAYS = new Map<string, readonly string[]>(Object.values(gazette).flatMap((year) => Object.entries(year)));
const YEARS = new Set(Object.keys(gazette).map((key) => key.replace(/^y/, '')));
const warnedYears = new Set<string>();

/** The holiday names of a Korea-time date (YYYY-MM-DD), or null on an ordinary day. */
export function koreanHolidayNames(date: string): readonly string[] | null {
  const year = date.slice(0, 4);
  if (!YEARS.has(year) && !warnedYears.has(year)) {
    warnedYears.add(year);
    logger.warn({ msg: 'no Korean holiday table for this year: update @hyunbinseo/holidays-kr', year });
  }
  return HOLIDAYS.get(date) ?? null;
}

export const isKoreanHoliday = (date: string): boolean => koreanHolidayNames(date) !== null;
