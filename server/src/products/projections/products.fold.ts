// `products` and `investments` in memory (verify and replay): what products.projection.ts's SQL
// writes, event by event — including its quirks (an investor counted once per product however
// many investments; a cancellation found by id recounts as the SQL's EXISTS would).
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { eventHandlers } from '../../shared/event-store/event-handlers';
import { defineFold, FoldRow } from '../../shared/projections/fold/projection-fold';
import type { InstallmentDistributed } from '../../repayments';
import { cancelReasonOf, isRealty, PRODUCT_STREAM_PREFIX, ProductEvent, ProductTerms } from '../product.events';

/** What the products read model reads: the product streams, and the loan's distributions (repaid principal). */
export type ProductsEvent = ProductEvent | InstallmentDistributed;

interface State {
  products: Map<string, FoldRow>;
  investments: Map<string, FoldRow>;
  /** Each product's investments, for execution. */
  byProduct: Map<string, FoldRow[]>;
  /** Per product and investor, the ids of their investments not canceled (the SQL's EXISTS). */
  active: Map<string, Set<string>>;
}

const lower = (id: string) => id.toLowerCase();
const add = (row: FoldRow, column: string, won: number) => { row[column] = (row[column] as number) + won; };
/** Applies `change` to the product if it is there (an UPDATE of no row changes nothing). */
const onProduct = <D extends { productId: string }>(change: (row: FoldRow, d: D) => void) => (d: D, s: State): void => {
  const row = s.products.get(lower(d.productId));
  if (row) change(row, d);
};
/** The investor's investments in the product that are not canceled. */
function activeOf(s: State, d: { productId: string; userId: string }): Set<string> {
  const key = `${lower(d.productId)}:${lower(d.userId)}`;
  let ids = s.active.get(key);
  if (!ids) {
    ids = new Set();
    s.active.set(key, ids);
  }
  return ids;
}

const UPDATABLE: [string, keyof ProductTerms][] = [
  ['title', 'title'], ['type', 'type'], ['borrower_id', 'borrowerId'], ['borrower_name', 'borrowerName'], ['grade', 'grade'],
  ['rate_bp', 'rateBp'], ['term_months', 'termMonths'], ['repayment_method', 'repaymentMethod'], ['target_amount', 'targetAmountWon'],
  ['min_amount', 'minAmountWon'], ['max_per_user', 'maxPerUserWon'], ['opens_at', 'opensAt'], ['closes_at', 'closesAt'],
  ['investor_only', 'investorOnly'], ['description', 'description'], ['is_pf', 'isPf'],
];

