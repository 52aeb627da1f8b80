// `investment_returns`: per investment, the principal lent, what came back (principal and
// interest), what is still outstanding, and taxes and fees withheld. GET /api/investments
// LEFT JOINs it on investment id (outstanding_principal, received_interest). A repayment is
// credited per investor and product; an investor with several investments in one product has
// it split between them by the same cumulative largest-remainder rule as the schedule. A bad
// loan's recovery or write-off is split the same way: its interest is received, its taxes withheld,
// and the principal it frees (principalFreedWon) is outstanding no more (`freed_principal`). A
// claim sold (원리금수취권 양도) frees its principal the same way, its 경과이자 received and taxed;
// a claim bought is a row of its own, keyed by its listing, with the buyer's acquisition price.
import { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { applyInRuns, Projection, runOf, TableMap } from '../../shared/event-store/inline-projections';
import { rows } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import { userIdOfInvestorStream } from '../../wallet';
import { investmentReturnsFold, ReturnsEvent } from './investment-returns.fold';
import { additionsOf, Column, cumulativeSplit, isReturnCredit, RETURN_COLUMNS, ReturnCredit } from './investment-returns.credits';

interface ReturnRow {
  investmentId: string;
  principal: number;
  current: Record<Column, number>;
  added: Record<Column, number>;
}

/**
 * A run of repayment credits (a month-end chunk) in two statements: every (investor, product)'s
 * investments read at once, the credits split in order in memory — each against the sums the
 * earlier ones left, exactly as event by event — and every investment's additions written in one
 * update. The one-event form is a run of one.
 */
async function creditRun(tx: Tx, run: StoredEvent<ReturnCredit>[], t: TableMap): Promise<void> {
  const credits = run.map((e) => ({ userId: userIdOfInvestorStream(e.streamId).toLowerCase(), data: e.data, adds: additionsOf(e) }));
  const pairs = [...new Map(credits.map((c) => [`${c.userId}:${c.data.productId.toLowerCase()}`, c])).values()];
  const found = await rows<{ investment_id: string; user_id: string; product_id: string } & Record<'principal' | Column, string>>(
    tx,
    `SELECT r.investment_id, r.user_id::text AS user_id, r.product_id::text AS product_id, r.principal, ${RETURN_COLUMNS.map((c) => `r.${c}`).join(', ')}
     FROM ${t.returns} r JOIN unnest($1::uuid[], $2::uuid[]) AS x(user_id, product_id) ON r.user_id = x.user_id AND r.product_id = x.product_id
     ORDER BY r.user_id, r.product_id, r.investment_id`,
    [pairs.map((c) => c.userId), pairs.map((c) => c.data.productId)],
  );
  const byPair = new Map<string, ReturnRow[]>();
  for (const r of found) {
    const key = `${r.user_id}:${r.product_id}`;
    const list = byPair.get(key) ?? [];
    list.push({
      investmentId: r.investment_id,
      principal: toWon(r.principal),
      current: Object.fromEntries(RETURN_COLUMNS.map((c) => [c, toWon(r[c])])) as Record<Column, number>,
      added: Object.fromEntries(RETURN_COLUMNS.map((c) => [c, 0])) as Record<Column, number>,
    });
    byPair.set(key, list);
  }
  for (const { userId, data: d, adds } of credits) {
    const list = byPair.get(`${userId}:${d.productId.toLowerCase()}`);
    if (!list) continue;
    for (const c of RETURN_COLUMNS) {
      const split = cumulativeSplit(list.map((r) => ({ principal: r.principal, current: r.current[c] })), adds[c]);
      list.forEach((r, i) => {
        r.current[c] += split[i];
        r.added[c] += split[i];
      });
    }
  }
  const changed = [...byPair.values()].flat();
  if (changed.length === 0) return;
  await tx.query(
    `UPDATE ${t.returns} r SET received_principal = r.received_principal + x.rp, received_interest = r.received_interest + x.ri,
       tax_withheld = r.tax_withheld + x.tw, fee_paid = r.fee_paid + x.fp, freed_principal = r.freed_principal + x.fr,
       outstanding_principal = r.outstanding_principal - x.rp - x.fr
     FROM unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[]) AS x(id, rp, ri, tw, fp, fr) WHERE r.investment_id = x.id`,
    [changed.map((r) => r.investmentId), ...RETURN_COLUMNS.map((c) => changed.map((r) => r.added[c]))],
  );
}

async function apply(tx: Tx, event: StoredEvent<ReturnsEvent>, t: TableMap): Promise<void> {
  if (isReturnCredit(event)) return creditRun(tx, [event], t);
  if (event.type === 'ClaimBought') {
    const b = event.data;
    await tx.query(
      `INSERT INTO ${t.returns} (investment_id, user_id, product_id, principal, outstanding_principal, acquisition_price) VALUES ($1, $2, $3, $4, $4, $5)`,
      [b.listingId, userIdOfInvestorStream(event.streamId), b.productId, b.principalWon, b.priceWon],
    );
    return;
  }
  const d = event.data;
  for (const i of d.investments) {
    await tx.query(
      `INSERT INTO ${t.returns} (investment_id, user_id, product_id, principal, outstanding_principal) VALUES ($1, $2, $3, $4, $4)`,
      [i.investmentId, i.userId, d.productId, i.amountWon],
    );
  }
}

export const investmentReturnsProjection: Projection<ReturnsEvent> = {
  name: 'investment_returns',
  tables: { returns: 'investment_returns' },
  handles: ['LoanScheduled', 'RepaymentCredited', 'RecoveryCredited', 'PrincipalWrittenOff', 'ClaimSold', 'ClaimBought'],
  keys: { returns: ['investment_id'] },
  fold: investmentReturnsFold,
  apply,
  applyBatch: applyInRuns([runOf(isReturnCredit, creditRun)], apply),
};
