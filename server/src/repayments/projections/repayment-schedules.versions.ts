// Each investor's schedule version (`investor_schedule_versions`): the log position of the last
// event that changed the investor's `investor_repayments` rows, so the schedule's reader can keep
// a copy per investor and know, from one indexed row, whether it still holds
// (queries/schedule-cache.ts). The greatest position wins, so the order in which a batch applies
// its events does not matter, and the fold (repayment-schedules.fold.ts) keeps it by the same
// rules: a loan's scheduling, early repayment or overdue installment touches every investor with
// rows of the loan (and those whose rows it removed); a distribution, the rows of nothing it
// settles; a credit, its investor's row; a tax policy change, every investor with rows.
import type { Tx } from '../../shared/event-store/event-store.types';
import type { TableMap } from '../../shared/event-store/inline-projections';

/** The upsert that keeps the greatest position, for a `SELECT user_id, position` that may name an investor more than once. */
export function upsertVersions(t: TableMap, select: string): string {
  return `INSERT INTO ${t.scheduleVersions} (user_id, last_position)
    SELECT user_id, max(position) FROM (${select}) touched GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET last_position = GREATEST(${t.scheduleVersions}.last_position, EXCLUDED.last_position)`;
}

/** Every investor with rows of the loan now, and `removed` (whose rows the event deleted), at `position`. */
export async function touchLoanInvestors(tx: Tx, t: TableMap, productId: string, position: number, removed: string[] = []): Promise<void> {
  await tx.query(
    upsertVersions(t, `SELECT user_id, $2::bigint AS position FROM ${t.investorRepayments} WHERE product_id = $1 UNION ALL SELECT unnest($3::uuid[]), $2::bigint`),
    [productId, position, removed],
  );
}

/** Every investor with rows, at `position` (a tax policy change: rare, and it may re-estimate anyone's). */
export async function touchEveryInvestor(tx: Tx, t: TableMap, position: number): Promise<void> {
  await tx.query(upsertVersions(t, `SELECT DISTINCT user_id, $1::bigint AS position FROM ${t.investorRepayments}`), [position]);
}
