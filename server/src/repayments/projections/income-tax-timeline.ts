// The income tax rate by effective date, as RepaymentPolicyChanged events set it (part of the
// repayment_schedules read model). A payment is taxed by the policy in force on its date; until it
// is paid, an investor's row shows the tax the policy known now puts on its due date: rows are
// estimated with it when a loan is scheduled, and re-estimated when a change takes effect on or
// before their due date. A paid row keeps what was actually withheld.
import { rows } from '../../shared/database/sql';
import type { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import type { TableMap } from '../../shared/event-store/inline-projections';
import { toWon } from '../../shared/won';
import { IncomeTaxChange, PayoutPolicy, policyByDueDate, reestimated, TaxPolicy } from '../../shared/loan-maths';

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

/** Bound on the unpaid rows re-estimated per statement. */
const PAGE = 5_000;

/** The policy of each due date for a loan, from the timeline recorded so far (loan maths' policyByDueDate). */
export async function policyByDueDateOf(tx: Tx, t: TableMap, ofLoan: TaxPolicy): Promise<PayoutPolicy> {
  const newestFirst = await rows<IncomeTaxChange>(
    tx, `SELECT to_char(effective_on, 'YYYY-MM-DD') AS "effectiveOn", income_tax_bp AS "incomeTaxBp" FROM ${t.taxTimeline} ORDER BY effective_on DESC`);
  return policyByDueDate(newestFirst, ofLoan);
}

/** Records the change and re-estimates every unpaid row whose due date it now governs. */
export async function applyPolicyChanged(tx: Tx, event: StoredEvent<RepaymentPolicyChanged>, t: TableMap): Promise<void> {
  const d = event.data;
  await tx.query(
    `INSERT INTO ${t.taxTimeline} (effective_on, income_tax_bp) VALUES ($1, $2) ON CONFLICT (effective_on) DO UPDATE SET income_tax_bp = EXCLUDED.income_tax_bp`,
    [d.effectiveOn, d.incomeTaxBp],
  );
  // Governed: due on or after the change and before the next change already recorded.
  const [next] = await rows<{ effective_on: string }>(tx, `SELECT to_char(min(effective_on), 'YYYY-MM-DD') AS effective_on FROM ${t.taxTimeline} WHERE effective_on > $1`, [d.effectiveOn]);
  for (let after = { userId: '00000000-0000-0000-0000-000000000000', productId: '00000000-0000-0000-0000-000000000000', seq: 0 }; ;) {
    const page = await rows<{ user_id: string; product_id: string; seq: number; principal: string; interest: string; fee: string }>(
      tx,
      `SELECT user_id, product_id, seq, principal, interest, fee FROM ${t.investorRepayments}
       WHERE status <> 'paid' AND due_on >= $1 AND ($2::date IS NULL OR due_on < $2) AND (user_id, product_id, seq) > ($3::uuid, $4::uuid, $5::int)
       ORDER BY user_id, product_id, seq LIMIT $6`,
      [d.effectiveOn, next?.effective_on ?? null, after.userId, after.productId, after.seq, PAGE],
    );
    if (page.length === 0) return;
    const estimated = page.map((r) => ({ ...r, ...reestimated({ principalWon: toWon(r.principal), interestWon: toWon(r.interest), feeWon: toWon(r.fee) }, d.incomeTaxBp) }));
    await tx.query(
      `UPDATE ${t.investorRepayments} r SET tax_income = x.ti, tax_local = x.tl, net = x.n
       FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::bigint[], $5::bigint[], $6::bigint[]) AS x(user_id, product_id, seq, ti, tl, n)
       WHERE r.user_id = x.user_id AND r.product_id = x.product_id AND r.seq = x.seq`,
      [estimated.map((r) => r.user_id), estimated.map((r) => r.product_id), estimated.map((r) => r.seq),
        estimated.map((r) => r.incomeTaxWon), estimated.map((r) => r.localTaxWon), estimated.map((r) => r.netWon)],
    );
    const last = page[page.length - 1];
    after = { userId: last.user_id, productId: last.product_id, seq: last.seq };
  }
}
