// `investor_dashboards` and its working tables in memory (verify and replay): what the SQL in
// this folder does to them, event by event — positions moved by placements and cancellations,
// counts moved by the product's status, outstanding and expected fixed by the loan's schedule and
// released by credits.
import type { StoredEvent } from '../../../shared/event-store/event-store.types';
import { defineFold, FoldRow } from '../../../shared/projections/fold/projection-fold';
import { PRODUCT_STREAM_PREFIX, ProductEvent, ProductStatus } from '../../../products';
import { PrincipalWrittenOff, principalFreedWon, RecoveryCredited, RepaymentCredited, userIdOfInvestorStream } from '../../../wallet';
import type { ClaimTransferred, ClaimTransferredData, LoanAccelerated, LoanRepaidEarly, LoanScheduled, LoanScheduledData } from '../../loan.events';
import { bucketOf, COUNT_BUCKETS, DASHBOARD_TYPES } from './dashboard-columns';
import { holdersOfLoan, installmentsOf, interestByInvestor, RepaidEarly } from './dashboard-loans';
import { isPositionChange, PositionChange } from './dashboard-positions';
import { statusAfter } from './dashboard-products';
import { ClaimHolders, Installment, Party, withTransfer } from '../../../shared/loan-maths';

/** What the investor dashboards read: the product streams, a loan's schedule and early repayment, the investors' credits. */
export type DashboardEvent = ProductEvent | LoanScheduled | LoanRepaidEarly | LoanAccelerated | ClaimTransferred | RepaymentCredited | RecoveryCredited | PrincipalWrittenOff;

interface State {
  dashboards: Map<string, FoldRow>;
  positions: Map<string, FoldRow>;
  /** Each product's positions, for its status changes. */
  positionsOf: Map<string, FoldRow[]>;
  products: Map<string, FoldRow>;
  loans: Map<string, FoldRow>;
}

const lower = (id: string) => id.toLowerCase();
/** A position counts among the investor's products while money is invested in it or a claim of its loan was bought. */
const isLive = (pos: FoldRow) => (pos.invested as number) > 0 || pos.bought === true;
const pairOf = (userId: string, productId: string) => `${userId}:${productId}`.toLowerCase();
const add = (row: FoldRow, column: string, won: number) => { row[column] = (row[column] as number) + won; };
const SUMMED = ['invested_total', 'outstanding_principal', 'expected_interest', 'limit_used_total', 'limit_used_realty',
  ...COUNT_BUCKETS.map((b) => `count_${b}`), ...DASHBOARD_TYPES.flatMap((t) => [`invested_${t}`, `outstanding_${t}`])];

function dashboardOf(s: State, userId: string): FoldRow {
  let row = s.dashboards.get(lower(userId));
  if (!row) s.dashboards.set(lower(userId), (row = { user_id: userId, ...Object.fromEntries(SUMMED.map((c) => [c, 0])) }));
  return row;
}

function positionChanged(s: State, event: StoredEvent<PositionChange>): void {
  const d = event.data;
  const netWon = event.type === 'ProductInvestmentPlaced' ? d.amountWon : -d.amountWon;
  let pos = s.positions.get(pairOf(d.userId, d.productId));
  if (pos) {
    add(pos, 'invested', netWon);
    add(pos, 'placed', netWon);
  } else {
    pos = { user_id: d.userId, product_id: d.productId, is_realty: event.type === 'ProductInvestmentPlaced' ? event.data.isRealty : false, invested: netWon, placed: netWon, scheduled: false, bought: false };
    s.positions.set(pairOf(d.userId, d.productId), pos);
    const ofProduct = s.positionsOf.get(lower(d.productId)) ?? [];
    ofProduct.push(pos);
    s.positionsOf.set(lower(d.productId), ofProduct);
  }
  const liveChange = Number(isLive(pos)) - Number((pos.invested as number) - netWon > 0 || pos.bought === true);
  const product = s.products.get(lower(d.productId));
  const bucket = product ? bucketOf(product.status as string) : null;
  const row = dashboardOf(s, d.userId);
  for (const column of ['invested_total', 'limit_used_total']) add(row, column, netWon);
  if (pos.is_realty) add(row, 'limit_used_realty', netWon);
  if (bucket) add(row, `count_${bucket}`, liveChange);
  if (product) {
    add(row, `invested_${product.type}`, netWon);
    add(row, `outstanding_${product.type}`, netWon);
  }
}

