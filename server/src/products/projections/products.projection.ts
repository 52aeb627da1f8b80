// Inline projection of the product streams into `products` (funding progress, investor count,
// lifecycle times) and `investments`. Runs in the append transaction, so the answer to an
// investment and the next GET /products agree. Repaid principal comes from the loan's
// InstallmentDistributed events (the principal the batch credited to the investors).
import { applyInRuns, Projection, runOf, TableMap } from '../../shared/event-store/inline-projections';
import { eventHandlers } from '../../shared/event-store/event-handlers';
import { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { cancelReasonOf, isRealty, PRODUCT_EVENT_TYPES, PRODUCT_STREAM_PREFIX, ProductEvent, isPlacementOnProductStream } from '../product.events';
import { placeInvestments } from './products.batch';
import { productsFold, ProductsEvent } from './products.fold';

export const PRODUCTS_PROJECTION = 'products';

/** Each product event's SQL: its data, then the transaction and tables it writes in. */
const fromProductStream = eventHandlers<ProductEvent, [Tx, TableMap], Promise<unknown>>({
  ProductRegistered: (d, tx, t) =>
    tx.query(
      `INSERT INTO ${t.products} (id, title, type, is_realty, borrower_id, borrower_name, grade, rate_bp, term_months, repayment_method,
         target_amount, min_amount, max_per_user, status, opens_at, closes_at, investor_only, description, collateral, registered_at, is_pf)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,'scheduled',$14,$15,$16,$17,$18,$19,$20)`,
      [d.productId, d.title, d.type, isRealty(d.type), d.borrowerId, d.borrowerName, d.grade, d.rateBp, d.termMonths, d.repaymentMethod,
        d.targetAmountWon, d.minAmountWon, d.maxPerUserWon, d.opensAt, d.closesAt, d.investorOnly, d.description,
        d.collateral ? JSON.stringify(d.collateral) : null, d.registeredAt, d.isPf === true],
    ),
  ProductUpdated: (d, tx, t) => {
    const c = d.changes;
    return tx.query(
      `UPDATE ${t.products} SET title = COALESCE($2, title), type = COALESCE($3, type), is_realty = COALESCE($4, is_realty),
         borrower_id = COALESCE($5, borrower_id), borrower_name = COALESCE($6, borrower_name), grade = COALESCE($7, grade),
         rate_bp = COALESCE($8, rate_bp), term_months = COALESCE($9, term_months), repayment_method = COALESCE($10, repayment_method),
         target_amount = COALESCE($11, target_amount), min_amount = COALESCE($12, min_amount), max_per_user = COALESCE($13, max_per_user),
         opens_at = COALESCE($14, opens_at), closes_at = COALESCE($15, closes_at), investor_only = COALESCE($16, investor_only),
         description = COALESCE($17, description), collateral = CASE WHEN $18::boolean THEN $19::jsonb ELSE collateral END,
         is_pf = COALESCE($20, is_pf)
       WHERE id = $1`,
      [d.productId, c.title ?? null, c.type ?? null, c.type ? isRealty(c.type) : null, c.borrowerId ?? null, c.borrowerName ?? null,
        c.grade ?? null, c.rateBp ?? null, c.termMonths ?? null, c.repaymentMethod ?? null, c.targetAmountWon ?? null,
        c.minAmountWon ?? null, c.maxPerUserWon ?? null, c.opensAt ?? null, c.closesAt ?? null, c.investorOnly ?? null,
        c.description ?? null, 'collateral' in c, c.collateral ? JSON.stringify(c.collateral) : null, c.isPf ?? null],
    );
  },
  ProductOpened: (d, tx, t) => tx.query(`UPDATE ${t.products} SET status = 'funding', opened_at = $2 WHERE id = $1`, [d.productId, d.openedAt]),
  // One round trip: the CTE's insert is not visible to the EXISTS, which sees the investor's earlier investments.
  ProductInvestmentPlaced: (d, tx, t) =>
    tx.query(
      `WITH placed AS (
         INSERT INTO ${t.investments} (id, product_id, user_id, amount, status, invested_at, disclosure_version)
         VALUES ($1, $2, $3, $4, 'placed', $5, $6) RETURNING id)
       UPDATE ${t.products} SET raised_amount = raised_amount + $4,
         investor_count = investor_count + CASE WHEN EXISTS (
           SELECT 1 FROM ${t.investments} WHERE product_id = $2 AND user_id = $3 AND status <> 'canceled') THEN 0 ELSE 1 END
       WHERE id = $2 AND EXISTS (SELECT 1 FROM placed)`,
      [d.investmentId, d.productId, d.userId, d.amountWon, d.placedAt, d.disclosureVersion ?? null],
    ),
  ProductInvestmentCanceled: (d, tx, t) =>
    tx.query(
      `WITH canceled AS (
         UPDATE ${t.investments} SET status = 'canceled', canceled_at = $5, cancel_reason = $6 WHERE id = $1 RETURNING id)
       UPDATE ${t.products} SET raised_amount = raised_amount - $4,
         investor_count = investor_count - CASE WHEN EXISTS (
           SELECT 1 FROM ${t.investments} WHERE product_id = $2 AND user_id = $3 AND status <> 'canceled' AND id <> $1) THEN 0 ELSE 1 END
       WHERE id = $2 AND EXISTS (SELECT 1 FROM canceled)`,
      [d.investmentId, d.productId, d.userId, d.amountWon, d.canceledAt, d.reason],
    ),
  ProductFunded: (d, tx, t) => tx.query(`UPDATE ${t.products} SET status = 'funded', funded_at = $2 WHERE id = $1`, [d.productId, d.fundedAt]),
  ProductSuspended: (d, tx, t) => tx.query(`UPDATE ${t.products} SET suspended = true WHERE id = $1`, [d.productId]),
  ProductResumed: (d, tx, t) => tx.query(`UPDATE ${t.products} SET suspended = false WHERE id = $1`, [d.productId]),
  ProductCanceled: (d, tx, t) =>
    tx.query(
      `UPDATE ${t.products} SET status = 'canceled', suspended = false, canceled_at = $2, cancel_reason = $3 WHERE id = $1`,
      [d.productId, d.canceledAt, cancelReasonOf(d)],
    ),
  ProductExecuted: async (d, tx, t) => {
    await tx.query(
      `UPDATE ${t.products} SET status = 'repaying', suspended = false, executed_at = $2, executed_amount = $3 WHERE id = $1`,
      [d.productId, d.executedAt, d.raisedAmountWon],
    );
    await tx.query(`UPDATE ${t.investments} SET status = 'executed', executed_at = $2 WHERE product_id = $1 AND status = 'placed'`, [d.productId, d.executedAt]);
  },
  ProductOverdue: (d, tx, t) => tx.query(`UPDATE ${t.products} SET status = 'overdue' WHERE id = $1`, [d.productId]),
  ProductOverdueCleared: (d, tx, t) => tx.query(`UPDATE ${t.products} SET status = 'repaying' WHERE id = $1`, [d.productId]),
  ProductTargetLowered: async (d, tx, t) => {
    await tx.query(`UPDATE ${t.products} SET target_amount = $2 WHERE id = $1`, [d.productId, d.toWon]);
    await tx.query(
      `UPDATE ${t.investments} SET reconfirm_status = 'pending', reconfirm_by = $2 WHERE id = ANY($1::uuid[])`,
      [d.investments.map((i) => i.investmentId), d.reconfirmBy],
    );
  },
  ProductInvestmentReconfirmed: (d, tx, t) => tx.query(`UPDATE ${t.investments} SET reconfirm_status = 'confirmed' WHERE id = $1`, [d.investmentId]),
  ProductFundingReopened: (d, tx, t) => tx.query(`UPDATE ${t.products} SET status = 'funding', funded_at = NULL WHERE id = $1`, [d.productId]),
  ProductCompleted: (d, tx, t) =>
    tx.query(`UPDATE ${t.products} SET status = 'completed', completed_at = $2 WHERE id = $1`, [d.productId, d.completedAt]),
  ProductLoanStatusFollowed: (d, tx, t) => tx.query(`UPDATE ${t.products} SET status = $2 WHERE id = $1`, [d.productId, d.status]),
});

async function apply(tx: Tx, event: StoredEvent<ProductsEvent>, t: TableMap): Promise<void> {
  if (event.type === 'InstallmentDistributed') {
    // The loan's event, once per installment: its principal is what the investors were credited
    // (their shares sum to it exactly). Counted here rather than per investor credit, so the
    // parallel credit transactions of a month-end never queue on the product's row.
    const d = event.data;
    if (d.principalWon > 0) await tx.query(`UPDATE ${t.products} SET repaid_principal = repaid_principal + $2 WHERE id = $1`, [d.productId, d.principalWon]);
    return;
  }
  if (!event.streamId.startsWith(PRODUCT_STREAM_PREFIX)) return;
  await fromProductStream(event, tx, t);
}

/** Each run of consecutive placements is one statement; every other event goes through `apply`, in order. */
const applyBatch = applyInRuns([runOf(isPlacementOnProductStream, placeInvestments)], apply);

export const productsProjection: Projection<ProductsEvent> = {
  name: PRODUCTS_PROJECTION,
  tables: { products: 'products', investments: 'investments' },
  keys: { products: ['id'], investments: ['id'] },
  fold: productsFold,
  handles: [...PRODUCT_EVENT_TYPES, 'InstallmentDistributed'],
  apply,
  applyBatch,
};
