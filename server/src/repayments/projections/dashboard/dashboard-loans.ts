// A loan's schedule as it moves its investors' dashboards: once fixed, what each investor lent is
// outstanding principal and their share of every installment's interest is expected; an early
// repayment replaces the remaining installments by one closing installment, and with them the
// interest expected. The shares come from the same split the schedule rows use (investorShares),
// and the loan's investors and installments are kept in the projection's own table for it.
import type { StoredEvent, Tx } from '../../../shared/event-store/event-store.types';
import type { TableMap } from '../../../shared/event-store/inline-projections';
import { one } from '../../../shared/database/sql';
import type { ClaimTransferred, ClaimTransferredData, LoanAccelerated, LoanRepaidEarly, LoanScheduled, LoanScheduledData } from '../../loan.events';
import { COUNT_BUCKETS, DASHBOARD_TYPES, inBucketSql, ofTypeSql } from './dashboard-columns';
import { ClaimHolders, holderOf, Installment, investorShares, NO_TRANSFERS, Party, withTransfer } from '../../../shared/loan-maths';

export type RepaidEarly = LoanRepaidEarly['data'];

/** The four fields of an installment, by seq: what the split reads (jsonb keeps no extra field). */
export function installmentsOf(list: readonly Installment[]): Installment[] {
  return list.map((i) => ({ seq: i.seq, dueOn: i.dueOn, principalWon: i.principalWon, interestWon: i.interestWon })).sort((a, b) => a.seq - b.seq);
}

/** Each holder's interest over the installments `seqs` picks, of the split of `installments` (a share bought is its buyer's: claim-holders.ts). */
export function interestByInvestor(
  installments: readonly Installment[], investors: readonly Party[], pick: (seq: number) => boolean, holders: ClaimHolders = NO_TRANSFERS,
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const share of investorShares(installments, investors)) {
    const holder = holderOf(holders, share.partyId, share.seq);
    if (pick(share.seq)) sums.set(holder, (sums.get(holder) ?? 0) + share.interestWon);
  }
  return sums;
}

/** Every holder of a share of the loan, the parties first. */
export function holdersOfLoan(investors: readonly Party[], holders: ClaimHolders): string[] {
  return [...new Set([...investors.map((p) => p.id), ...Object.values(holders).flatMap((changes) => changes.map((c) => c.userId))])];
}

async function loanScheduled(tx: Tx, d: LoanScheduledData, t: TableMap): Promise<void> {
  const installments = installmentsOf(d.installments);
  const interest = interestByInvestor(installments, d.investors, () => true);
  const principal = new Map<string, number>();
  for (const i of d.investments) principal.set(i.userId, (principal.get(i.userId) ?? 0) + i.amountWon);
  const users = [...principal.keys()];
  await tx.query(`INSERT INTO ${t.loans} (product_id, investors, installments) VALUES ($1, $2, $3)`, [d.productId, JSON.stringify(d.investors), JSON.stringify(installments)]);
  await tx.query(
    `WITH x AS (
       SELECT * FROM unnest($2::uuid[], $3::bigint[], $4::bigint[]) AS x(user_id, principal, interest)
     ), scheduled AS (
       UPDATE ${t.positions} p SET scheduled = true FROM x WHERE p.product_id = $1 AND p.user_id = x.user_id
     )
     UPDATE ${t.dashboards} d SET outstanding_principal = d.outstanding_principal + x.principal, expected_interest = d.expected_interest + x.interest,
       ${DASHBOARD_TYPES.map((ty) => `outstanding_${ty} = d.outstanding_${ty} + ${ofTypeSql('pr.type', ty, 'x.principal')}`).join(', ')}
     FROM x LEFT JOIN ${t.products} pr ON pr.product_id = $1 WHERE d.user_id = x.user_id`,
    [d.productId, users, users.map((u) => principal.get(u)), users.map((u) => interest.get(u) ?? 0)],
  );
}

/**
 * The replaced installments (never funded, so never paid) leave the interest expected; the
 * closing one comes in, split over what is left of the schedule as the schedule rows split it.
 */
async function loanRepaidEarly(tx: Tx, d: RepaidEarly, t: TableMap): Promise<void> {
  const loan = await one<{ investors: Party[]; installments: Installment[]; holders: ClaimHolders }>(
    tx, `SELECT investors, installments, holders FROM ${t.loans} WHERE product_id = $1`, [d.productId]);
  if (!loan) return;
  const replaced = new Set(d.replacedSeqs);
  const before = interestByInvestor(loan.installments, loan.investors, (seq) => replaced.has(seq), loan.holders);
  const after = installmentsOf([
    ...loan.installments.filter((i) => !replaced.has(i.seq)),
    { seq: d.seq, dueOn: d.paidOn, principalWon: d.principalWon, interestWon: d.interestWon },
  ]);
  const closing = interestByInvestor(after, loan.investors, (seq) => seq === d.seq, loan.holders);
  const users = holdersOfLoan(loan.investors, loan.holders);
  await tx.query(`UPDATE ${t.loans} SET installments = $2 WHERE product_id = $1`, [d.productId, JSON.stringify(after)]);
  await tx.query(
    `UPDATE ${t.dashboards} d SET expected_interest = d.expected_interest + x.change
     FROM unnest($1::uuid[], $2::bigint[]) AS x(user_id, change) WHERE d.user_id = x.user_id AND x.change <> 0`,
    [users, users.map((u) => (closing.get(u) ?? 0) - (before.get(u) ?? 0))],
  );
}

