// A loan's schedule as it moves its investors' dashboards: once fixed, what each investor lent is
// outstanding principal and their share of every installment's interest is expected; an early
// repayment replaces the remaining installments by one closing installment, and with them the
// interest expected; an acceleration drops the interest of the installments it replaces. The
// shares come from the same split the schedule rows use (investorShares), and the loan's
// investors, installments and claims bought are kept in the projection's own table for it.
import type { StoredEvent } from '../../../shared/event-store/event-store.types';
import type { FoldRow } from '../../../shared/projections/fold/projection-fold';
import { insertRow, RowChange, RowQuery, RuleReader, Sums, updateRow } from '../../../shared/projections/rules/row-changes';
import type { ClaimTransferred, LoanAccelerated, LoanRepaidEarly, LoanScheduled, LoanScheduledData } from '../../loan.events';
import { ClaimHolders, holderOf, Installment, investorShares, NO_TRANSFERS, Party } from '../../../shared/loan-maths';
import { addToType, dashboardKey, positionKey, productKey } from './dashboard.tables';
import { claimTransferred, claimTransferredReads } from './dashboard-claims';

export type DashboardLoanEvent = LoanScheduled | LoanRepaidEarly | LoanAccelerated | ClaimTransferred;

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
function holdersOfLoan(investors: readonly Party[], holders: ClaimHolders): string[] {
  return [...new Set([...investors.map((p) => p.id), ...Object.values(holders).flatMap((changes) => changes.map((c) => c.userId))])];
}

/** A loan's row as read (jsonb columns). */
const loanOf = (row: FoldRow) => ({ investors: row.investors as Party[], installments: row.installments as Installment[], holders: row.holders as ClaimHolders });

/** Each holder's change of interest expected (none where it is 0). */
const expectedMoves = (moves: Map<string, number>): RowChange[] =>
  [...moves].filter(([, won]) => won !== 0).map(([userId, won]) => updateRow('dashboards', dashboardKey(userId), { add: { expected_interest: won } }));

/** What a loan's event reads: the product's type for its schedule, the loan's own row for what follows. */
export function loanReads(event: StoredEvent<DashboardLoanEvent>): RowQuery[] {
  const { productId } = event.data;
  if (event.type === 'LoanScheduled') return [{ table: 'products', where: productKey(productId) }];
  if (event.type === 'ClaimTransferred') return claimTransferredReads(event.data);
  return [{ table: 'loans', where: productKey(productId) }];
}

export function loanChanges(event: StoredEvent<DashboardLoanEvent>, read: RuleReader): RowChange[] {
  switch (event.type) {
    case 'LoanScheduled':
      return loanScheduled(event.data, read);
    case 'LoanRepaidEarly':
      return loanRepaidEarly(event.data, read);
    case 'LoanAccelerated':
      return loanAccelerated(event.data, read);
    case 'ClaimTransferred':
      return claimTransferred(event.data, read);
  }
}

/** The loan's row made; each investor's position scheduled, its principal outstanding (in total and of the product's type) and its interest expected. */
function loanScheduled(d: LoanScheduledData, read: RuleReader): RowChange[] {
  const installments = installmentsOf(d.installments);
  const interest = interestByInvestor(installments, d.investors, () => true);
  const principal = new Map<string, number>();
  for (const i of d.investments) principal.set(i.userId, (principal.get(i.userId) ?? 0) + i.amountWon);
  const product = read.row('products', productKey(d.productId));
  const changes: RowChange[] = [insertRow('loans', { product_id: d.productId, investors: d.investors, installments, holders: {} })];
  for (const [userId, principalWon] of principal) {
    const add: Sums = { outstanding_principal: principalWon, expected_interest: interest.get(userId) ?? 0 };
    addToType(add, 'outstanding', product, principalWon);
    changes.push(updateRow('positions', positionKey(userId, d.productId), { set: { scheduled: true } }), updateRow('dashboards', dashboardKey(userId), { add }));
  }
  return changes;
}

/**
 * The replaced installments (never funded, so never paid) leave the interest expected; the
 * closing one comes in, split over what is left of the schedule as the schedule rows split it.
 */
function loanRepaidEarly(d: LoanRepaidEarly['data'], read: RuleReader): RowChange[] {
  const row = read.row('loans', productKey(d.productId));
  if (!row) return [];
  const loan = loanOf(row);
  const replaced = new Set(d.replacedSeqs);
  const before = interestByInvestor(loan.installments, loan.investors, (seq) => replaced.has(seq), loan.holders);
  const after = installmentsOf([
    ...loan.installments.filter((i) => !replaced.has(i.seq)),
    { seq: d.seq, dueOn: d.paidOn, principalWon: d.principalWon, interestWon: d.interestWon },
  ]);
  const closing = interestByInvestor(after, loan.investors, (seq) => seq === d.seq, loan.holders);
  const moves = new Map(holdersOfLoan(loan.investors, loan.holders).map((id) => [id, (closing.get(id) ?? 0) - (before.get(id) ?? 0)]));
  return [updateRow('loans', productKey(d.productId), { set: { installments: after } }), ...expectedMoves(moves)];
}

/** An acceleration replaces the unpaid installments by the claim: their interest is expected no more. */
function loanAccelerated(d: LoanAccelerated['data'], read: RuleReader): RowChange[] {
  const row = read.row('loans', productKey(d.productId));
  if (!row) return [];
  const loan = loanOf(row);
  const replaced = new Set(d.replacedSeqs);
  const gone = interestByInvestor(loan.installments, loan.investors, (seq) => replaced.has(seq), loan.holders);
  return expectedMoves(new Map([...gone].map(([userId, won]) => [userId, -won])));
}