const fromProductStream = eventHandlers<ProductEvent, [State], void>({
  ProductRegistered: (d, s) => s.products.set(lower(d.productId), {
    id: d.productId, title: d.title, type: d.type, is_realty: isRealty(d.type), borrower_id: d.borrowerId, borrower_name: d.borrowerName,
    grade: d.grade, rate_bp: d.rateBp, term_months: d.termMonths, repayment_method: d.repaymentMethod, target_amount: d.targetAmountWon,
    raised_amount: 0, investor_count: 0, min_amount: d.minAmountWon, max_per_user: d.maxPerUserWon, status: 'scheduled', suspended: false,
    opens_at: d.opensAt, closes_at: d.closesAt, investor_only: d.investorOnly, description: d.description, collateral: d.collateral ?? null,
    registered_at: d.registeredAt, opened_at: null, funded_at: null, executed_at: null, canceled_at: null, completed_at: null,
    executed_amount: 0, repaid_principal: 0, cancel_reason: null, is_pf: d.isPf === true,
  }),
  ProductUpdated: onProduct((row, d) => {
    const c = d.changes;
    for (const [column, field] of UPDATABLE) {
      const value = c[field];
      if (value !== undefined && value !== null) row[column] = value;
    }
    if (c.type) row.is_realty = isRealty(c.type);
    if ('collateral' in c) row.collateral = c.collateral ?? null;
  }),
  ProductOpened: onProduct((row, d) => Object.assign(row, { status: 'funding', opened_at: d.openedAt })),
  ProductInvestmentPlaced: (d, s) => {
    const active = activeOf(s, d);
    const isNew = active.size === 0;
    active.add(lower(d.investmentId));
    const investment: FoldRow = {
      id: d.investmentId, product_id: d.productId, user_id: d.userId, amount: d.amountWon, status: 'placed', invested_at: d.placedAt,
      canceled_at: null, cancel_reason: null, executed_at: null, disclosure_version: d.disclosureVersion ?? null, reconfirm_status: null, reconfirm_by: null,
    };
    s.investments.set(lower(d.investmentId), investment);
    const ofProduct = s.byProduct.get(lower(d.productId)) ?? [];
    ofProduct.push(investment);
    s.byProduct.set(lower(d.productId), ofProduct);
    onProduct((row) => {
      add(row, 'raised_amount', d.amountWon);
      if (isNew) add(row, 'investor_count', 1);
    })(d, s);
  },
  ProductInvestmentCanceled: (d, s) => {
    const investment = s.investments.get(lower(d.investmentId));
    if (!investment) return;
    Object.assign(investment, { status: 'canceled', canceled_at: d.canceledAt, cancel_reason: d.reason ?? null });
    const active = activeOf(s, d);
    active.delete(lower(d.investmentId));
    onProduct((row) => {
      add(row, 'raised_amount', -d.amountWon);
      if (active.size === 0) add(row, 'investor_count', -1);
    })(d, s);
  },
  ProductFunded: onProduct((row, d) => Object.assign(row, { status: 'funded', funded_at: d.fundedAt })),
  ProductSuspended: onProduct((row) => { row.suspended = true; }),
  ProductResumed: onProduct((row) => { row.suspended = false; }),
  ProductCanceled: onProduct((row, d) => Object.assign(row, { status: 'canceled', suspended: false, canceled_at: d.canceledAt, cancel_reason: cancelReasonOf(d) })),
  ProductExecuted: (d, s) => {
    onProduct((row) => Object.assign(row, { status: 'repaying', suspended: false, executed_at: d.executedAt, executed_amount: d.raisedAmountWon }))(d, s);
    for (const investment of s.byProduct.get(lower(d.productId)) ?? []) {
      if (investment.status === 'placed') Object.assign(investment, { status: 'executed', executed_at: d.executedAt });
    }
  },
  ProductOverdue: onProduct((row) => { row.status = 'overdue'; }),
  ProductOverdueCleared: onProduct((row) => { row.status = 'repaying'; }),
  ProductTargetLowered: (d, s) => {
    onProduct((row) => { row.target_amount = d.toWon; })(d, s);
    for (const { investmentId } of d.investments) {
      const investment = s.investments.get(lower(investmentId));
      if (investment) Object.assign(investment, { reconfirm_status: 'pending', reconfirm_by: d.reconfirmBy });
    }
  },
  ProductInvestmentReconfirmed: (d, s) => {
    const investment = s.investments.get(lower(d.investmentId));
    if (investment) investment.reconfirm_status = 'confirmed';
  },
  ProductFundingReopened: onProduct((row) => Object.assign(row, { status: 'funding', funded_at: null })),
  ProductCompleted: onProduct((row, d) => Object.assign(row, { status: 'completed', completed_at: d.completedAt })),
  ProductLoanStatusFollowed: onProduct((row, d) => { row.status = d.status; }),
});

export const productsFold = defineFold<State, ProductsEvent>({
  start: () => ({ products: new Map(), investments: new Map(), byProduct: new Map(), active: new Map() }),
  apply(s, event: StoredEvent<ProductsEvent>) {
    if (event.type === 'InstallmentDistributed') {
      if (event.data.principalWon > 0) onProduct<InstallmentDistributed['data']>((row, d) => add(row, 'repaid_principal', d.principalWon))(event.data, s);
      return;
    }
    if (!event.streamId.startsWith(PRODUCT_STREAM_PREFIX)) return;
    fromProductStream(event, s);
  },
  rows: (s) => ({ products: s.products.values(), investments: s.investments.values() }),
});
