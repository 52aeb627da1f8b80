// Withholding and fee policy (DESIGN.md "Repayments"): income tax 14 % for a registered P2P
// platform (온라인투자연계금융업 등록), 25 % otherwise; local tax 10 % of it; platform fee 0 by
// default. The policy in force at execution is copied into LoanScheduled, so a later change
// never rewrites a loan already running.
import { Injectable } from '@nestjs/common';
import type { TaxPolicy } from './schedule/withholding-tax';

export const REGISTERED_INCOME_TAX_BP = 1400;
export const UNREGISTERED_INCOME_TAX_BP = 2500;

@Injectable()
export class RepaymentPolicy {
  private platformRegistered = true;
  private feeBp = 0;

  current(): TaxPolicy {
    return { incomeTaxBp: this.platformRegistered ? REGISTERED_INCOME_TAX_BP : UNREGISTERED_INCOME_TAX_BP, feeBp: this.feeBp };
  }

  /** Operators' (and tests') switch: applies to loans executed from now on. */
  set(change: { platformRegistered?: boolean; feeBp?: number }): TaxPolicy {
    if (change.platformRegistered !== undefined) this.platformRegistered = change.platformRegistered;
    if (change.feeBp !== undefined) this.feeBp = change.feeBp;
    return this.current();
  }
}
