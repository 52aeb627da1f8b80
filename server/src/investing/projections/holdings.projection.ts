// `investor_holdings`: per investor and product, money held (still raising), executed (lent),
// principal repaid (or freed: recovered, written off, sold) and interest received — the usage the
// investor limits count (held + executed − repaid), written inline so a limit check in the next
// command sees the last one's investment. One rule for the inline writer and verify/replay
// (shared/projections/rules/row-changes.ts). Money only: the product's borrower, real-estate and
// PF flags are the product's own (frozen once it opens: product.decider.ts), joined from
// `products` where they are read (limits/limit-usage.reader.ts), so a claim bought needs no other
// holder's row to copy them from.
import { assert } from '../../shared/errors/domain-error';
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { RowChange, updateRow, upsertRow } from '../../shared/projections/rules/row-changes';
import { ruleProjection } from '../../shared/projections/rules/rule-projection';
import { PRODUCT_STREAM_PREFIX, ProductExecuted, ProductInvestmentCanceled, ProductInvestmentPlaced } from '../../products';
import { ClaimBought, ClaimSold, PrincipalWrittenOff, principalFreedWon, RecoveryCredited, RepaymentCredited, userIdOfInvestorStream } from '../../wallet';

export const HOLDINGS_PROJECTION = 'investor_holdings';

type OnProduct = ProductInvestmentPlaced | ProductInvestmentCanceled | ProductExecuted;
type OnInvestor = RepaymentCredited | RecoveryCredited | PrincipalWrittenOff | ClaimBought | ClaimSold;
/** What the holdings read: placements, cancellations and executions on product streams, credits, write-offs and claims traded on investor streams. */
export type HoldingsEvent = OnProduct | OnInvestor;

const MONEY = ['held_won', 'executed_won', 'repaid_principal_won', 'received_interest_won'] as const;

export const HOLDINGS = {
  table: 'investor_holdings',
  key: ['user_id', 'product_id'],
  nestBy: ['product_id', 'user_id'],
  columns: { user_id: 'uuid', product_id: 'uuid', ...Object.fromEntries(MONEY.map((c) => [c, 'bigint' as const])) },
  defaults: Object.fromEntries(MONEY.map((c) => [c, 0])),
} as const;

const holding = (userId: string, productId: string) => ({ user_id: userId, product_id: productId });

/**
 * An investor stream's event, on the investor's own holding. Credits, recoveries, write-offs and
 * sales free principal (an update: nothing where the investor holds nothing); each has one shape,
 * so a month-end chunk of credits is one summed UPDATE. The principal sold no longer counts
 * against the seller's limits; the principal bought counts against the buyer's, as lent money, in
 * a row created at the first (docs/api.md "Transfers").
 */
function investorChanges(event: StoredEvent<OnInvestor>): RowChange[] {
  const key = holding(userIdOfInvestorStream(event.streamId), event.data.productId);
  switch (event.type) {
    case 'RepaymentCredited':
      return [updateRow('holdings', key, { add: { repaid_principal_won: event.data.principalWon, received_interest_won: event.data.interestWon } })];
    case 'RecoveryCredited':
    case 'PrincipalWrittenOff':
      return [updateRow('holdings', key, { add: { repaid_principal_won: principalFreedWon(event) } })];
    case 'ClaimSold':
      return [updateRow('holdings', key, { add: { repaid_principal_won: event.data.principalWon } })];
    case 'ClaimBought':
      return [upsertRow('holdings', key, { add: { executed_won: event.data.principalWon } })];
  }
}

/** A product stream's event: a placement holds money (the row created at the first), a cancellation returns it, an execution lends what each investor held. */
function productChanges(event: StoredEvent<OnProduct>): RowChange[] {
  if (!event.streamId.startsWith(PRODUCT_STREAM_PREFIX)) return [];
  switch (event.type) {
    case 'ProductInvestmentPlaced':
      return [upsertRow('holdings', holding(event.data.userId, event.data.productId), { add: { held_won: event.data.amountWon } })];
    case 'ProductInvestmentCanceled':
      return [updateRow('holdings', holding(event.data.userId, event.data.productId), { add: { held_won: -event.data.amountWon } })];
    case 'ProductExecuted': {
      const productId = event.data.productId;
      // An investor's several lines are one net change of their row (changes-sql.ts merges them).
      return event.data.investments.map((line) => updateRow('holdings', holding(line.userId, productId), { add: { held_won: -line.amountWon, executed_won: line.amountWon } }));
    }
  }
}

const ON_PRODUCT: readonly string[] = ['ProductInvestmentPlaced', 'ProductInvestmentCanceled', 'ProductExecuted'] satisfies OnProduct['type'][];
const isOnProduct = (event: StoredEvent<HoldingsEvent>): event is StoredEvent<OnProduct> => ON_PRODUCT.includes(event.type);

/** What one event changes in investor_holdings. */
export const holdingChanges = (event: StoredEvent<HoldingsEvent>): RowChange[] =>
  (isOnProduct(event) ? productChanges(event) : investorChanges(event as StoredEvent<OnInvestor>));

export const holdingsProjection = ruleProjection<HoldingsEvent>({
  name: HOLDINGS_PROJECTION,
  handles: ['ProductInvestmentPlaced', 'ProductInvestmentCanceled', 'ProductExecuted', 'RepaymentCredited', 'RecoveryCredited', 'PrincipalWrittenOff', 'ClaimBought', 'ClaimSold'],
  tables: { holdings: HOLDINGS },
  rule: holdingChanges,
  // What the table's CHECKs hold, in the log's sums too.
  invariant: (_table, row, event) => {
    assert((row.held_won as number) >= 0 && (row.executed_won as number) >= 0 && (row.repaid_principal_won as number) >= 0,
      () => `holding of ${String(row.user_id)} in ${String(row.product_id)} below zero after ${event.streamId}#${event.streamVersion}`);
  },
});
