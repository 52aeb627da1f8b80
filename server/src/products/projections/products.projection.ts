// Inline projection of the product streams into `products` (funding progress, investor count,
// lifecycle times) and `investments`. Runs in the append transaction, so the answer to an
// investment and the next GET /products agree. Repaid principal comes from the loan's
// InstallmentDistributed events (the principal the batch credited to the investors).
// One rule for the inline writer and verify/replay (shared/projections/rules/row-changes.ts); a
// launch rush's run of placements is one statement per table (changes-sql.ts).
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { eventHandlers } from '../../shared/event-store/event-handlers';
import { insertRow, RowChange, updateRow, upsertRow, Values } from '../../shared/projections/rules/row-changes';
import { ruleProjection } from '../../shared/projections/rules/rule-projection';
import type { InstallmentDistributed } from '../../repayments';
import { cancelReasonOf, isRealty, PRODUCT_EVENT_TYPES, PRODUCT_STREAM_PREFIX, ProductEvent, ProductTerms } from '../product.events';
import { PRODUCTS_TABLES } from './products.tables';

export const PRODUCTS_PROJECTION = 'products';

/** What the products read model reads: the product streams, and the loan's distributions (repaid principal). */
export type ProductsEvent = ProductEvent | InstallmentDistributed;

/** The columns ProductUpdated may set, each from its field of the terms. */
const UPDATABLE: [string, keyof ProductTerms][] = [
  ['title', 'title'], ['type', 'type'], ['borrower_id', 'borrowerId'], ['borrower_name', 'borrowerName'], ['grade', 'grade'],
  ['rate_bp', 'rateBp'], ['term_months', 'termMonths'], ['repayment_method', 'repaymentMethod'], ['target_amount', 'targetAmountWon'],
  ['min_amount', 'minAmountWon'], ['max_per_user', 'maxPerUserWon'], ['opens_at', 'opensAt'], ['closes_at', 'closesAt'],
  ['investor_only', 'investorOnly'], ['description', 'description'], ['is_pf', 'isPf'],
];

/** Only the fields the update carries (a null one changes nothing); collateral may be cleared. */
function updatedColumns(changes: Partial<ProductTerms>): Values {
  const set: Values = {};
  for (const [column, field] of UPDATABLE) {
    const value = changes[field];
    if (value !== undefined && value !== null) set[column] = value;
  }
  if (changes.type) set.is_realty = isRealty(changes.type);
  if ('collateral' in changes) set.collateral = changes.collateral ?? null;
  return set;
}

const product = (productId: string, set: Values): RowChange => updateRow('products', { id: productId }, { set });
const investment = (investmentId: string, set: Values, when?: Values): RowChange => updateRow('investments', { id: investmentId }, { set, when });
/** The investor's live investments in the product: its crossings of 0 are the product's investor count. */
const investor = (d: { productId: string; userId: string }, delta: number): RowChange =>
  (delta > 0 ? upsertRow : updateRow)('investors', { product_id: d.productId, user_id: d.userId }, { add: { live_investments: delta } });

const fromProductStream = eventHandlers<ProductEvent, [], RowChange[]>({
  ProductRegistered: (d) => [insertRow('products', {
    id: d.productId, title: d.title, type: d.type, is_realty: isRealty(d.type), borrower_id: d.borrowerId, borrower_name: d.borrowerName,
    grade: d.grade, rate_bp: d.rateBp, term_months: d.termMonths, repayment_method: d.repaymentMethod, target_amount: d.targetAmountWon,
    min_amount: d.minAmountWon, max_per_user: d.maxPerUserWon, status: 'scheduled', opens_at: d.opensAt, closes_at: d.closesAt,
    investor_only: d.investorOnly, description: d.description, collateral: d.collateral ?? null, registered_at: d.registeredAt, is_pf: d.isPf === true,
  })],
  ProductUpdated: (d) => [product(d.productId, updatedColumns(d.changes))],
  ProductOpened: (d) => [product(d.productId, { status: 'funding', opened_at: d.openedAt })],
  ProductInvestmentPlaced: (d) => [
    insertRow('investments', {
      id: d.investmentId, product_id: d.productId, user_id: d.userId, amount: d.amountWon, status: 'placed', invested_at: d.placedAt,
      disclosure_version: d.disclosureVersion ?? null,
    }),
    updateRow('products', { id: d.productId }, { add: { raised_amount: d.amountWon } }),
    investor(d, 1),
  ],
  ProductInvestmentCanceled: (d) => [
    investment(d.investmentId, { status: 'canceled', canceled_at: d.canceledAt, cancel_reason: d.reason ?? null }),
    updateRow('products', { id: d.productId }, { add: { raised_amount: -d.amountWon } }),
    investor(d, -1),
  ],
  ProductFunded: (d) => [product(d.productId, { status: 'funded', funded_at: d.fundedAt })],
  ProductSuspended: (d) => [product(d.productId, { suspended: true })],
  ProductResumed: (d) => [product(d.productId, { suspended: false })],
  ProductCanceled: (d) => [product(d.productId, { status: 'canceled', suspended: false, canceled_at: d.canceledAt, cancel_reason: cancelReasonOf(d) })],
  // The event lists every investment still placed (the decider checks they sum to the raised amount).
  ProductExecuted: (d) => [
    product(d.productId, { status: 'repaying', suspended: false, executed_at: d.executedAt, executed_amount: d.raisedAmountWon }),
    ...d.investments.map((i) => investment(i.investmentId, { status: 'executed', executed_at: d.executedAt }, { status: 'placed' })),
  ],
  ProductOverdue: (d) => [product(d.productId, { status: 'overdue' })],
  ProductOverdueCleared: (d) => [product(d.productId, { status: 'repaying' })],
  ProductTargetLowered: (d) => [
    product(d.productId, { target_amount: d.toWon }),
    ...d.investments.map((i) => investment(i.investmentId, { reconfirm_status: 'pending', reconfirm_by: d.reconfirmBy })),
  ],
  ProductInvestmentReconfirmed: (d) => [investment(d.investmentId, { reconfirm_status: 'confirmed' })],
  ProductFundingReopened: (d) => [product(d.productId, { status: 'funding', funded_at: null })],
  ProductCompleted: (d) => [product(d.productId, { status: 'completed', completed_at: d.completedAt })],
  ProductLoanStatusFollowed: (d) => [product(d.productId, { status: d.status })],
});

/** What one event changes. The loan's distribution, once per installment, adds its principal (what the investors were credited). */
export function productsChanges(event: StoredEvent<ProductsEvent>): RowChange[] {
  if (event.type === 'InstallmentDistributed') {
    const d = event.data;
    // Counted here rather than per investor credit, so a month-end's parallel credit transactions never queue on the product's row.
    return d.principalWon > 0 ? [updateRow('products', { id: d.productId }, { add: { repaid_principal: d.principalWon } })] : [];
  }
  if (!event.streamId.startsWith(PRODUCT_STREAM_PREFIX)) return [];
  return fromProductStream(event);
}

export const productsProjection = ruleProjection<ProductsEvent>({
  name: PRODUCTS_PROJECTION,
  handles: [...PRODUCT_EVENT_TYPES, 'InstallmentDistributed'],
  tables: PRODUCTS_TABLES,
  rule: productsChanges,
});