function statusChanged(s: State, productId: string, status: ProductStatus, executed: boolean): void {
  const product = s.products.get(lower(productId));
  const positions = s.positionsOf.get(lower(productId)) ?? [];
  if (product) {
    const before = bucketOf(product.status as string);
    const after = bucketOf(status);
    for (const pos of positions) {
      const row = isLive(pos) ? s.dashboards.get(lower(pos.user_id as string)) : undefined;
      if (!row) continue;
      if (after) add(row, `count_${after}`, 1);
      if (before) add(row, `count_${before}`, -1);
      if (executed) add(row, `outstanding_${product.type}`, -(pos.placed as number));
    }
    product.status = status;
  }
  if (executed) for (const pos of positions) if ((pos.placed as number) > 0) pos.placed = 0;
}

function productEvent(s: State, event: StoredEvent<ProductEvent>): void {
  const { type, data: d } = event;
  if (type === 'ProductRegistered') s.products.set(lower(d.productId), { product_id: d.productId, type: d.type, status: 'scheduled' });
  else if (type === 'ProductUpdated') {
    const product = s.products.get(lower(d.productId));
    if (product && d.changes.type) product.type = d.changes.type;
  } else {
    const status = statusAfter(event);
    if (status) statusChanged(s, d.productId, status, type === 'ProductExecuted');
  }
}

function loanScheduled(s: State, d: LoanScheduledData): void {
  const installments = installmentsOf(d.installments);
  const interest = interestByInvestor(installments, d.investors, () => true);
  const principal = new Map<string, number>();
  for (const i of d.investments) principal.set(i.userId, (principal.get(i.userId) ?? 0) + i.amountWon);
  s.loans.set(lower(d.productId), { product_id: d.productId, investors: d.investors, installments, holders: {} });
  const product = s.products.get(lower(d.productId));
  for (const [userId, principalWon] of principal) {
    const pos = s.positions.get(pairOf(userId, d.productId));
    if (pos) pos.scheduled = true;
    const row = s.dashboards.get(lower(userId));
    if (!row) continue;
    add(row, 'outstanding_principal', principalWon);
    add(row, 'expected_interest', interest.get(userId) ?? 0);
    if (product) add(row, `outstanding_${product.type}`, principalWon);
  }
}

function loanRepaidEarly(s: State, d: RepaidEarly): void {
  const loan = s.loans.get(lower(d.productId));
  if (!loan) return;
  const investors = loan.investors as Party[];
  const replaced = new Set(d.replacedSeqs);
  const holders = loan.holders as ClaimHolders;
  const before = interestByInvestor(loan.installments as Installment[], investors, (seq) => replaced.has(seq), holders);
  const after = installmentsOf([
    ...(loan.installments as Installment[]).filter((i) => !replaced.has(i.seq)),
    { seq: d.seq, dueOn: d.paidOn, principalWon: d.principalWon, interestWon: d.interestWon },
  ]);
  const closing = interestByInvestor(after, investors, (seq) => seq === d.seq, holders);
  loan.installments = after;
  for (const id of holdersOfLoan(investors, holders)) {
    const change = (closing.get(id) ?? 0) - (before.get(id) ?? 0);
    const row = s.dashboards.get(lower(id));
    if (row && change !== 0) add(row, 'expected_interest', change);
  }
}

function loanAccelerated(s: State, d: LoanAccelerated['data']): void {
  const loan = s.loans.get(lower(d.productId));
  if (!loan) return;
  const replaced = new Set(d.replacedSeqs);
  const gone = interestByInvestor(loan.installments as Installment[], loan.investors as Party[], (seq) => replaced.has(seq), loan.holders as ClaimHolders);
  for (const [userId, interestWon] of gone) {
    const row = s.dashboards.get(lower(userId));
    if (row && interestWon !== 0) add(row, 'expected_interest', -interestWon);
  }
}

