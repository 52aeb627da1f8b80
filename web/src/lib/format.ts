// Intl formatters are made on first use and kept: building them (the time zone's above all) is
// work the first load's script evaluation need not do on a slow phone.
let numberFormat: Intl.NumberFormat | null = null;
const wonFormatter = {
  format: (value: number) => (numberFormat ??= new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 })).format(value),
};

/** 12340000 → "12,340,000원". Money is always an integer number of won. */
export function formatWon(amountWon: number | null | undefined): string {
  if (amountWon === null || amountWon === undefined || !Number.isFinite(amountWon)) return '-';
  return `${wonFormatter.format(amountWon)}원`;
}

/** 12340000 → "1,234만 원"-style short form for headline figures (억/만 units). */
export function formatWonShort(amountWon: number | null | undefined): string {
  if (amountWon === null || amountWon === undefined || !Number.isFinite(amountWon)) return '-';
  const eok = Math.floor(amountWon / 100_000_000);
  const man = Math.floor((amountWon % 100_000_000) / 10_000);
  if (eok > 0) return man > 0 ? `${wonFormatter.format(eok)}억 ${wonFormatter.format(man)}만 원` : `${wonFormatter.format(eok)}억 원`;
  if (man > 0) return `${wonFormatter.format(man)}만 원`;
  return formatWon(amountWon);
}

/** An account number in groups of four digits for reading aloud or copying by eye: "56123456789012" → "5612 3456 7890 12". */
export function formatAccountNumber(accountNumber: string): string {
  return accountNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Basis points → "12.50%". */
export function formatRateBp(rateBp: number | null | undefined): string {
  if (rateBp === null || rateBp === undefined || !Number.isFinite(rateBp)) return '-';
  return `${(rateBp / 100).toFixed(2)}%`;
}

export function formatCount(count: number | null | undefined, unit = ''): string {
  if (count === null || count === undefined || !Number.isFinite(count)) return '-';
  return `${wonFormatter.format(count)}${unit}`;
}

const TIME_ZONE = 'Asia/Seoul';
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' };
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { ...DATE_OPTIONS, hour: '2-digit', minute: '2-digit', hour12: false };
const dateFormatters = new Map<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>();

function partsOf(options: Intl.DateTimeFormatOptions, date: Date): Record<string, string> {
  let formatter = dateFormatters.get(options);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('ko-KR', options);
    dateFormatters.set(options, formatter);
  }
  const out: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) out[part.type] = part.value;
  return out;
}

/** An instant (ISO string) → "2024.03.05" in Korea time. */
export function formatDate(instant: string | null | undefined): string {
  if (!instant) return '-';
  // A calendar date (YYYY-MM-DD) is already Korea time: print it as is.
  if (/^\d{4}-\d{2}-\d{2}$/.test(instant)) return instant.replaceAll('-', '.');
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '-';
  const p = partsOf(DATE_OPTIONS, date);
  return `${p.year}.${p.month}.${p.day}`;
}

/** An instant (ISO string) → "2024.03.05 14:30" in Korea time. */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return '-';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '-';
  const p = partsOf(DATE_TIME_OPTIONS, date);
  const hour = p.hour === '24' ? '00' : p.hour;
  return `${p.year}.${p.month}.${p.day} ${hour}:${p.minute}`;
}

/** Today's calendar date in Korea time, "YYYY-MM-DD". */
export function todayInKorea(now: Date = new Date()): string {
  const p = partsOf(DATE_OPTIONS, now);
  return `${p.year}-${p.month}-${p.day}`;
}

export function percentOf(part: number, whole: number): number {
  if (!whole || whole <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((part / whole) * 100)));
}
