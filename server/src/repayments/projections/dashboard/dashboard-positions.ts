// Investments placed and canceled, as they move an investor's dashboard: what is invested (in
// total, per product type, and counted against the limits), what is outstanding while a product
// still raises funds, and how many products the investor is in, by the product's status.
import type { StoredEvent, Tx } from '../../../shared/event-store/event-store.types';
import type { TableMap } from '../../../shared/event-store/inline-projections';
import { isPlacementOnProductStream, PRODUCT_STREAM_PREFIX, ProductInvestmentCanceled, ProductInvestmentPlaced } from '../../../products';
import { addColumns, COUNT_BUCKETS, COUNT_COLUMNS, DASHBOARD_TYPES, inBucketSql, INVESTED_COLUMNS, ofTypeSql, OUTSTANDING_COLUMNS } from './dashboard-columns';

/** What moves a position: a placement or a cancellation. */
export type PositionChange = ProductInvestmentPlaced | ProductInvestmentCanceled;

/** A placement or a cancellation on a product's own stream (the investor stream's copies are not read). */
export const isPositionChange = (event: StoredEvent): event is StoredEvent<PositionChange> =>
  isPlacementOnProductStream(event) || (event.type === 'ProductInvestmentCanceled' && event.streamId.startsWith(PRODUCT_STREAM_PREFIX));

interface PairChange {
  userId: string;
  productId: string;
  isRealty: boolean;
  netWon: number;
}

const SUMMED = ['invested_total', 'limit_used_total', 'limit_used_realty', ...COUNT_COLUMNS, ...INVESTED_COLUMNS, ...OUTSTANDING_COLUMNS];

/**
 * A run of placements and cancellations in one statement: the signed amounts summed per
 * (investor, product) in JS, each position updated or inserted once (a new one takes is_realty
 * from its first placement, the product's flag it carries; a cancellation always follows its
 * placement, so a negative sum always finds its row: an upsert would check the CHECK on the
 * proposed row first), then each investor's row once. A position was live before the
 * run when its invested amount less the run's change was above zero; the product's count moves by
 * the difference of before and after, in the bucket of the product's status.
 */
export async function positionRun(tx: Tx, run: StoredEvent<PositionChange>[], t: TableMap): Promise<void> {
  const pairs = new Map<string, PairChange>();
  for (const { type, data: d } of run) {
    const key = `${d.userId}:${d.productId}`.toLowerCase(); // as PostgreSQL compares uuids
    const pair = pairs.get(key) ?? { userId: d.userId, productId: d.productId, isRealty: type === 'ProductInvestmentPlaced' ? d.isRealty : false, netWon: 0 };
    pair.netWon += type === 'ProductInvestmentPlaced' ? d.amountWon : -d.amountWon;
    pairs.set(key, pair);
  }
  const list = [...pairs.values()];
  // A position whose loan's claim was bought stays live whatever is invested.
  const was = `(pos.invested - x.net > 0 OR pos.bought)::int`;
  const now = `(pos.invested > 0 OR pos.bought)::int`;
  await tx.query(
    `WITH x AS (
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::boolean[], $4::bigint[]) AS x(user_id, product_id, is_realty, net)
     ), updated AS (
       UPDATE ${t.positions} p SET invested = p.invested + x.net, placed = p.placed + x.net
       FROM x WHERE p.user_id = x.user_id AND p.product_id = x.product_id
       RETURNING p.user_id, p.product_id, p.is_realty, p.invested, p.bought
     ), inserted AS (
       INSERT INTO ${t.positions} (user_id, product_id, is_realty, invested, placed)
       SELECT user_id, product_id, is_realty, net, net FROM x
       WHERE NOT EXISTS (SELECT 1 FROM updated u WHERE u.user_id = x.user_id AND u.product_id = x.product_id)
       RETURNING user_id, product_id, is_realty, invested, bought
     ), pos AS (
       SELECT * FROM updated UNION ALL SELECT * FROM inserted
     ), per_user AS (
       SELECT x.user_id, sum(x.net) AS invested_total, sum(x.net) AS limit_used_total,
         sum(CASE WHEN pos.is_realty THEN x.net ELSE 0 END) AS limit_used_realty,
         ${COUNT_BUCKETS.map((b) => `sum((${now} - ${was}) * ${inBucketSql('pr.status', b)}) AS count_${b}`).join(', ')},
         ${DASHBOARD_TYPES.map((ty) => `sum(${ofTypeSql('pr.type', ty, 'x.net')}) AS invested_${ty}, sum(${ofTypeSql('pr.type', ty, 'x.net')}) AS outstanding_${ty}`).join(', ')}
       FROM x JOIN pos ON pos.user_id = x.user_id AND pos.product_id = x.product_id
       LEFT JOIN ${t.products} pr ON pr.product_id = x.product_id
       GROUP BY x.user_id
     )
     INSERT INTO ${t.dashboards} AS d (user_id, ${SUMMED.join(', ')})
     SELECT user_id, ${SUMMED.join(', ')} FROM per_user
     ON CONFLICT (user_id) DO UPDATE SET ${addColumns('d', 'EXCLUDED', SUMMED)}`,
    [list.map((p) => p.userId), list.map((p) => p.productId), list.map((p) => p.isRealty), list.map((p) => p.netWon)],
  );
}
