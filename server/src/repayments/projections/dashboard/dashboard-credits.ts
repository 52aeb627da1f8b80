// Repayments credited, as they move an investor's dashboard: principal repaid is no longer
// outstanding (in total, per type, and against the limits), and the installment's interest is no
// longer expected. A bad loan's recovery or write-off moves it the same way by the principal it
// frees (principalFreedWon), expecting no interest. A month-end chunk of 500 credits reads its
// positions and products by key and is one UPDATE of the investors' rows (their adds summed).
import type { StoredEvent } from '../../../shared/event-store/event-store.types';
import { RowChange, RowQuery, RuleReader, Sums, updateRow } from '../../../shared/projections/rules/row-changes';
import { PrincipalWrittenOff, principalFreedWon, RecoveryCredited, RepaymentCredited, userIdOfInvestorStream } from '../../../wallet';
import { addToType, dashboardKey, positionKey, productKey } from './dashboard.tables';

export type Credit = RepaymentCredited | RecoveryCredited | PrincipalWrittenOff;

/** The investor's position in the product, and the product's type. */
export function creditReads(event: StoredEvent<Credit>): RowQuery[] {
  return [
    { table: 'positions', where: positionKey(userIdOfInvestorStream(event.streamId), event.data.productId) },
    { table: 'products', where: productKey(event.data.productId) },
  ];
}

/**
 * A credit counts where investor_holdings and investment_returns would count it: against the
 * limits where the investor has a position in the product, as outstanding and expected where the
 * loan's schedule was fixed for them. The interest credited is the schedule row's own (the batch
 * pays exactly the split the rows show: investor-payouts.ts), so what it pays leaves `expected`.
 */
export function creditChanges(event: StoredEvent<Credit>, read: RuleReader): RowChange[] {
  const userId = userIdOfInvestorStream(event.streamId);
  const { productId } = event.data;
  const principalWon = event.type === 'RepaymentCredited' ? event.data.principalWon : principalFreedWon(event);
  const interestWon = event.type === 'RepaymentCredited' ? event.data.interestWon : 0;
  const position = read.row('positions', positionKey(userId, productId));
  if (!position) return [];
  const realtyWon = position.is_realty === true ? -principalWon : 0;
  // A literal naming its figures (a 0 added changes nothing): figures added one by one by
  // computed name were V8's slow path, for each of a replay's 600,000 credits.
  const scheduled = position.scheduled === true;
  const add: Sums = scheduled
    ? { limit_used_total: -principalWon, limit_used_realty: realtyWon, outstanding_principal: -principalWon, expected_interest: -interestWon }
    : { limit_used_total: -principalWon, limit_used_realty: realtyWon };
  if (scheduled) addToType(add, 'outstanding', read.row('products', productKey(productId)), -principalWon);
  return [updateRow('dashboards', dashboardKey(userId), { add })];
}
