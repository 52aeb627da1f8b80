// The tax and fee policy a product's payouts follow. The policy is the repayments context's (its
// table, its rules); products only read the changes recorded, as boards read the products table,
// because repayments depends on products and not the other way round. The rules themselves are
// the loan maths' (shared/loan-maths): income tax in force on each payment's date, the fee in
// force when the loan is made — its execution day, or today for a product not executed yet.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seoulDate } from '../../shared/clock';
import { rows } from '../../shared/database/sql';
import { PayoutPolicy, payoutPolicyOf, PolicyChange, PolicyInForce, policyInForceOn } from '../../shared/loan-maths';

/** Operators change the policy a few times a year; the bound keeps the read small whatever happens. */
const MAX_CHANGES = 1_000;

export interface ProductPolicy {
  /** In force on the business today: what the disclosure states. */
  today: PolicyInForce;
  /** The fee of the product's loan, in basis points of interest. */
  feeBp: number;
  /** Each payment's policy, as the changes known now set it. */
  payouts: PayoutPolicy;
}

/** The policy of a product executed at `executedAt` (null: not yet) as seen on `today`. */
export function productPolicy(newestFirst: readonly PolicyChange[], today: string, executedAt: Date | string | null): ProductPolicy {
  const madeOn = executedAt ? seoulDate(new Date(executedAt)) : today;
  return { today: policyInForceOn(newestFirst, today), feeBp: policyInForceOn(newestFirst, madeOn).feeBp, payouts: payoutPolicyOf(newestFirst, madeOn) };
}

@Injectable()
export class PayoutPolicyReader {
  constructor(private readonly dataSource: DataSource) {}

  /** Every recorded change, newest effective date first (the later of one day's changes first). */
  changes(): Promise<PolicyChange[]> {
    return rows<PolicyChange>(
      this.dataSource,
      `SELECT to_char(effective_on, 'YYYY-MM-DD') AS "effectiveOn", platform_registered AS "platformRegistered", fee_bp AS "feeBp"
       FROM repayment_policy_changes ORDER BY effective_on DESC, id DESC LIMIT $1`,
      [MAX_CHANGES],
    );
  }
}
