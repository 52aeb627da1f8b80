// The claim of an accelerated loan (docs/design.md "Repayments", docs/api.md "Loans that go bad"):
// what the borrower owes once the whole principal is due (principal, interest, late interest
// accrued through `accruedThroughOn`) and each investor's part of the principal, still
// outstanding and written off. Plain JSON: it is part of the loan's snapshotted state.
import { accruedInterestWon, LateInterestTerms, largestRemainder, lateInterestWon } from '../../shared/loan-maths';
import { assert } from '../../shared/errors/domain-error';
import type { ClaimShare } from '../loan.events';

export interface LoanClaim {
  acceleratedOn: string;
  principalWon: number;
  interestWon: number;
  lateInterestWon: number;
  /** Late interest on the principal accrues from the day after this date (acceleration, then each recovery). */
  accruedThroughOn: string;
  /** Each investor's outstanding principal, in the loan's investor order (the split weights). */
  holdings: ClaimShare[];
  /** Each investor's principal counted as written off and not recovered since. */
  writtenOff: ClaimShare[];
  /**
   * A personal debtor's loan (개인채무자보호법 switch): the principal late interest runs on — what
   * was past due at acceleration, less principal recovered since; the rest earns the loan's rate.
   * Absent: late interest runs on the whole principal (docs/api.md "Loans that go bad").
   */
  lateBasisWon?: number;
}

/**
 * What the claim accrued from the day after its last step to `toOn`, floored once each: late
 * interest on the whole principal (or, for a personal debtor's loan, on the principal that was past
 * due) and, for a personal debtor's loan, the loan's rate on the rest.
 */
export function accrualTo(claim: LoanClaim, rateBp: number, terms: LateInterestTerms, toOn: string): { lateInterestWon: number; interestWon: number } {
  if (toOn <= claim.accruedThroughOn) return { lateInterestWon: 0, interestWon: 0 };
  const principalWon = claimPrincipalWon(claim);
  const lateBaseWon = claim.lateBasisWon === undefined ? principalWon : Math.min(claim.lateBasisWon, principalWon);
  return {
    lateInterestWon: lateInterestWon(lateBaseWon, rateBp, terms, claim.accruedThroughOn, toOn),
    interestWon: accruedInterestWon(principalWon - lateBaseWon, rateBp, claim.accruedThroughOn, toOn),
  };
}

/** `totalWon` split pro rata to the investors' outstanding principal (largest remainder, exact to the won). */
export function splitByHoldings(totalWon: number, holdings: readonly ClaimShare[]): number[] {
  if (totalWon === 0) return holdings.map(() => 0);
  const weights = holdings.map((h) => h.principalWon);
  assert(weights.some((w) => w > 0), 'a claim with money to split has outstanding principal');
  return largestRemainder(totalWon, weights);
}

/** The claim's principal, the sum of its holdings (kept as an invariant by every step). */
export const claimPrincipalWon = (claim: LoanClaim): number => claim.holdings.reduce((t, h) => t + h.principalWon, 0);

export const writtenOffWon = (claim: LoanClaim): number => claim.writtenOff.reduce((t, h) => t + h.principalWon, 0);

/** Each share's amount taken from (or, with sign 1, added to) the matching user's entry. */
export function withShares(list: readonly ClaimShare[], shares: readonly { userId: string; principalWon: number }[], sign: 1 | -1): ClaimShare[] {
  const byUser = new Map(shares.map((s) => [s.userId, s.principalWon]));
  return list.map((h) => {
    const principalWon = h.principalWon + sign * (byUser.get(h.userId) ?? 0);
    assert(principalWon >= 0, `claim share of ${h.userId} went negative`);
    return { userId: h.userId, principalWon };
  });
}
