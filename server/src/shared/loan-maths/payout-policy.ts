// Which tax and fee policy a payment follows (docs/design.md "Repayments"): income tax the policy in
// force on the payment's date, the fee the policy the loan is made under (in force on its
// execution date, recorded with the loan; for a loan not made yet, the policy in force today).
// Operators record policy changes with effective dates; a payment not yet made is estimated with
// the changes known now.
import { DEFAULT_TAX_POLICY, incomeTaxBpOf, netWon, TaxPolicy, withholding } from './withholding-tax';

/** A policy for every payment, or the policy of each due date (a schedule's estimate). */
export type PayoutPolicy = TaxPolicy | ((dueOn: string) => TaxPolicy);

/** From `effectiveOn` on, income tax at `incomeTaxBp`. */
export interface IncomeTaxChange {
  effectiveOn: string;
  incomeTaxBp: number;
}

/** An operator's change: from `effectiveOn` on, a registered platform or not, and a fee. */
export interface PolicyChange {
  effectiveOn: string;
  platformRegistered: boolean;
  feeBp: number;
}

export interface PolicyInForce extends TaxPolicy {
  platformRegistered: boolean;
}

/** The change in force on `date` among changes given newest first (none yet: registered, no fee). */
export function policyInForceOn(newestFirst: readonly PolicyChange[], date: string): PolicyInForce {
  const change = newestFirst.find((c) => c.effectiveOn <= date);
  if (!change) return { platformRegistered: true, ...DEFAULT_TAX_POLICY };
  return { platformRegistered: change.platformRegistered, incomeTaxBp: incomeTaxBpOf(change.platformRegistered), feeBp: change.feeBp };
}

/**
 * The policy of each payment of a loan made on `madeOn`, as the changes known now (newest first)
 * set it: the same as the executed loan's schedule shows (policyByDueDate over the income tax
 * timeline, with the fee in force on `madeOn`).
 */
export function payoutPolicyOf(newestFirst: readonly PolicyChange[], madeOn: string): PayoutPolicy {
  const ofLoan = policyInForceOn(newestFirst, madeOn);
  return (dueOn: string) => paymentPolicy(policyInForceOn(newestFirst, dueOn), ofLoan);
}

/** A payment made today: today's income tax, the loan's fee. */
export const paymentPolicy = (onPaymentDate: TaxPolicy, ofLoan: TaxPolicy): TaxPolicy => ({ incomeTaxBp: onPaymentDate.incomeTaxBp, feeBp: ofLoan.feeBp });

/**
 * The policy of each due date: income tax from the latest change effective on or before it (given
 * newest first), the fee the loan's. Before any change, the loan's own income tax.
 */
export function policyByDueDate(newestFirst: readonly IncomeTaxChange[], ofLoan: TaxPolicy): PayoutPolicy {
  if (newestFirst.length === 0) return ofLoan;
  return (dueOn: string) => {
    const inForce = newestFirst.find((c) => c.effectiveOn <= dueOn);
    return paymentPolicy({ incomeTaxBp: inForce ? inForce.incomeTaxBp : ofLoan.incomeTaxBp, feeBp: 0 }, ofLoan);
  };
}

/** An unpaid payment's taxes and net under a new income tax rate (its fee stays the loan's). */
export function reestimated(row: { principalWon: number; interestWon: number; feeWon: number }, incomeTaxBp: number): { incomeTaxWon: number; localTaxWon: number; netWon: number } {
  const w = withholding(row.interestWon, { incomeTaxBp, feeBp: 0 });
  return { incomeTaxWon: w.incomeTaxWon, localTaxWon: w.localTaxWon, netWon: netWon(row.principalWon, row.interestWon, { ...w, feeWon: row.feeWon }) };
}
