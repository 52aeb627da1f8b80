// A claim bought (원리금수취권 양도), as it moves both investors' dashboards: its principal and
// scheduled interest leave the seller's outstanding, expected and limit usage and join the
// buyer's; the buyer's position in the product (invested nothing: they bought, not placed) is
// scheduled, so their credits release it as the seller's did, and bought, so the loan counts
// among the buyer's products by its status.
import type { FoldRow } from '../../../shared/projections/fold/projection-fold';
import { insertRow, RowChange, RowQuery, RuleReader, Sums, updateRow, upsertRow } from '../../../shared/projections/rules/row-changes';
import { ClaimHolders, Party, withTransfer } from '../../../shared/loan-maths';
import type { ClaimTransferredData } from '../../loan.events';
import { bucketOf } from './dashboard-columns';
import { addTo, addToType, dashboardKey, isLive, positionKey, productKey } from './dashboard.tables';

/** The loan's holders, both positions and the product's type and status. */
export const claimTransferredReads = (d: ClaimTransferredData): RowQuery[] => [
  { table: 'loans', where: productKey(d.productId) },
  { table: 'positions', where: positionKey(d.fromUserId, d.productId) },
  { table: 'positions', where: positionKey(d.toUserId, d.productId) },
  { table: 'products', where: productKey(d.productId) },
];

/** What moves from the seller's row (-1) to the buyer's (+1), the seller's position's realty flag deciding the realty limit. */
function moved(d: ClaimTransferredData, seller: FoldRow, product: FoldRow | undefined, sign: 1 | -1): Sums {
  const add: Sums = {};
  addTo(add, 'outstanding_principal', sign * d.outstandingPrincipalWon);
  addTo(add, 'expected_interest', sign * d.outstandingInterestWon);
  addTo(add, 'limit_used_total', sign * d.outstandingPrincipalWon);
  if (seller.is_realty === true) addTo(add, 'limit_used_realty', sign * d.outstandingPrincipalWon);
  addToType(add, 'outstanding', product, sign * d.outstandingPrincipalWon);
  return add;
}

export function claimTransferred(d: ClaimTransferredData, read: RuleReader): RowChange[] {
  const loan = read.row('loans', productKey(d.productId));
  const changes: RowChange[] = [];
  if (loan) {
    const holders = withTransfer(loan.holders as ClaimHolders, loan.investors as Party[], d.fromUserId, d.toUserId, d.fromSeq);
    changes.push(updateRow('loans', productKey(d.productId), { set: { holders } }));
  }
  const seller = read.row('positions', positionKey(d.fromUserId, d.productId));
  if (!seller) return changes;
  const buyerKey = positionKey(d.toUserId, d.productId);
  const buyer = read.row('positions', buyerKey);
  const product = read.row('products', productKey(d.productId));
  const toBuyer = moved(d, seller, product, 1);
  // A buyer who never invested in the product holds a part of its loan now: it counts among theirs.
  const bucket = product ? bucketOf(String(product.status)) : null;
  if (!isLive(buyer) && bucket) addTo(toBuyer, `count_${bucket}`, 1);
  changes.push(
    buyer
      ? updateRow('positions', buyerKey, { set: { scheduled: true, bought: true } })
      : insertRow('positions', { ...buyerKey, is_realty: seller.is_realty === true, invested: 0, placed: 0, scheduled: true, bought: true }),
    updateRow('dashboards', dashboardKey(d.fromUserId), { add: moved(d, seller, product, -1) }),
    upsertRow('dashboards', dashboardKey(d.toUserId), { add: toBuyer }),
  );
  return changes;
}
