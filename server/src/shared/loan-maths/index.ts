// The loan maths (docs/design.md "Repayments"), pure and in integer won: the borrower's schedule for
// both repayment methods, each investor's share, withholding taxes and fees, the policy a payment
// follows, and early payoff. Repayments fixes and pays loans with it; products previews them with
// it; nothing else computes a schedule.
export type { Installment, Party, RepaymentMethod } from './schedule.types';
export { loanSchedule } from './loan-schedule';
export { investorShares } from './investor-shares';
export { largestRemainder } from './largest-remainder';
export { DEFAULT_TAX_POLICY, incomeTaxBpOf, withholding } from './withholding-tax';
export type { TaxPolicy } from './withholding-tax';
export { paymentPolicy, payoutPolicyOf, policyByDueDate, policyInForceOn, reestimated } from './payout-policy';
export type { IncomeTaxChange, PayoutPolicy, PolicyChange, PolicyInForce } from './payout-policy';
export { investorPayouts, investorShareRows, investorsOf } from './investor-payouts';
export type { Payout } from './investor-payouts';
export { payoutsOfAmount } from './payouts-of-amount';
export { accruedInterestWon } from './early-payoff';
export { DEFAULT_ACCELERATION_DAYS, DEFAULT_LATE_INTEREST_BP, DEFAULT_LATE_INTEREST_TERMS, DEFAULT_MAX_RATE_BP, lateInterestWon } from './late-interest';
export type { LateInterestTerms } from './late-interest';
export { holderOf, holderPayouts, NO_TRANSFERS, partiesHeldBy, withTransfer } from './claim-holders';
export type { ClaimHolders } from './claim-holders';
export { holderParts, partiesPrincipalFrom } from './holder-parts';
export type { HolderPart } from './holder-parts';