/** An acceleration replaces the unpaid installments by the claim: their interest is expected no more. */
async function loanAccelerated(tx: Tx, d: LoanAccelerated['data'], t: TableMap): Promise<void> {
  const loan = await one<{ investors: Party[]; installments: Installment[]; holders: ClaimHolders }>(
    tx, `SELECT investors, installments, holders FROM ${t.loans} WHERE product_id = $1`, [d.productId]);
  if (!loan) return;
  const replaced = new Set(d.replacedSeqs);
  const gone = interestByInvestor(loan.installments, loan.investors, (seq) => replaced.has(seq), loan.holders);
  const users = holdersOfLoan(loan.investors, loan.holders);
  await tx.query(
    `UPDATE ${t.dashboards} d SET expected_interest = d.expected_interest - x.gone
     FROM unnest($1::uuid[], $2::bigint[]) AS x(user_id, gone) WHERE d.user_id = x.user_id AND x.gone <> 0`,
    [users, users.map((u) => gone.get(u) ?? 0)],
  );
}

/**
 * A claim bought (원리금수취권 양도): its principal and scheduled interest leave the seller's
 * outstanding, expected and limit usage and join the buyer's; the buyer's position in the product
 * (invested nothing: they bought, not placed) is scheduled, so their credits release it as the
 * seller's did.
 */
async function claimTransferred(tx: Tx, d: ClaimTransferredData, t: TableMap): Promise<void> {
  const loan = await one<{ investors: Party[]; holders: ClaimHolders }>(tx, `SELECT investors, holders FROM ${t.loans} WHERE product_id = $1`, [d.productId]);
  if (loan) {
    await tx.query(`UPDATE ${t.loans} SET holders = $2 WHERE product_id = $1`, [d.productId, JSON.stringify(withTransfer(loan.holders, loan.investors, d.fromUserId, d.toUserId, d.fromSeq))]);
  }
  const before = await one<{ live: boolean }>(tx, `SELECT invested > 0 OR bought AS live FROM ${t.positions} WHERE user_id = $1 AND product_id = $2`, [d.toUserId, d.productId]);
  const moved = await one<{ user_id: string }>(tx,
    `INSERT INTO ${t.positions} (user_id, product_id, is_realty, invested, placed, scheduled, bought)
     SELECT $1, product_id, is_realty, 0, 0, true, true FROM ${t.positions} WHERE user_id = $2 AND product_id = $3
     ON CONFLICT (user_id, product_id) DO UPDATE SET scheduled = true, bought = true
     RETURNING user_id`,
    [d.toUserId, d.fromUserId, d.productId],
  );
  await tx.query(
    `INSERT INTO ${t.dashboards} (user_id) SELECT $1 WHERE EXISTS (SELECT 1 FROM ${t.positions} WHERE user_id = $2 AND product_id = $3) ON CONFLICT (user_id) DO NOTHING`,
    [d.toUserId, d.fromUserId, d.productId],
  );
  // A buyer who never invested in the product holds a part of its loan now: it counts among theirs.
  if (moved && !before?.live) {
    await tx.query(
      `UPDATE ${t.dashboards} d SET ${COUNT_BUCKETS.map((b) => `count_${b} = d.count_${b} + ${inBucketSql('pr.status', b)}`).join(', ')}
       FROM ${t.products} pr WHERE pr.product_id = $2 AND d.user_id = $1`,
      [d.toUserId, d.productId],
    );
  }
  await tx.query(
    `UPDATE ${t.dashboards} d SET outstanding_principal = d.outstanding_principal + x.sign * $3::bigint, expected_interest = d.expected_interest + x.sign * $4::bigint,
       limit_used_total = d.limit_used_total + x.sign * $3::bigint, limit_used_realty = d.limit_used_realty + CASE WHEN p.is_realty THEN x.sign * $3::bigint ELSE 0 END,
       ${DASHBOARD_TYPES.map((ty) => `outstanding_${ty} = d.outstanding_${ty} + x.sign * ${ofTypeSql('pr.type', ty, '$3::bigint')}`).join(', ')}
     FROM (VALUES ($1::uuid, -1), ($2::uuid, 1)) AS x(user_id, sign)
     JOIN ${t.positions} p ON p.user_id = $1::uuid AND p.product_id = $5::uuid
     LEFT JOIN ${t.products} pr ON pr.product_id = $5::uuid
     WHERE d.user_id = x.user_id`,
    [d.fromUserId, d.toUserId, d.outstandingPrincipalWon, d.outstandingInterestWon, d.productId],
  );
}

export async function applyLoanEvent(tx: Tx, event: StoredEvent<LoanScheduled | LoanRepaidEarly | LoanAccelerated | ClaimTransferred>, t: TableMap): Promise<void> {
  if (event.type === 'ClaimTransferred') await claimTransferred(tx, event.data, t);
  else if (event.type === 'LoanScheduled') await loanScheduled(tx, event.data, t);
  else if (event.type === 'LoanRepaidEarly') await loanRepaidEarly(tx, event.data, t);
  else if (event.type === 'LoanAccelerated') await loanAccelerated(tx, event.data, t);
}
