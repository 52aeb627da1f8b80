// Calendar arithmetic on Korea-time dates (YYYY-MM-DD), for overdue days and accrued interest.
const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBetween(fromOn: string, toOn: string): number {
  return Math.round((Date.parse(`${toOn}T00:00:00Z`) - Date.parse(`${fromOn}T00:00:00Z`)) / DAY_MS);
}

export function addDays(onDate: string, days: number): string {
  return new Date(Date.parse(`${onDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
