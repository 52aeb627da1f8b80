// The formats the API's values come in (docs/api.md "Conventions"): UUIDs, calendar dates and
// instants, as the schema reader (read-input.ts) and the query readers check them.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Years the API speaks of: PostgreSQL has no year 0, and nothing here predates the year 1000. */
const MIN_YEAR = 1000;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/i;

/**
 * A real calendar day `YYYY-MM-DD` (docs/api.md's dates): `2026-02-30` is not one, though JavaScript's
 * Date quietly reads it as March 2nd and PostgreSQL refuses it.
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An ISO-8601 instant with its offset (docs/api.md), every part in range; null for anything else. */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = INSTANT.exec(value);
  if (!match || !isCalendarDate(match[1])) return null;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (match[6] !== undefined && (Number(match[6]) > 14 || Number(match[7]) > 59)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
