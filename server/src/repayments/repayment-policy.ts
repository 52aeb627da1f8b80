// Withholding and fee policy (docs/design.md "Repayments"): income tax 14 % for a registered P2P
// platform (온라인투자연계금융업 등록), 25 % otherwise; local tax 10 % of it; platform fee 0 by
// default. Operators change it with an effective date (repayment_policy_changes, in PostgreSQL so
// every API and worker process agrees; each change also a `RepaymentPolicyChanged` event on the
// `repayment-policy` stream for audit). Taxes follow the policy in force on a payment's date; the
// fee follows the policy in force on the loan's execution date, copied into LoanScheduled, so a
// later change never rewrites the fee of a loan already running. The same dated policy holds the
// terms of loans that go bad (docs/api.md "Loans that go bad"): late interest added to the loan's rate,
// the legal maximum rate (both recorded with a loan at execution, contract terms for its whole
// life) and the days unpaid after which the daily run accelerates a loan.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BusinessClock } from '../shared/business-clock';
import { one, Queryable, rows } from '../shared/database/sql';
import { inTransaction } from '../shared/database/transaction';
import { invalidInput } from '../shared/errors/domain-error';
import { EventStore } from '../shared/event-store/event-store';
import {
  DEFAULT_ACCELERATION_DAYS, DEFAULT_LATE_INTEREST_BP, DEFAULT_MAX_RATE_BP, incomeTaxBpOf, LateInterestTerms, TaxPolicy,
} from '../shared/loan-maths';
import type { RepaymentPolicyView } from './http/repayment-answers.schema';
import type { RepaymentPolicyRequest } from './http/repayment-requests.schema';
import { REPAYMENT_POLICY_CHANGED, RepaymentPolicyChanged } from './projections/income-tax-timeline';

export const REPAYMENT_POLICY_STREAM = 'repayment-policy';
/** Changes listed on the operators' screen. */
const HISTORY_LIMIT = 100;

interface ChangeRow {
  effective_on: string;
  platform_registered: boolean;
  fee_bp: number;
  transfer_fee_bp: number;
  late_interest_bp: number;
  max_rate_bp: number;
  acceleration_days: number;
  personal_debtor_types: string[];
  personal_debtor_max_principal: string;
  acceleration_notice_days: number;
  changed_by: string | null;
  changed_at: Date;
}

const CHANGE_COLUMNS = `to_char(effective_on, 'YYYY-MM-DD') AS effective_on, platform_registered, fee_bp, transfer_fee_bp,
  late_interest_bp, max_rate_bp, acceleration_days, personal_debtor_types, personal_debtor_max_principal, acceleration_notice_days, changed_by, changed_at`;

/** The bad-loan terms in force: late interest and maximum rate (recorded with a loan), acceleration days. */
export interface BadLoanPolicy extends LateInterestTerms {
  accelerationDays: number;
  /**
   * 개인채무자보호법 switches (docs/compliance.md): the product types whose loans under
   * `personalDebtorMaxPrincipalWon` are a personal debtor's (none by default), and the days of
   * notice the daily run gives such a loan before accelerating it.
   */
  personalDebtorTypes: string[];
  personalDebtorMaxPrincipalWon: number;
  accelerationNoticeDays: number;
}

/** The 개인채무자보호법 defaults: binding no loan type until confirmed; 50,000,000 won; 10 days' notice. */
export const DEFAULT_PERSONAL_DEBTOR_MAX_PRINCIPAL_WON = 50_000_000;
export const DEFAULT_ACCELERATION_NOTICE_DAYS = 10;

const badLoanPolicyOf = (row: ChangeRow | undefined): BadLoanPolicy => ({
  lateInterestBp: row?.late_interest_bp ?? DEFAULT_LATE_INTEREST_BP,
  maxRateBp: row?.max_rate_bp ?? DEFAULT_MAX_RATE_BP,
  accelerationDays: row?.acceleration_days ?? DEFAULT_ACCELERATION_DAYS,
  personalDebtorTypes: row?.personal_debtor_types ?? [],
  personalDebtorMaxPrincipalWon: row ? Number(row.personal_debtor_max_principal) : DEFAULT_PERSONAL_DEBTOR_MAX_PRINCIPAL_WON,
  accelerationNoticeDays: row?.acceleration_notice_days ?? DEFAULT_ACCELERATION_NOTICE_DAYS,
});