/** dashboard-loans.ts's claimTransferred: principal, interest expected and limit usage move from the seller to the buyer. */
function claimTransferred(s: State, d: ClaimTransferredData): void {
  const loan = s.loans.get(lower(d.productId));
  if (loan) loan.holders = withTransfer(loan.holders as ClaimHolders, loan.investors as Party[], d.fromUserId, d.toUserId, d.fromSeq);
  const sellerPos = s.positions.get(pairOf(d.fromUserId, d.productId));
  if (!sellerPos) return;
  let pos = s.positions.get(pairOf(d.toUserId, d.productId));
  const wasLive = pos !== undefined && isLive(pos);
  if (pos) {
    pos.scheduled = true;
    pos.bought = true;
  } else {
    pos = { user_id: d.toUserId, product_id: d.productId, is_realty: sellerPos.is_realty, invested: 0, placed: 0, scheduled: true, bought: true };
    s.positions.set(pairOf(d.toUserId, d.productId), pos);
    const ofProduct = s.positionsOf.get(lower(d.productId)) ?? [];
    ofProduct.push(pos);
    s.positionsOf.set(lower(d.productId), ofProduct);
  }
  const product = s.products.get(lower(d.productId));
  const buyerRow = dashboardOf(s, d.toUserId);
  // A buyer who never invested in the product holds a part of its loan now: it counts among theirs.
  const bucket = product ? bucketOf(product.status as string) : null;
  if (!wasLive && bucket) add(buyerRow, `count_${bucket}`, 1);
  for (const [row, sign] of [[s.dashboards.get(lower(d.fromUserId)), -1], [buyerRow, 1]] as const) {
    if (!row) continue;
    add(row, 'outstanding_principal', sign * d.outstandingPrincipalWon);
    add(row, 'expected_interest', sign * d.outstandingInterestWon);
    add(row, 'limit_used_total', sign * d.outstandingPrincipalWon);
    if (sellerPos.is_realty) add(row, 'limit_used_realty', sign * d.outstandingPrincipalWon);
    if (product) add(row, `outstanding_${product.type}`, sign * d.outstandingPrincipalWon);
  }
}

/** A repayment credited, or a bad loan's recovery or write-off by the principal it frees (no interest expected). */
function credited(s: State, event: StoredEvent<RepaymentCredited | RecoveryCredited | PrincipalWrittenOff>): void {
  const d = event.type === 'RepaymentCredited'
    ? event.data
    : { productId: event.data.productId, principalWon: principalFreedWon(event), interestWon: 0 };
  const userId = userIdOfInvestorStream(event.streamId);
  const pos = s.positions.get(pairOf(userId, d.productId));
  const row = s.dashboards.get(lower(userId));
  if (!pos || !row) return;
  const product = s.products.get(lower(d.productId));
  add(row, 'limit_used_total', -d.principalWon);
  if (pos.is_realty) add(row, 'limit_used_realty', -d.principalWon);
  if (!pos.scheduled) return;
  add(row, 'outstanding_principal', -d.principalWon);
  add(row, 'expected_interest', -d.interestWon);
  if (product) add(row, `outstanding_${product.type}`, -d.principalWon);
}

export const investorDashboardsFold = defineFold<State, DashboardEvent>({
  start: () => ({ dashboards: new Map(), positions: new Map(), positionsOf: new Map(), products: new Map(), loans: new Map() }),
  apply(s, event: StoredEvent<DashboardEvent>) {
    if (isPositionChange(event)) positionChanged(s, event);
    else if (event.type === 'RepaymentCredited' || event.type === 'RecoveryCredited' || event.type === 'PrincipalWrittenOff') credited(s, event);
    else if (event.type === 'LoanScheduled') loanScheduled(s, event.data);
    else if (event.type === 'LoanAccelerated') loanAccelerated(s, event.data);
    else if (event.type === 'LoanRepaidEarly') loanRepaidEarly(s, event.data);
    else if (event.type === 'ClaimTransferred') claimTransferred(s, event.data);
    else if (event.streamId.startsWith(PRODUCT_STREAM_PREFIX)) productEvent(s, event);
  },
  rows: (s) => ({ dashboards: s.dashboards.values(), positions: s.positions.values(), products: s.products.values(), loans: s.loans.values() }),
});
