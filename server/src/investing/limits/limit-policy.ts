// The investor limit policy over time (docs/design.md "Checks and limits"), kept like the
// withholding policy (repayments/repayment-policy.ts): a row of `invest_limit_policy_changes` per
// effective date holds the whole policy from that date on, in PostgreSQL so every API and worker
// process agrees; each change is also an `InvestLimitPolicyChanged` event on the
// `invest-limit-policy` stream for audit. A placement is judged by the policy in force on its
// business date, so a change never undoes an investment already placed; a second change with the
// same date replaces the first.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BusinessClock } from '../../shared/business-clock';
import { one, Queryable, rows } from '../../shared/database/sql';
import { inTransaction } from '../../shared/database/transaction';
import { assert, invalidInput } from '../../shared/errors/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { toWon } from '../../shared/won';
import { applyChange, LimitPolicyChange, LimitPolicyValues, TypeLimits } from './limit-policy.values';

export const LIMIT_POLICY_STREAM = 'invest-limit-policy';
/** Changes listed on the operators' screen. */
const HISTORY_LIMIT = 100;

const COLUMNS = `to_char(effective_on, 'YYYY-MM-DD') AS effective_on,
  general_total_won, general_realty_won, general_pf_won, general_borrower_won,
  income_qualified_total_won, income_qualified_realty_won, income_qualified_pf_won, income_qualified_borrower_won,
  institutional_share_bp, changed_by, changed_at`;

export type PolicyRow = Record<string, string | number | Date | null> & { effective_on: string; changed_by: string | null; changed_at: Date; institutional_share_bp: number };

const typeLimits = (row: PolicyRow, prefix: string): TypeLimits => ({
  totalWon: toWon(row[`${prefix}_total_won`] as string),
  realtyWon: toWon(row[`${prefix}_realty_won`] as string),
  pfWon: toWon(row[`${prefix}_pf_won`] as string),
  borrowerWon: toWon(row[`${prefix}_borrower_won`] as string),
});

export const valuesOf = (row: PolicyRow): LimitPolicyValues => ({
  effectiveOn: row.effective_on,
  general: typeLimits(row, 'general'),
  incomeQualified: typeLimits(row, 'income_qualified'),
  institutionalShareBp: Number(row.institutional_share_bp),
});

const typeView = (l: TypeLimits) => ({ total: l.totalWon, realty: l.realtyWon, pf: l.pfWon, per_borrower: l.borrowerWon });
const valuesView = (v: LimitPolicyValues) => ({
  effective_on: v.effectiveOn,
  general: typeView(v.general),
  income_qualified: typeView(v.incomeQualified),
  institutional_share_bp: v.institutionalShareBp,
});

/**
 * A SELECT item: the change in force on the date `dateSql` names (a parameter, or a column of a
 * batch), as JSON: one index probe per row. Read it with `valuesOf`.
 */
export const policyInForceSelect = (dateSql: string) => `(SELECT row_to_json(c) FROM (
     SELECT ${COLUMNS} FROM invest_limit_policy_changes WHERE effective_on <= ${dateSql}::date ORDER BY effective_on DESC LIMIT 1) c) AS policy`;

/** The latest change effective on or before `date` (`before`: strictly before it). */
async function changeInForce(q: Queryable, date: string, before = false): Promise<PolicyRow | undefined> {
  return one<PolicyRow>(q, `SELECT ${COLUMNS} FROM invest_limit_policy_changes WHERE effective_on ${before ? '<' : '<='} $1::date ORDER BY effective_on DESC LIMIT 1`, [date]);
}

/** The policy in force on `date` (YYYY-MM-DD, Korea time). None is a bug: the migration seeds 2021 on. */
export async function limitPolicyOn(q: Queryable, date: string): Promise<LimitPolicyValues> {
  const row = await changeInForce(q, date);
  assert(row, `no investor limit policy in force on ${date}`);
  return valuesOf(row);
}

@Injectable()
export class InvestLimitPolicy {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly eventStore: EventStore,
  ) {}

  /** GET /admin/limit_policy: the policy in force today and every change, newest effective date first. */
  async view() {
    await this.clock.refresh();
    const today = this.clock.today();
    const current = await limitPolicyOn(this.dataSource, today);
    const history = await rows<PolicyRow>(this.dataSource, `SELECT ${COLUMNS} FROM invest_limit_policy_changes ORDER BY effective_on DESC LIMIT $1`, [HISTORY_LIMIT]);
    return {
      in_force_on: today,
      ...valuesView(current),
      history: history.map((row) => ({
        ...valuesView(valuesOf(row)),
        changed_by: row.changed_by,
        changed_at: new Date(row.changed_at).toISOString(),
        status: row.effective_on > today ? 'scheduled' : row.effective_on === current.effectiveOn ? 'in_force' : 'past',
      })),
    };
  }

  /**
   * A change from `effectiveOn` (not before the business today). Fields left out keep the values in
   * force just before that date; a change already set for that date is replaced. Row and audit
   * event are written in one transaction, one change at a time.
   */
  async set(change: LimitPolicyChange, by: string | null) {
    await this.clock.refresh();
    const today = this.clock.today();
    if (change.effectiveOn < today) throw invalidInput({ effective_on: 'before_business_today' });
    await inTransaction(this.dataSource, async (tx) => {
      // The lock before anything that takes a transaction id (docs/design.md "Event store").
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [LIMIT_POLICY_STREAM]);
      const base = await changeInForce(tx, change.effectiveOn, true);
      assert(base, 'no investor limit policy before the change');
      const next = applyChange(valuesOf(base), change);
      const v = [next.general, next.incomeQualified].flatMap((l) => [l.totalWon, l.realtyWon, l.pfWon, l.borrowerWon]);
      await tx.query(
        `INSERT INTO invest_limit_policy_changes (effective_on, general_total_won, general_realty_won, general_pf_won, general_borrower_won,
           income_qualified_total_won, income_qualified_realty_won, income_qualified_pf_won, income_qualified_borrower_won, institutional_share_bp, changed_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (effective_on) DO UPDATE SET general_total_won = EXCLUDED.general_total_won, general_realty_won = EXCLUDED.general_realty_won,
           general_pf_won = EXCLUDED.general_pf_won, general_borrower_won = EXCLUDED.general_borrower_won,
           income_qualified_total_won = EXCLUDED.income_qualified_total_won, income_qualified_realty_won = EXCLUDED.income_qualified_realty_won,
           income_qualified_pf_won = EXCLUDED.income_qualified_pf_won, income_qualified_borrower_won = EXCLUDED.income_qualified_borrower_won,
           institutional_share_bp = EXCLUDED.institutional_share_bp, changed_by = EXCLUDED.changed_by, changed_at = now()`,
        [next.effectiveOn, ...v, next.institutionalShareBp, by],
      );
      await this.eventStore.appendAfterLast(tx, LIMIT_POLICY_STREAM, [{ type: 'InvestLimitPolicyChanged', data: { ...next, changedOn: today } }], {
        actor_id: by, business_at: this.clock.now().toISOString(),
      });
    });
    return this.view();
  }
}
