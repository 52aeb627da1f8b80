// Installment n falls due n calendar months after the day of execution in Korea time,
// clamped to the month's end (executed Jan 31 → Feb 28/29, Mar 31, Apr 30 …).
import { addMonths, seoulDate } from '../clock';

export function dueDates(executedAt: Date, termMonths: number): string[] {
  const start = seoulDate(executedAt);
  return Array.from({ length: termMonths }, (_, i) => addMonths(start, i + 1));
}
