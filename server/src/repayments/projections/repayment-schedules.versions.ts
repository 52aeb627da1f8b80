// Each investor's schedule version (`investor_schedule_versions`): the log position of the last
// event that changed the investor's `investor_repayments` rows, so the schedule's reader can keep
// a copy per investor and know, from one indexed row, whether it still holds
// (queries/schedule-cache.ts). The greatest position wins (an upsert's `max`, SQL's GREATEST), so
// concurrent commits may write it in any order. Who an event touches: a loan's scheduling, early
// repayment, overdue installment or acceleration, every investor with rows of the loan (and those
// whose rows it removed); a distribution, the rows of nothing it settles; a credit, its investor;
// a transfer, seller and buyer; a tax policy change, every investor with rows.
import { RowChange, upsertRow } from '../../shared/projections/rules/row-changes';

/** The version of one investor at `position` (a credit: most of a replay's events; no list made). */
export const touchedOne = (userId: string, position: number): RowChange => upsertRow('scheduleVersions', { user_id: userId }, { max: { last_position: position } });

/** The versions of `userIds` at `position`, each investor once (uuids compared as PostgreSQL does). */
export function touched(userIds: readonly string[], position: number): RowChange[] {
  // One investor needs no map.
  if (userIds.length === 1) return [touchedOne(userIds[0], position)];
  const once = new Map<string, string>();
  for (const userId of userIds) if (!once.has(userId.toLowerCase())) once.set(userId.toLowerCase(), userId);
  return [...once.values()].map((userId) => touchedOne(userId, position));
}
