// The dashboard's annualised return (issue 31, item 11: "an annualised return (XIRR) that counts
// losses"): the XIRR of the investor's own cash flows with their investments. Out: every
// placement (its hold, on the business day it was placed; a cancellation brings it back). In:
// repayments net of income tax, local tax and fees, late interest, recoveries, transfer prices.
// And, on the business today, what is still invested valued at par: money held in products
// raising funds plus outstanding principal; written-off principal is worth 0, so a loss lowers the
// rate. Deposits and withdrawals are the investor's own moves between bank and wallet, not returns.
// A displayed ratio in floating point (shared/returns/xirr.ts); null until there is a rate to tell:
// no flow yet, or under MIN_HISTORY_DAYS of history (a week's interest annualised means nothing).
import { DAY_MS } from '../../shared/business-clock';
import { xirrBp } from '../../shared/returns/xirr';

export const MIN_HISTORY_DAYS = 30;

/** Wallet line types that are cash flows with investments (types not yet written simply match nothing). */
export const INVESTMENT_FLOW_TYPES = [
  'invest_hold', 'invest_cancel',
  'repayment_principal', 'repayment_interest', 'repayment_late_interest', 'recovery_principal', 'recovery_interest', 'tax', 'fee',
  'transfer_in', 'transfer_out', 'transfer_accrued_interest',
] as const;

export interface DailyFlow {
  /** Business date, YYYY-MM-DD (Korea time). */
  on: string;
  /** The day's net: the wallet's signed balance changes (a placement is negative, a repayment positive). */
  amountWon: number;
}

const dayNumber = (on: string): number => Date.parse(`${on}T00:00:00Z`) / DAY_MS;

/** XIRR in basis points of the day's flows and the value still invested on `today`; null when undefined. */
export function investorXirrBp(flows: readonly DailyFlow[], stillInvestedWon: number, today: string): number | null {
  if (flows.length === 0) return null;
  const first = Math.min(...flows.map((f) => dayNumber(f.on)));
  const end = dayNumber(today);
  if (end - first < MIN_HISTORY_DAYS) return null;
  const dated = flows.map((f) => ({ days: dayNumber(f.on) - first, amount: f.amountWon }));
  return xirrBp([...dated, { days: end - first, amount: stillInvestedWon }]);
}
