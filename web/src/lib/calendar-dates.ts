// Calendar dates (YYYY-MM-DD, Korea time) in sentences. "2026년 3월 5일" ends in 일 whatever the
// day, so the particle after it is always the same (로, 에서, 까지): no "(으)로" for the reader.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-03-05" → "2026년 3월 5일"; anything else is returned as it is. */
export function formatDateLong(on: string): string {
  const match = CALENDAR_DATE.exec(on);
  if (!match) return on;
  return `${Number(match[1])}년 ${Number(match[2])}월 ${Number(match[3])}일`;
}

/** The calendar date `days` days after `on` ("2026-02-27" + 3 → "2026-03-02"). */
export function addDaysOn(on: string, days: number): string {
  const date = new Date(`${on}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
