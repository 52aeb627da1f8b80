// `investment_returns` in memory (verify and replay): each credit split over the investor's
// investments in the product by cumulativeSplit, in investment id order, as the SQL form does.
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { defineFold, FoldRow } from '../../shared/projections/fold/projection-fold';
import { ClaimBought, userIdOfInvestorStream } from '../../wallet';
import type { LoanScheduled, LoanScheduledData } from '../loan.events';
import { additionsOf, cumulativeSplit, RETURN_COLUMNS, ReturnCredit } from './investment-returns.credits';

/** Per investor and product, their investments' rows in investment id order. */
type Returns = Map<string, FoldRow[]>;

const pairOf = (userId: string, productId: string) => `${userId}:${productId}`.toLowerCase();

function scheduled(returns: Returns, d: LoanScheduledData): void {
  for (const i of d.investments) {
    const list = returns.get(pairOf(i.userId, d.productId)) ?? [];
    list.push({
      investment_id: i.investmentId, user_id: i.userId, product_id: d.productId, principal: i.amountWon, received_principal: 0,
      received_interest: 0, outstanding_principal: i.amountWon, tax_withheld: 0, fee_paid: 0, freed_principal: 0, acquisition_price: null,
    });
    sortById(list);
    returns.set(pairOf(i.userId, d.productId), list);
  }
}

// uuids compare as their lower-case text does
const sortById = (list: FoldRow[]) => list.sort((a, b) => (String(a.investment_id).toLowerCase() < String(b.investment_id).toLowerCase() ? -1 : 1));

/** A claim bought: a row keyed by its listing, with the buyer's acquisition price. */
function bought(returns: Returns, userId: string, d: ClaimBought['data']): void {
  const list = returns.get(pairOf(userId, d.productId)) ?? [];
  list.push({
    investment_id: d.listingId, user_id: userId, product_id: d.productId, principal: d.principalWon, received_principal: 0,
    received_interest: 0, outstanding_principal: d.principalWon, tax_withheld: 0, fee_paid: 0, freed_principal: 0, acquisition_price: d.priceWon,
  });
  sortById(list);
  returns.set(pairOf(userId, d.productId), list);
}

function credited(returns: Returns, event: StoredEvent<ReturnCredit>): void {
  const list = returns.get(pairOf(userIdOfInvestorStream(event.streamId), event.data.productId));
  if (!list) return;
  const adds = additionsOf(event);
  for (const column of RETURN_COLUMNS) {
    const split = cumulativeSplit(list.map((r) => ({ principal: r.principal as number, current: r[column] as number })), adds[column]);
    list.forEach((row, i) => {
      row[column] = (row[column] as number) + split[i];
      if (column === 'received_principal' || column === 'freed_principal') row.outstanding_principal = (row.outstanding_principal as number) - split[i];
    });
  }
}

/** What investment_returns reads: a loan's schedule (its investments), and each credit, recovery and write-off. */
export type ReturnsEvent = LoanScheduled | ReturnCredit | ClaimBought;

export const investmentReturnsFold = defineFold<Returns, ReturnsEvent>({
  start: () => new Map(),
  apply(returns, event: StoredEvent<ReturnsEvent>) {
    if (event.type === 'LoanScheduled') scheduled(returns, event.data);
    else if (event.type === 'ClaimBought') bought(returns, userIdOfInvestorStream(event.streamId), event.data);
    else credited(returns, event);
  },
  rows: (returns) => ({ returns: [...returns.values()].flat() }),
});
