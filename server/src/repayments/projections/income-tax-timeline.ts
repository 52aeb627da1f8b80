// The income tax rate by effective date, as RepaymentPolicyChanged events set it (part of the
// repayment_schedules read model). A payment is taxed by the policy in force on its date; until it
// is paid, an investor's row shows the tax the policy known now puts on its due date: rows are
// estimated with it when a loan is scheduled, and re-estimated when a change takes effect on or
// before their due date. A paid row keeps what was actually withheld.
import type { FoldRow } from '../../shared/projections/fold/projection-fold';
import { RowChange, RuleReader, updateRow, upsertRow } from '../../shared/projections/rules/row-changes';
import { IncomeTaxChange, PayoutPolicy, policyByDueDate, reestimated, TaxPolicy } from '../../shared/loan-maths';
import { EventRule, EVERY_VERSION, rowKey, rowsDueFrom, TIMELINE } from './repayment-schedules.reads';
import { touched } from './repayment-schedules.versions';

export const REPAYMENT_POLICY_CHANGED = 'RepaymentPolicyChanged';

export interface PolicyChangedData {
  effectiveOn: string;
  incomeTaxBp: number;
  platformRegistered: boolean;
  feeBp: number;
  /** The fee on a transfer's price (absent on changes recorded before transfers: none). */
  transferFeeBp?: number;
  /** The bad-loan policy (absent on changes recorded before it existed: the defaults). */
  lateInterestBp?: number;
  maxRateBp?: number;
  accelerationDays?: number;
  changedOn: string;
}

/** The repayment policy stream's event (repayment-policy.ts appends it); the timeline reads its date and rate. */
export type RepaymentPolicyChanged = { type: typeof REPAYMENT_POLICY_CHANGED; data: PolicyChangedData };

/** The timeline's changes, newest first (its rows come in date order). */
const newestFirst = (read: RuleReader): IncomeTaxChange[] =>
  read.rows(TIMELINE).map((c) => ({ effectiveOn: String(c.effective_on), incomeTaxBp: Number(c.income_tax_bp) })).reverse();

/** The policy of each due date for a loan, from the timeline recorded so far (loan maths' policyByDueDate): a rule reading it reads TIMELINE. */
export const policyByDueDateOf = (read: RuleReader, ofLoan: TaxPolicy): PayoutPolicy => policyByDueDate(newestFirst(read), ofLoan);

/** An unpaid row due in [from, until) the change governs now (until: the next change already recorded). */
const governed = (row: FoldRow, from: string, until: string | undefined): boolean =>
  row.status !== 'paid' && String(row.due_on) >= from && (until === undefined || String(row.due_on) < until);

/**
 * Records the change and re-estimates every unpaid row whose due date it now governs (a row the
 * new rate leaves as it is is not written); every investor who has had rows is touched (their
 * versions: one row each, where the rows would be millions). Only rows due from the change's date
 * on are read. A row stays as read while it is re-estimated (`when`: a credit committing
 * meanwhile keeps what it withheld).
 */
export const policyChanged: EventRule<PolicyChangedData> = {
  reads: (d) => [TIMELINE, EVERY_VERSION, rowsDueFrom(d.effectiveOn)],
  changes: (d, read, event) => {
    const until = read.rows(TIMELINE).map((c) => String(c.effective_on)).find((on) => on > d.effectiveOn);
    const rows = read.rows(rowsDueFrom(d.effectiveOn));
    const changes: RowChange[] = [upsertRow('taxTimeline', { effective_on: d.effectiveOn }, { set: { income_tax_bp: d.incomeTaxBp } })];
    for (const row of rows) {
      if (!governed(row, d.effectiveOn, until)) continue;
      const w = reestimated({ principalWon: Number(row.principal), interestWon: Number(row.interest), feeWon: Number(row.fee) }, d.incomeTaxBp);
      if (w.incomeTaxWon === Number(row.tax_income) && w.localTaxWon === Number(row.tax_local) && w.netWon === Number(row.net)) continue;
      changes.push(updateRow('investorRepayments', rowKey(row), { set: { tax_income: w.incomeTaxWon, tax_local: w.localTaxWon, net: w.netWon }, when: { status: row.status } }));
    }
    return [...changes, ...touched(read.rows(EVERY_VERSION).map((v) => String(v.user_id)), event.globalPosition)];
  },
};
