// Late interest (연체이자, docs/design.md "Repayments"): from the day after a due date until the day
// the money arrives, unpaid principal accrues at the loan's rate plus the policy's addition, never
// above the legal maximum (이자제한법), × days ÷ 365, floored to the won once per amount. Integers
// only: principal × rate × days passes 2^53 for large loans, so BigInt.
import { assert } from '../errors/domain-error';
import { daysBetween } from '../clock';

/** The contract terms a loan records at execution (the policy in force then; older loans: the defaults). */
export interface LateInterestTerms {
  /** Added to the loan's yearly rate while money is late, basis points. */
  lateInterestBp: number;
  /** The legal maximum yearly rate, basis points: rate plus late interest never exceeds it. */
  maxRateBp: number;
}

/** The policy before any change (docs/api.md "Loans that go bad"): +3 %p, at most 20 % a year, accelerated after 60 days. */
export const DEFAULT_LATE_INTEREST_BP = 300;
export const DEFAULT_MAX_RATE_BP = 2000;
export const DEFAULT_ACCELERATION_DAYS = 60;
export const DEFAULT_LATE_INTEREST_TERMS: LateInterestTerms = { lateInterestBp: DEFAULT_LATE_INTEREST_BP, maxRateBp: DEFAULT_MAX_RATE_BP };

/** The yearly rate late money accrues at: the loan's rate plus the addition, capped at the maximum. */
export function lateRateBp(rateBp: number, terms: LateInterestTerms): number {
  return Math.min(rateBp + terms.lateInterestBp, terms.maxRateBp);
}

/** Days of lateness of money due on `dueOn` and paid on `paidOn`: from the day after the due date to the payment date. */
export function lateDays(dueOn: string, paidOn: string): number {
  return Math.max(daysBetween(dueOn, paidOn), 0);
}

/** floor(principal × min(rate + late, max) × days / (365 × 10000)): the late interest of one unpaid amount. */
export function lateInterestWon(principalWon: number, rateBp: number, terms: LateInterestTerms, dueOn: string, paidOn: string): number {
  assert(Number.isSafeInteger(principalWon) && principalWon >= 0, `late interest on ${principalWon}`);
  const days = lateDays(dueOn, paidOn);
  if (days === 0 || principalWon === 0) return 0;
  return Number((BigInt(principalWon) * BigInt(lateRateBp(rateBp, terms)) * BigInt(days)) / 3_650_000n);
}
