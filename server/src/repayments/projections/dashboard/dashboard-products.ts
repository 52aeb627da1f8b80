// A product's lifecycle as it moves its investors' dashboards: each status change moves the
// product's count from one bucket to another for every investor still in it, and execution
// turns money placed (outstanding while raising) into money lent (outstanding once the loan's
// schedule is fixed, see dashboard-loans.ts). The product's type and status are kept in the
// projection's own table, so a rebuild needs no other read model.
import type { StoredEvent } from '../../../shared/event-store/event-store.types';
import { insertRow, RowChange, RowQuery, RuleReader, Sums, updateRow } from '../../../shared/projections/rules/row-changes';
import { PRODUCT_EVENT_TYPES, type ProductEvent, type ProductStatus } from '../../../products';
import { bucketOf } from './dashboard-columns';
import { addTo, addToType, dashboardKey, isLive, positionKey, productKey, wonOf } from './dashboard.tables';

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

/** A status change reads the product and its every position; registration and updates read nothing. */
export function productReads(event: StoredEvent<ProductEvent>): RowQuery[] {
  if (!statusAfter(event)) return [];
  const { productId } = event.data;
  return [{ table: 'products', where: productKey(productId) }, { table: 'positions', where: { product_id: productId } }];
}

export function productChanges(event: StoredEvent<ProductEvent>, read: RuleReader): RowChange[] {
  if (event.type === 'ProductRegistered') return [insertRow('products', { product_id: event.data.productId, type: event.data.type, status: 'scheduled' })];
  if (event.type === 'ProductUpdated') {
    // The type is frozen once a product opens (the product decider), so no investor holds it yet.
    const { type } = event.data.changes;
    return type ? [updateRow('products', productKey(event.data.productId), { set: { type } })] : [];
  }
  const status = statusAfter(event);
  return status ? statusChanges(event.data.productId, status, event.type === 'ProductExecuted', read) : [];
}

/**
 * Every live position's investor row moves the product's count from the old status's bucket to
 * the new one's. At execution the position's placed money also stops counting as outstanding of
 * its type, and is no longer placed.
 */
function statusChanges(productId: string, status: ProductStatus, executed: boolean, read: RuleReader): RowChange[] {
  const product = read.row('products', productKey(productId));
  const positions = read.rows({ table: 'positions', where: { product_id: productId } });
  const changes: RowChange[] = [];
  if (product) {
    const before = bucketOf(String(product.status));
    const after = bucketOf(status);
    for (const position of positions) {
      if (!isLive(position)) continue;
      const add: Sums = {};
      if (after !== before && after) addTo(add, `count_${after}`, 1);
      if (after !== before && before) addTo(add, `count_${before}`, -1);
      if (executed) addToType(add, 'outstanding', product, -wonOf(position, 'placed'));
      if (Object.keys(add).length > 0) changes.push(updateRow('dashboards', dashboardKey(String(position.user_id)), { add }));
    }
    changes.push(updateRow('products', productKey(productId), { set: { status } }));
  }
  if (executed) {
    for (const position of positions) {
      const placedWon = wonOf(position, 'placed');
      if (placedWon > 0) changes.push(updateRow('positions', positionKey(String(position.user_id), productId), { add: { placed: -placedWon }, read: position }));
    }
  }
  return changes;
}