@Injectable()
export class RepaymentPolicy {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly eventStore: EventStore,
  ) {}

  /** The latest change effective on or before `date` (none: registered, no fee). */
  async inForceOn(date: string, q: Queryable = this.dataSource): Promise<TaxPolicy> {
    const row = await this.changeInForce(q, date);
    return { incomeTaxBp: incomeTaxBpOf(row?.platform_registered !== false), feeBp: row?.fee_bp ?? 0 };
  }

  /** The transfer fee in force on `date` (none recorded: 0). */
  async transferFeeBpOn(date: string, q: Queryable = this.dataSource): Promise<number> {
    return (await this.changeInForce(q, date))?.transfer_fee_bp ?? 0;
  }

  /** The late interest, maximum rate and acceleration days in force on `date` (none: the defaults). */
  async badLoanTermsOn(date: string, q: Queryable = this.dataSource): Promise<BadLoanPolicy> {
    return badLoanPolicyOf(await this.changeInForce(q, date));
  }

  private changeInForce(q: Queryable, date: string): Promise<ChangeRow | undefined> {
    return one<ChangeRow>(
      q,
      `SELECT ${CHANGE_COLUMNS} FROM repayment_policy_changes WHERE effective_on <= $1::date ORDER BY effective_on DESC, id DESC LIMIT 1`,
      [date],
    );
  }

  async view(): Promise<RepaymentPolicyView> {
    await this.clock.refresh();
    const today = this.clock.today();
    const current = await this.changeInForce(this.dataSource, today);
    const history = await rows<ChangeRow>(
      this.dataSource,
      `SELECT ${CHANGE_COLUMNS} FROM repayment_policy_changes ORDER BY effective_on DESC, id DESC LIMIT $1`,
      [HISTORY_LIMIT],
    );
    const registered = current?.platform_registered !== false;
    return {
      platform_registered: registered,
      income_tax_bp: incomeTaxBpOf(registered),
      local_tax_rate_pct: 10,
      fee_bp: current?.fee_bp ?? 0,
      transfer_fee_bp: current?.transfer_fee_bp ?? 0,
      ...badLoanView(badLoanPolicyOf(current)),
      updated_at: new Date(current?.changed_at ?? 0).toISOString(),
      in_force_on: today,
      history: history.map((h) => ({
        effective_on: h.effective_on,
        platform_registered: h.platform_registered,
        income_tax_bp: incomeTaxBpOf(h.platform_registered),
        fee_bp: h.fee_bp,
        transfer_fee_bp: h.transfer_fee_bp,
        ...badLoanView(badLoanPolicyOf(h)),
        changed_by: h.changed_by,
        changed_at: new Date(h.changed_at).toISOString(),
      })),
    };
  }

  /**
   * A change effective from `effective_on` (default: the business today; never earlier). Fields
   * left out keep the value in force on that date. History row, current row and audit event
   * are written in one transaction.
   */
  async set(change: RepaymentPolicyRequest, by: string | null): Promise<RepaymentPolicyView> {
    await this.clock.refresh();
    const today = this.clock.today();
    const effectiveOn = change.effective_on ?? today;
    if (effectiveOn < today) throw invalidInput({ effective_on: 'before_business_today' });
    await inTransaction(this.dataSource, async (tx) => {
      // One change at a time: the version read by the append and the append agree.
      await tx.query(`SELECT 1 FROM repayment_policy FOR UPDATE`);
      const base = await this.changeInForce(tx, effectiveOn);
      const platformRegistered = change.platform_registered ?? base?.platform_registered ?? true;
      const feeBp = change.fee_bp ?? base?.fee_bp ?? 0;
      const transferFeeBp = change.transfer_fee_bp ?? base?.transfer_fee_bp ?? 0;
      const inForce = badLoanPolicyOf(base);
      const bad: BadLoanPolicy = {
        lateInterestBp: change.late_interest_bp ?? inForce.lateInterestBp,
        maxRateBp: change.max_rate_bp ?? inForce.maxRateBp,
        accelerationDays: change.acceleration_days ?? inForce.accelerationDays,
        // Each type once, however often the request names it.
        personalDebtorTypes: change.personal_debtor_types ? [...new Set(change.personal_debtor_types)] : inForce.personalDebtorTypes,
        personalDebtorMaxPrincipalWon: change.personal_debtor_max_principal ?? inForce.personalDebtorMaxPrincipalWon,
        accelerationNoticeDays: change.acceleration_notice_days ?? inForce.accelerationNoticeDays,
      };
      const values = [
        platformRegistered, feeBp, bad.lateInterestBp, bad.maxRateBp, bad.accelerationDays, by,
        bad.personalDebtorTypes, bad.personalDebtorMaxPrincipalWon, bad.accelerationNoticeDays, transferFeeBp,
      ];
      await tx.query(
        `INSERT INTO repayment_policy_changes (platform_registered, fee_bp, late_interest_bp, max_rate_bp, acceleration_days, changed_by,
           personal_debtor_types, personal_debtor_max_principal, acceleration_notice_days, transfer_fee_bp, effective_on)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [...values, effectiveOn],
      );
      if (effectiveOn === today) {
        await tx.query(
          `UPDATE repayment_policy SET platform_registered = $1, fee_bp = $2, late_interest_bp = $3, max_rate_bp = $4, acceleration_days = $5,
             updated_at = now(), updated_by = $6, personal_debtor_types = $7, personal_debtor_max_principal = $8, acceleration_notice_days = $9,
             transfer_fee_bp = $10`,
          values,
        );
      }
      const changed: RepaymentPolicyChanged = {
        type: REPAYMENT_POLICY_CHANGED, data: { effectiveOn, platformRegistered, incomeTaxBp: incomeTaxBpOf(platformRegistered), feeBp, transferFeeBp, ...bad, changedOn: today },
      };
      await this.eventStore.appendAfterLast(tx, REPAYMENT_POLICY_STREAM, [changed], { actor_id: by, business_at: this.clock.now().toISOString() });
    });
    return this.view();
  }
}

const badLoanView = (p: BadLoanPolicy) => ({
  late_interest_bp: p.lateInterestBp, max_rate_bp: p.maxRateBp, acceleration_days: p.accelerationDays,
  // Only the checked PUT writes the types (product types each), so the stored ones are the answer's.
  personal_debtor_types: p.personalDebtorTypes as RepaymentPolicyView['personal_debtor_types'],
  personal_debtor_max_principal: p.personalDebtorMaxPrincipalWon, acceleration_notice_days: p.accelerationNoticeDays,
});

/** Whether a loan of `type` and `principalWon` executed under `policy` is a personal debtor's (개인채무자보호법 switches). */
export const isPersonalDebtorLoan = (policy: BadLoanPolicy, type: string, principalWon: number): boolean =>
  policy.personalDebtorTypes.includes(type) && principalWon < policy.personalDebtorMaxPrincipalWon;
