// Investments placed and canceled, as they move an investor's dashboard: what is invested (in
// total, per product type, and counted against the limits), what is outstanding while a product
// still raises funds, and how many products the investor is in, by the product's status. A launch
// rush's run of placements reads its positions and products by key and writes each table once.
import type { StoredEvent } from '../../../shared/event-store/event-store.types';
import { insertRow, RowChange, RowQuery, RuleReader, Sums, updateRow, upsertRow } from '../../../shared/projections/rules/row-changes';
import { isPlacementOnProductStream, PRODUCT_STREAM_PREFIX, ProductInvestmentCanceled, ProductInvestmentPlaced } from '../../../products';
import { bucketOf } from './dashboard-columns';
import { addTo, addToType, dashboardKey, isLive, positionKey, productKey, wonOf } from './dashboard.tables';

/** What moves a position: a placement or a cancellation. */
export type PositionChange = ProductInvestmentPlaced | ProductInvestmentCanceled;

/** A placement or a cancellation on a product's own stream (the investor stream's copies are not read). */
export const isPositionChange = (event: StoredEvent): event is StoredEvent<PositionChange> =>
  isPlacementOnProductStream(event) || (event.type === 'ProductInvestmentCanceled' && event.streamId.startsWith(PRODUCT_STREAM_PREFIX));

/** The investor's position in the product, and the product's type and status. */
export const positionReads = ({ data: d }: StoredEvent<PositionChange>): RowQuery[] => [
  { table: 'positions', where: positionKey(d.userId, d.productId) },
  { table: 'products', where: productKey(d.productId) },
];

/**
 * The position moves by the signed amount (a new one takes is_realty from its first placement,
 * the product's flag it carries; a cancellation always follows its placement, so it always finds
 * its row), the investor's row by the same. The product's count, in the bucket of its status,
 * moves when the position starts or stops being live (a bought claim keeps it live).
 */
export function positionChanges(event: StoredEvent<PositionChange>, read: RuleReader): RowChange[] {
  const d = event.data;
  const netWon = event.type === 'ProductInvestmentPlaced' ? d.amountWon : -d.amountWon;
  const key = positionKey(d.userId, d.productId);
  const position = read.row('positions', key);
  const isRealty = position ? position.is_realty === true : event.type === 'ProductInvestmentPlaced' && event.data.isRealty;
  const wasLive = isLive(position);
  const nowLive = (position ? wonOf(position, 'invested') : 0) + netWon > 0 || position?.bought === true;
  const product = read.row('products', productKey(d.productId));
  const bucket = product ? bucketOf(String(product.status)) : null;
  const add: Sums = { invested_total: netWon, limit_used_total: netWon };
  if (isRealty) addTo(add, 'limit_used_realty', netWon);
  if (bucket) addTo(add, `count_${bucket}`, Number(nowLive) - Number(wasLive));
  addToType(add, 'invested', product, netWon);
  addToType(add, 'outstanding', product, netWon);
  return [
    position
      ? updateRow('positions', key, { add: { invested: netWon, placed: netWon }, read: position })
      : insertRow('positions', { ...key, is_realty: isRealty, invested: netWon, placed: netWon, scheduled: false, bought: false }),
    upsertRow('dashboards', dashboardKey(d.userId), { add }),
  ];
}
