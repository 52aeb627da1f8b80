// Operators change the auto-invest policy (docs/api.md "Auto-invest"): the share of a product's
// target auto-placements may take (시행령 12조) and the largest amount a contract may invest per
// product without per-investment documents (시행령 21조). Kept like the investor limit policy
// (investing/limits/limit-policy.ts): a row of `auto_invest_policy` per effective date holds the
// whole policy from that date on; each change is also an `AutoInvestPolicyChanged` event on the
// `auto-invest-policy` stream for audit; an opening is placed by the policy in force on its
// business date, so a change never undoes a placement; a second change with the same date
// replaces the first.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BusinessClock } from '../../shared/business-clock';
import { one, Queryable, rows } from '../../shared/database/sql';
import { inTransaction } from '../../shared/database/transaction';
import { assert, invalidInput } from '../../shared/errors/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { toWon } from '../../shared/won';

export const AUTO_INVEST_POLICY_STREAM = 'auto-invest-policy';
/** Changes listed on the operators' screen. */
const HISTORY_LIMIT = 100;

export interface AutoInvestPolicyChange {
  effectiveOn: string;
  shareBp?: number;
  maxAmountPerProductWon?: number;
}

interface PolicyRow {
  effective_on: string;
  share_bp: number;
  max_amount_per_product: string;
  changed_by: string | null;
  recorded_at: Date;
}

const COLUMNS = `to_char(effective_on, 'YYYY-MM-DD') AS effective_on, share_bp, max_amount_per_product, changed_by, recorded_at`;

const valuesView = (row: PolicyRow) => ({
  effective_on: row.effective_on,
  auto_invest_share_bp: row.share_bp,
  max_amount_per_product: toWon(row.max_amount_per_product),
});

async function changeInForce(q: Queryable, date: string, before = false): Promise<PolicyRow | undefined> {
  return one<PolicyRow>(q, `SELECT ${COLUMNS} FROM auto_invest_policy WHERE effective_on ${before ? '<' : '<='} $1::date ORDER BY effective_on DESC LIMIT 1`, [date]);
}

@Injectable()
export class AutoInvestPolicyChanges {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly eventStore: EventStore,
  ) {}

  /** GET /admin/auto_invest_policy: the policy in force on the business today and every change, newest effective date first. */
  async view() {
    await this.clock.refresh();
    const today = this.clock.today();
    const current = await changeInForce(this.dataSource, today);
    assert(current, `no auto-invest policy in force on ${today}`);
    const history = await rows<PolicyRow>(this.dataSource, `SELECT ${COLUMNS} FROM auto_invest_policy ORDER BY effective_on DESC LIMIT $1`, [HISTORY_LIMIT]);
    return {
      in_force_on: today,
      ...valuesView(current),
      history: history.map((row) => ({
        ...valuesView(row),
        changed_by: row.changed_by,
        changed_at: new Date(row.recorded_at).toISOString(),
        status: row.effective_on > today ? 'scheduled' : row.effective_on === current.effective_on ? 'in_force' : 'past',
      })),
    };
  }

  /** A change from `effectiveOn` (not before the business today); fields left out keep the values in force just before that date. */
  async set(change: AutoInvestPolicyChange, by: string | null) {
    await this.clock.refresh();
    const today = this.clock.today();
    if (change.effectiveOn < today) throw invalidInput({ effective_on: 'before_business_today' });
    await inTransaction(this.dataSource, async (tx) => {
      // The lock before anything that takes a transaction id (docs/design.md "Event store").
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [AUTO_INVEST_POLICY_STREAM]);
      const base = await changeInForce(tx, change.effectiveOn, true);
      assert(base, 'no auto-invest policy before the change');
      const next = {
        effectiveOn: change.effectiveOn,
        shareBp: change.shareBp ?? base.share_bp,
        maxAmountPerProductWon: change.maxAmountPerProductWon ?? toWon(base.max_amount_per_product),
      };
      await tx.query(
        `INSERT INTO auto_invest_policy (effective_on, share_bp, max_amount_per_product, changed_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (effective_on) DO UPDATE SET share_bp = EXCLUDED.share_bp, max_amount_per_product = EXCLUDED.max_amount_per_product,
           changed_by = EXCLUDED.changed_by, recorded_at = now()`,
        [next.effectiveOn, next.shareBp, next.maxAmountPerProductWon, by],
      );
      await this.eventStore.appendAfterLast(tx, AUTO_INVEST_POLICY_STREAM, [{ type: 'AutoInvestPolicyChanged', data: { ...next, changedOn: today } }], {
        actor_id: by, business_at: this.clock.now().toISOString(),
      });
    });
    return this.view();
  }
}
