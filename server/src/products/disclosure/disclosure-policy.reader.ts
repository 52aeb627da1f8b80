// The tax and fee policy in force on a day, as the product disclosure states it. The policy is the
// repayments context's (its table, its rules: 14 % registered, 25 % not, local tax 10 % of it);
// products only read the change in force, as boards read the products table, because repayments
// depends on products and not the other way round.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one } from '../../shared/database/sql';

export interface DisclosurePolicy {
  platformRegistered: boolean;
  incomeTaxBp: number;
  feeBp: number;
}

const REGISTERED_INCOME_TAX_BP = 1400;
const UNREGISTERED_INCOME_TAX_BP = 2500;

@Injectable()
export class DisclosurePolicyReader {
  constructor(private readonly dataSource: DataSource) {}

  /** The latest change effective on or before `date` (none: registered, no fee). */
  async inForceOn(date: string): Promise<DisclosurePolicy> {
    const row = await one<{ platform_registered: boolean; fee_bp: number }>(
      this.dataSource,
      `SELECT platform_registered, fee_bp FROM repayment_policy_changes WHERE effective_on <= $1::date ORDER BY effective_on DESC, id DESC LIMIT 1`,
      [date],
    );
    const platformRegistered = row?.platform_registered !== false;
    return { platformRegistered, incomeTaxBp: platformRegistered ? REGISTERED_INCOME_TAX_BP : UNREGISTERED_INCOME_TAX_BP, feeBp: row?.fee_bp ?? 0 };
  }
}
