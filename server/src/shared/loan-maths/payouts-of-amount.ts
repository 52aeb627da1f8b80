// What one investment of `amountWon` would receive if it were the whole loan, executed at
// `executedAt`: the estimate the product page and its disclosure show. It is the executed loan's
// own maths (schedule, shares, withholding) for a single investor, so an investor who lends the
// whole amount is paid exactly what it shows under the same policy.
import { investorPayouts, Payout } from './investor-payouts';
import { loanSchedule } from './loan-schedule';
import type { PayoutPolicy } from './payout-policy';
import type { LoanTerms } from './schedule.types';

export function payoutsOfAmount(terms: LoanTerms, executedAt: Date, policy: PayoutPolicy): Payout[] {
  return investorPayouts(loanSchedule(terms, executedAt), [{ id: 'preview', amountWon: terms.principalWon }], policy);
}
