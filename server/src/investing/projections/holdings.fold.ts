// `investor_holdings` in memory (verify and replay): per investor and product, what
// holdings.projection.ts's SQL keeps — held while raising, executed, principal repaid, interest.
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { defineFold, FoldRow } from '../../shared/projections/fold/projection-fold';
import { PRODUCT_STREAM_PREFIX, ProductExecuted, ProductInvestmentCanceled, ProductInvestmentPlaced } from '../../products';
import { ClaimBought, ClaimSold, PrincipalWrittenOff, principalFreedWon, RecoveryCredited, RepaymentCredited, userIdOfInvestorStream } from '../../wallet';

/** What the holdings read: placements, cancellations and executions on product streams, credits and write-offs on investor streams. */
export type HoldingsEvent = ProductInvestmentPlaced | ProductInvestmentCanceled | ProductExecuted | RepaymentCredited | RecoveryCredited | PrincipalWrittenOff | ClaimBought | ClaimSold;

type Holdings = Map<string, FoldRow>;

const keyOf = (userId: string, productId: string) => `${userId}:${productId}`.toLowerCase();
const add = (row: FoldRow | undefined, column: string, won: number) => {
  if (row) row[column] = (row[column] as number) + won;
};

function place(holdings: Holdings, d: ProductInvestmentPlaced['data']): void {
  const row = holdings.get(keyOf(d.userId, d.productId));
  if (row) add(row, 'held_won', d.amountWon);
  else {
    holdings.set(keyOf(d.userId, d.productId), {
      user_id: d.userId, product_id: d.productId, borrower_id: d.borrowerId, is_realty: d.isRealty, is_pf: d.isPf === true,
      held_won: d.amountWon, executed_won: 0, repaid_principal_won: 0, received_interest_won: 0,
    });
  }
}

function execute(holdings: Holdings, d: ProductExecuted['data']): void {
  const perUser = new Map<string, { userId: string; amountWon: number }>();
  for (const line of d.investments) {
    const sum = perUser.get(line.userId.toLowerCase()) ?? { userId: line.userId, amountWon: 0 };
    sum.amountWon += line.amountWon;
    perUser.set(line.userId.toLowerCase(), sum);
  }
  for (const { userId, amountWon } of perUser.values()) {
    const row = holdings.get(keyOf(userId, d.productId));
    add(row, 'held_won', -amountWon);
    add(row, 'executed_won', amountWon);
  }
}

/** holdings.projection.ts's ClaimBought: the buyer's row, created from the product's first holder's (by user id), takes the principal as executed. */
function bought(holdings: Holdings, userId: string, d: ClaimBought['data']): void {
  const row = holdings.get(keyOf(userId, d.productId));
  if (row) return add(row, 'executed_won', d.principalWon);
  const product = d.productId.toLowerCase();
  const first = [...holdings.values()].filter((r) => (r.product_id as string).toLowerCase() === product)
    .sort((a, b) => ((a.user_id as string).toLowerCase() < (b.user_id as string).toLowerCase() ? -1 : 1))[0];
  if (!first) return;
  holdings.set(keyOf(userId, d.productId), {
    user_id: userId, product_id: d.productId, borrower_id: first.borrower_id, is_realty: first.is_realty, is_pf: first.is_pf,
    held_won: 0, executed_won: d.principalWon, repaid_principal_won: 0, received_interest_won: 0,
  });
}

export const holdingsFold = defineFold<Holdings, HoldingsEvent>({
  start: () => new Map(),
  apply(holdings, event: StoredEvent<HoldingsEvent>) {
    if (event.type === 'RepaymentCredited') {
      const d = event.data;
      const row = holdings.get(keyOf(userIdOfInvestorStream(event.streamId), d.productId));
      add(row, 'repaid_principal_won', d.principalWon);
      add(row, 'received_interest_won', d.interestWon);
      return;
    }
    if (event.type === 'RecoveryCredited' || event.type === 'PrincipalWrittenOff') {
      add(holdings.get(keyOf(userIdOfInvestorStream(event.streamId), event.data.productId)), 'repaid_principal_won', principalFreedWon(event));
      return;
    }
    if (event.type === 'ClaimSold') {
      add(holdings.get(keyOf(userIdOfInvestorStream(event.streamId), event.data.productId)), 'repaid_principal_won', event.data.principalWon);
      return;
    }
    if (event.type === 'ClaimBought') return bought(holdings, userIdOfInvestorStream(event.streamId), event.data);
    if (!event.streamId.startsWith(PRODUCT_STREAM_PREFIX)) return;
    if (event.type === 'ProductInvestmentPlaced') place(holdings, event.data);
    else if (event.type === 'ProductInvestmentCanceled') add(holdings.get(keyOf(event.data.userId, event.data.productId)), 'held_won', -event.data.amountWon);
    else if (event.type === 'ProductExecuted') execute(holdings, event.data);
  },
  rows: (holdings) => ({ holdings: holdings.values() }),
});
