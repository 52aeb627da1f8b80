// A product's lifecycle as it moves its investors' dashboards: each status change moves the
// product's count from one bucket to another for every investor still in it, and execution
// turns money placed (outstanding while raising) into money lent (outstanding once the loan's
// schedule is fixed, see dashboard-loans.ts). The product's type and status are kept in the
// projection's own table, so a rebuild needs no other read model.
import type { StoredEvent, Tx } from '../../../shared/event-store/event-store.types';
import type { TableMap } from '../../../shared/event-store/inline-projections';
import { PRODUCT_EVENT_TYPES, type ProductEvent, type ProductStatus } from '../../../products';
import { bucketOf, COUNT_BUCKETS, DASHBOARD_TYPES, inBucketSql, ofTypeSql } from './dashboard-columns';

/** The status each lifecycle event leaves the product in. */
export const STATUS_AFTER: Partial<Record<ProductEvent['type'], ProductStatus>> = {
  ProductOpened: 'funding',
  ProductFunded: 'funded',
  // A lowered target (온투법 12조③) takes a funded product back to raising funds.
  ProductFundingReopened: 'funding',
  ProductCanceled: 'canceled',
  ProductExecuted: 'repaying',
  ProductOverdue: 'overdue',
  ProductOverdueCleared: 'repaying',
  ProductCompleted: 'completed',
};

/** The status a product event leaves the product in, if it changes it (a bad loan's step carries its own). */
export function statusAfter(e: ProductEvent): ProductStatus | undefined {
  return e.type === 'ProductLoanStatusFollowed' ? e.data.status : STATUS_AFTER[e.type];
}

export const DASHBOARD_PRODUCT_EVENTS: readonly ProductEvent['type'][] = [
  'ProductRegistered', 'ProductUpdated', 'ProductLoanStatusFollowed', ...PRODUCT_EVENT_TYPES.filter((type) => STATUS_AFTER[type] !== undefined),
];

/**
 * One statement: the old status read and the new one written in CTEs (both see the statement's
 * snapshot), every live position's investor row updated once. At execution the position's
 * placed money also stops counting as outstanding of its type, and is no longer placed.
 */
async function changeStatus(tx: Tx, productId: string, status: ProductStatus, t: TableMap, executed: boolean): Promise<void> {
  const after = bucketOf(status);
  const counts = COUNT_BUCKETS.map((b) => `count_${b} = d.count_${b} + ${after === b ? 1 : 0} - ${inBucketSql('pr.old', b)}`);
  const released = executed ? DASHBOARD_TYPES.map((ty) => `outstanding_${ty} = d.outstanding_${ty} - ${ofTypeSql('pr.type', ty, 'p.placed')}`) : [];
  await tx.query(
    `WITH pr AS (
       SELECT type, status AS old FROM ${t.products} WHERE product_id = $1
     ), changed AS (
       UPDATE ${t.products} SET status = $2 WHERE product_id = $1
     )
     UPDATE ${t.dashboards} d SET ${[...counts, ...released].join(', ')}
     FROM ${t.positions} p, pr WHERE p.product_id = $1 AND (p.invested > 0 OR p.bought) AND d.user_id = p.user_id`,
    [productId, status],
  );
  if (executed) await tx.query(`UPDATE ${t.positions} SET placed = 0 WHERE product_id = $1 AND placed > 0`, [productId]);
}

export async function applyProductEvent(tx: Tx, e: StoredEvent<ProductEvent>, t: TableMap): Promise<void> {
  if (e.type === 'ProductRegistered') {
    await tx.query(`INSERT INTO ${t.products} (product_id, type, status) VALUES ($1, $2, 'scheduled')`, [e.data.productId, e.data.type]);
    return;
  }
  if (e.type === 'ProductUpdated') {
    // The type is frozen once a product opens (the product decider), so no investor holds it yet.
    if (e.data.changes.type) await tx.query(`UPDATE ${t.products} SET type = $2 WHERE product_id = $1`, [e.data.productId, e.data.changes.type]);
    return;
  }
  const status = statusAfter(e);
  if (status) await changeStatus(tx, e.data.productId, status, t, e.type === 'ProductExecuted');
}
