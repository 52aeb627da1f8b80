// The set-based form of `ProductInvestmentPlaced` for a launch rush: a run of consecutive
// placements (any investors, any products) becomes one statement instead of one per investment,
// leaving `investments` and `products` exactly as the per-event SQL in products.projection.ts would.
import { TableMap } from '../../shared/event-store/inline-projections';
import { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import type { ProductInvestmentPlaced } from '../product.events';

/**
 * Inserts the run's investments and adds, per product, their sum to raised_amount and to
 * investor_count the investors with no non-canceled investment in it before the run. The CTE's
 * insert is invisible to the statement's reads, so the NOT EXISTS sees only earlier investments,
 * and count(DISTINCT) counts an investor placing twice in the run once — as one event at a time
 * would (the second sees the first). Amounts are positive (CHECK), so raised_amount only grows
 * and the CHECK against target_amount fails here exactly when it would fail for some event.
 */
export async function placeInvestments(tx: Tx, run: StoredEvent<ProductInvestmentPlaced>[], t: TableMap): Promise<void> {
  const d = run.map((event) => event.data);
  await tx.query(
    `WITH placed AS (
       INSERT INTO ${t.investments} (id, product_id, user_id, amount, status, invested_at, disclosure_version)
       SELECT id, product_id, user_id, amount, 'placed', invested_at, disclosure_version
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::bigint[], $5::timestamptz[], $6::text[])
         AS u(id, product_id, user_id, amount, invested_at, disclosure_version)
       RETURNING product_id, user_id, amount),
     per_product AS (
       SELECT product_id, sum(amount)::bigint AS amount, count(DISTINCT user_id) FILTER (WHERE is_new)::int AS new_investors
       FROM (SELECT p.*, NOT EXISTS (
               SELECT 1 FROM ${t.investments} i WHERE i.product_id = p.product_id AND i.user_id = p.user_id AND i.status <> 'canceled') AS is_new
             FROM placed p) x
       GROUP BY product_id)
     UPDATE ${t.products} p SET raised_amount = p.raised_amount + x.amount, investor_count = p.investor_count + x.new_investors
     FROM per_product x WHERE p.id = x.product_id`,
    [d.map((e) => e.investmentId), d.map((e) => e.productId), d.map((e) => e.userId), d.map((e) => e.amountWon), d.map((e) => e.placedAt),
      d.map((e) => e.disclosureVersion ?? null)],
  );
}
