// Repayments credited, as they move an investor's dashboard: principal repaid is no longer
// outstanding (in total, per type, and against the limits), and the installment's interest is no
// longer expected. A month-end chunk of 500 credits is one statement. A bad loan's recovery or
// write-off moves it the same way by the principal it frees (principalFreedWon), expecting no interest.
import type { StoredEvent, Tx } from '../../../shared/event-store/event-store.types';
import type { TableMap } from '../../../shared/event-store/inline-projections';
import { PrincipalWrittenOff, principalFreedWon, RecoveryCredited, RepaymentCredited, userIdOfInvestorStream } from '../../../wallet';
import { DASHBOARD_TYPES, ofTypeSql } from './dashboard-columns';

const COLUMNS = ['outstanding_principal', 'expected_interest', 'limit_used_total', 'limit_used_realty', ...DASHBOARD_TYPES.map((ty) => `outstanding_${ty}`)];

/**
 * Summed per (investor, product) in JS, then per investor in SQL, so each row is touched once.
 * A credit counts where investor_holdings and investment_returns would count it: against the
 * limits where the investor has a position in the product, as outstanding and expected where the
 * loan's schedule was fixed for them. The interest credited is the schedule row's own (the batch
 * pays exactly the split the rows show: investor-payouts.ts), so what it pays leaves `expected`.
 */
export function creditRun(tx: Tx, run: StoredEvent<RepaymentCredited>[], t: TableMap): Promise<void> {
  return principalRun(tx, run.map((e) => ({ userId: userIdOfInvestorStream(e.streamId), productId: e.data.productId, principalWon: e.data.principalWon, interestWon: e.data.interestWon })), t);
}

export function badLoanCreditRun(tx: Tx, run: StoredEvent<RecoveryCredited | PrincipalWrittenOff>[], t: TableMap): Promise<void> {
  return principalRun(tx, run.map((e) => ({ userId: userIdOfInvestorStream(e.streamId), productId: e.data.productId, principalWon: principalFreedWon(e), interestWon: 0 })), t);
}

/** Principal that stopped being at stake and interest no longer expected, per investor and product. */
export interface PrincipalOut {
  userId: string;
  productId: string;
  principalWon: number;
  interestWon: number;
}

async function principalRun(tx: Tx, credits: PrincipalOut[], t: TableMap): Promise<void> {
  const pairs = new Map<string, PrincipalOut>();
  for (const c of credits) {
    const key = `${c.userId}:${c.productId}`.toLowerCase(); // as PostgreSQL compares uuids
    const pair = pairs.get(key) ?? { userId: c.userId, productId: c.productId, principalWon: 0, interestWon: 0 };
    pair.principalWon += c.principalWon;
    pair.interestWon += c.interestWon;
    pairs.set(key, pair);
  }
  const list = [...pairs.values()];
  const ifScheduled = (sql: string) => `CASE WHEN p.scheduled THEN ${sql} ELSE 0 END`;
  await tx.query(
    `WITH s AS (
       SELECT x.user_id,
         sum(${ifScheduled('x.principal')}) AS outstanding_principal, sum(${ifScheduled('x.interest')}) AS expected_interest,
         sum(x.principal) AS limit_used_total, sum(CASE WHEN p.is_realty THEN x.principal ELSE 0 END) AS limit_used_realty,
         ${DASHBOARD_TYPES.map((ty) => `sum(${ifScheduled(ofTypeSql('pr.type', ty, 'x.principal'))}) AS outstanding_${ty}`).join(', ')}
       FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[]) AS x(user_id, product_id, principal, interest)
       JOIN ${t.positions} p ON p.user_id = x.user_id AND p.product_id = x.product_id
       LEFT JOIN ${t.products} pr ON pr.product_id = x.product_id
       GROUP BY x.user_id
     )
     UPDATE ${t.dashboards} d SET ${COLUMNS.map((c) => `${c} = d.${c} - s.${c}`).join(', ')}
     FROM s WHERE d.user_id = s.user_id`,
    [list.map((p) => p.userId), list.map((p) => p.productId), list.map((p) => p.principalWon), list.map((p) => p.interestWon)],
  );
}
