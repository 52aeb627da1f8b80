// `investor_holdings`: per investor and product (with its borrower, real estate and PF flags), money
// held (still raising), executed (lent) and principal repaid — the usage the investor limits count
// (held + executed − repaid), written inline so a limit check in the next command sees the last
// one's investment.
import { applyInRuns, Projection, runOf, TableMap } from '../../shared/event-store/inline-projections';
import { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { isPlacementOnProductStream, PRODUCT_STREAM_PREFIX, ProductInvestmentPlaced } from '../../products';
import { isRepaymentCredited, principalFreedWon, RepaymentCredited, userIdOfInvestorStream } from '../../wallet';
import { holdingsFold, HoldingsEvent } from './holdings.fold';

export const HOLDINGS_PROJECTION = 'investor_holdings';

async function apply(tx: Tx, event: StoredEvent<HoldingsEvent>, t: TableMap): Promise<void> {
  if (event.type === 'RepaymentCredited') {
    const d = event.data;
    await tx.query(
      `UPDATE ${t.holdings} SET repaid_principal_won = repaid_principal_won + $3, received_interest_won = received_interest_won + $4
       WHERE user_id = $1 AND product_id = $2`,
      [userIdOfInvestorStream(event.streamId), d.productId, d.principalWon, d.interestWon],
    );
    return;
  }
  if (event.type === 'RecoveryCredited' || event.type === 'PrincipalWrittenOff') {
    await tx.query(
      `UPDATE ${t.holdings} SET repaid_principal_won = repaid_principal_won + $3 WHERE user_id = $1 AND product_id = $2`,
      [userIdOfInvestorStream(event.streamId), event.data.productId, principalFreedWon(event)],
    );
    return;
  }
  if (event.type === 'ClaimSold') {
    // The principal sold no longer counts against the seller's limits (docs/api.md "Transfers").
    await tx.query(
      `UPDATE ${t.holdings} SET repaid_principal_won = repaid_principal_won + $3 WHERE user_id = $1 AND product_id = $2`,
      [userIdOfInvestorStream(event.streamId), event.data.productId, event.data.principalWon],
    );
    return;
  }
  if (event.type === 'ClaimBought') {
    // The principal bought counts against the buyer's, as lent money: the product's borrower and
    // flags from the seller's row (every holder of a product has the same).
    await tx.query(
      `INSERT INTO ${t.holdings} (user_id, product_id, borrower_id, is_realty, is_pf, executed_won)
       SELECT $1, product_id, borrower_id, is_realty, is_pf, $3 FROM ${t.holdings} WHERE product_id = $2 ORDER BY user_id LIMIT 1
       ON CONFLICT (user_id, product_id) DO UPDATE SET executed_won = ${t.holdings}.executed_won + EXCLUDED.executed_won`,
      [userIdOfInvestorStream(event.streamId), event.data.productId, event.data.principalWon],
    );
    return;
  }
  if (!event.streamId.startsWith(PRODUCT_STREAM_PREFIX)) return;
  const { type, data: d } = event;
  switch (type) {
    case 'ProductInvestmentPlaced':
      await tx.query(
        `INSERT INTO ${t.holdings} (user_id, product_id, borrower_id, is_realty, is_pf, held_won) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id, product_id) DO UPDATE SET held_won = ${t.holdings}.held_won + EXCLUDED.held_won`,
        [d.userId, d.productId, d.borrowerId, d.isRealty, d.isPf === true, d.amountWon],
      );
      return;
    case 'ProductInvestmentCanceled':
      await tx.query(`UPDATE ${t.holdings} SET held_won = held_won - $3 WHERE user_id = $1 AND product_id = $2`, [d.userId, d.productId, d.amountWon]);
      return;
    case 'ProductExecuted': {
      const lines = d.investments;
      await tx.query(
        `UPDATE ${t.holdings} h SET held_won = h.held_won - x.amount, executed_won = h.executed_won + x.amount
         FROM (SELECT user_id, sum(amount) AS amount FROM unnest($2::uuid[], $3::bigint[]) AS u(user_id, amount) GROUP BY user_id) x
         WHERE h.user_id = x.user_id AND h.product_id = $1`,
        [d.productId, lines.map((l) => l.userId), lines.map((l) => l.amountWon)],
      );
      return;
    }
    default:
  }
}

/**
 * A run of consecutive placements as one upsert: summed per (investor, product) in JS so no row is
 * hit twice in the statement. A new row takes borrower_id, is_realty and is_pf from its first placement,
 * as the event-by-event INSERT would (a conflict updates only held_won); amounts are positive, so
 * the CHECK on held_won cannot fail for an intermediate sum and not for the total.
 */
async function placeRun(tx: Tx, run: StoredEvent<ProductInvestmentPlaced>[], t: TableMap): Promise<void> {
  const rows = new Map<string, { userId: string; productId: string; borrowerId: string; isRealty: boolean; isPf: boolean; heldWon: number }>();
  for (const { data: d } of run) {
    const key = `${d.userId}:${d.productId}`.toLowerCase(); // as PostgreSQL compares uuids
    const row = rows.get(key);
    if (row) row.heldWon += d.amountWon;
    else rows.set(key, { userId: d.userId, productId: d.productId, borrowerId: d.borrowerId, isRealty: d.isRealty, isPf: d.isPf === true, heldWon: d.amountWon });
  }
  const r = [...rows.values()];
  await tx.query(
    `INSERT INTO ${t.holdings} (user_id, product_id, borrower_id, is_realty, is_pf, held_won)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::boolean[], $5::boolean[], $6::bigint[])
     ON CONFLICT (user_id, product_id) DO UPDATE SET held_won = ${t.holdings}.held_won + EXCLUDED.held_won`,
    [r.map((x) => x.userId), r.map((x) => x.productId), r.map((x) => x.borrowerId), r.map((x) => x.isRealty), r.map((x) => x.isPf), r.map((x) => x.heldWon)],
  );
}

/**
 * A run of repayment credits (a month-end chunk) as one update: principal and interest summed per
 * (investor, product) in JS, so the statement touches each row once, as the per-event updates
 * would in sum. A credit for a pair with no row changes nothing either way.
 */
async function creditRun(tx: Tx, run: StoredEvent<RepaymentCredited>[], t: TableMap): Promise<void> {
  const sums = new Map<string, { userId: string; productId: string; principalWon: number; interestWon: number }>();
  for (const event of run) {
    const userId = userIdOfInvestorStream(event.streamId);
    const key = `${userId}:${event.data.productId}`.toLowerCase(); // as PostgreSQL compares uuids
    const sum = sums.get(key) ?? { userId, productId: event.data.productId, principalWon: 0, interestWon: 0 };
    sum.principalWon += event.data.principalWon;
    sum.interestWon += event.data.interestWon;
    sums.set(key, sum);
  }
  const r = [...sums.values()];
  await tx.query(
    `UPDATE ${t.holdings} h SET repaid_principal_won = h.repaid_principal_won + x.principal, received_interest_won = h.received_interest_won + x.interest
     FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[]) AS x(user_id, product_id, principal, interest)
     WHERE h.user_id = x.user_id AND h.product_id = x.product_id`,
    [r.map((x) => x.userId), r.map((x) => x.productId), r.map((x) => x.principalWon), r.map((x) => x.interestWon)],
  );
}

/** Each run of consecutive placements, or of repayment credits, is one statement; every other event goes through `apply`, in order. */
const applyBatch = applyInRuns([
  runOf(isPlacementOnProductStream, placeRun),
  runOf(isRepaymentCredited, creditRun),
], apply);

export const holdingsProjection: Projection<HoldingsEvent> = {
  name: HOLDINGS_PROJECTION,
  tables: { holdings: 'investor_holdings' },
  keys: { holdings: ['user_id', 'product_id'] },
  fold: holdingsFold,
  handles: ['ProductInvestmentPlaced', 'ProductInvestmentCanceled', 'ProductExecuted', 'RepaymentCredited', 'RecoveryCredited', 'PrincipalWrittenOff', 'ClaimBought', 'ClaimSold'],
  apply,
  applyBatch,
};
