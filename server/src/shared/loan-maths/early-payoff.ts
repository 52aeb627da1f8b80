// Early full repayment (docs/design.md "Repayments"): the outstanding principal plus interest from the
// previous due date (or execution) to the day paid, at the yearly rate over a 365-day year,
// floored to the won.
import { daysBetween } from '../clock';

export function accruedInterestWon(outstandingWon: number, rateBp: number, fromOn: string, toOn: string): number {
  const days = Math.max(daysBetween(fromOn, toOn), 0);
  return Number((BigInt(outstandingWon) * BigInt(rateBp) * BigInt(days)) / 3_650_000n);
}
