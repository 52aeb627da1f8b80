// Withholding and fee policy (DESIGN.md "Repayments"): income tax 14 % for a registered P2P
// platform (온라인투자연계금융업 등록), 25 % otherwise; local tax 10 % of it; platform fee 0 by
// default. Operators set it (one row in PostgreSQL, so every API and worker process agrees);
// the policy in force at execution is copied into LoanScheduled, so a later change never
// rewrites a loan already running.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, Queryable, rows } from '../shared/database/sql';
import type { TaxPolicy } from './schedule/withholding-tax';

export const REGISTERED_INCOME_TAX_BP = 1400;
export const UNREGISTERED_INCOME_TAX_BP = 2500;

export interface PolicyView {
  platform_registered: boolean;
  income_tax_bp: number;
  local_tax_rate_pct: number;
  fee_bp: number;
  updated_at: string;
}

@Injectable()
export class RepaymentPolicy {
  constructor(private readonly dataSource: DataSource) {}

  async current(q: Queryable = this.dataSource): Promise<TaxPolicy> {
    const row = await one<{ platform_registered: boolean; fee_bp: number }>(q, `SELECT platform_registered, fee_bp FROM repayment_policy`);
    return { incomeTaxBp: row?.platform_registered === false ? UNREGISTERED_INCOME_TAX_BP : REGISTERED_INCOME_TAX_BP, feeBp: row?.fee_bp ?? 0 };
  }

  async view(): Promise<PolicyView> {
    const row = await one<{ platform_registered: boolean; fee_bp: number; updated_at: Date }>(this.dataSource, `SELECT platform_registered, fee_bp, updated_at FROM repayment_policy`);
    const registered = row?.platform_registered !== false;
    return {
      platform_registered: registered,
      income_tax_bp: registered ? REGISTERED_INCOME_TAX_BP : UNREGISTERED_INCOME_TAX_BP,
      local_tax_rate_pct: 10,
      fee_bp: row?.fee_bp ?? 0,
      updated_at: (row?.updated_at ?? new Date()).toISOString(),
    };
  }

  /** Applies to loans executed from now on. */
  async set(change: { platformRegistered?: boolean; feeBp?: number }, by: string | null): Promise<PolicyView> {
    await rows(
      this.dataSource,
      `UPDATE repayment_policy SET platform_registered = COALESCE($1, platform_registered), fee_bp = COALESCE($2, fee_bp), updated_at = now(), updated_by = $3`,
      [change.platformRegistered ?? null, change.feeBp ?? null, by],
    );
    return this.view();
  }
}
