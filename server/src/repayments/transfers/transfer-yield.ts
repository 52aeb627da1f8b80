// What a buyer earns on a listing, a year's rate after tax (issue 30: the yield to maturity at the
// asking price): the XIRR of paying price + 경과이자 today and receiving each remaining installment's
// net (principal + interest − income tax − local tax − fee, as the loan maths withhold it) on its
// due date. The flows are integer won from the schedule; the rate is a displayed ratio
// (shared/returns/xirr.ts). Null when there is nothing left to receive or no rate solves it.
import { xirrBp } from '../../shared/returns/xirr';

const DAY_MS = 86_400_000;
const dayNumber = (on: string): number => Date.parse(`${on}T00:00:00Z`) / DAY_MS;

export function transferYieldBp(payWon: number, today: string, rows: readonly { due_on: string; net: number }[]): number | null {
  const coming = rows.filter((r) => r.due_on > today && r.net > 0);
  if (coming.length === 0 || payWon <= 0) return null;
  const start = dayNumber(today);
  return xirrBp([{ days: 0, amount: -payWon }, ...coming.map((r) => ({ days: dayNumber(r.due_on) - start, amount: r.net }))]);
}
