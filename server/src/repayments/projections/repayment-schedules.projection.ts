// `repayment_schedules`: loans, their installments and borrower payments, and every investor's
// schedule per product (principal, interest, each tax, net, status) with its version (the last
// position that changed it: repayment-schedules.versions.ts). Inline, so the batch and the
// screens read what the last command wrote. One projection for these tables because an early
// repayment re-derives investor rows from the loan's installments.
import { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { applyInRuns, Projection, runOf, TableMap } from '../../shared/event-store/inline-projections';
import { rows, one } from '../../shared/database/sql';
import { assertNever } from '../../shared/errors/domain-error';
import { toWon } from '../../shared/won';
import { isRepaymentCredited, RepaymentCredited, repaymentPaidAt, userIdOfInvestorStream } from '../../wallet';
import { ClaimTransferredData, LOAN_EVENT_TYPES, LoanEvent } from '../loan.events';
import { applyPolicyChanged, policyByDueDateOf, REPAYMENT_POLICY_CHANGED } from './income-tax-timeline';
import { repaymentSchedulesFold, SchedulesEvent } from './repayment-schedules.fold';
import { ClaimHolders, holderPayouts, investorPayouts, Party, TaxPolicy, withTransfer } from '../../shared/loan-maths';
import { touchEveryInvestor, touchLoanInvestors, upsertVersions } from './repayment-schedules.versions';
import { applyBadLoanEvent } from './repayment-schedules.bad-loans';

async function insertPayouts(tx: Tx, t: TableMap, productId: string, payouts: ReturnType<typeof investorPayouts>): Promise<void> {
  if (payouts.length === 0) return;
  await tx.query(
    `INSERT INTO ${t.investorRepayments} (user_id, product_id, seq, due_on, principal, interest, tax_income, tax_local, fee, net, status)
     SELECT u, $1, s, d::date, p, i, ti, tl, f, n, 'scheduled'
     FROM unnest($2::uuid[], $3::int[], $4::text[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[], $9::bigint[], $10::bigint[]) AS x(u, s, d, p, i, ti, tl, f, n)`,
    [
      productId,
      payouts.map((p) => p.userId),
      payouts.map((p) => p.seq),
      payouts.map((p) => p.dueOn),
      payouts.map((p) => p.principalWon),
      payouts.map((p) => p.interestWon),
      payouts.map((p) => p.incomeTaxWon),
      payouts.map((p) => p.localTaxWon),
      payouts.map((p) => p.feeWon),
      payouts.map((p) => p.netWon),
    ],
  );
}

async function insertLoan(tx: Tx, t: TableMap, d: Extract<LoanEvent, { type: 'LoanScheduled' }>['data'], position: number): Promise<void> {
  await tx.query(
    `INSERT INTO ${t.loans} (product_id, status, method, rate_bp, term_months, principal, executed_at, executed_on, investor_count, investors, policy)
     VALUES ($1, 'repaying', $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [d.productId, d.method, d.rateBp, d.termMonths, d.principalWon, d.executedAt, d.executedOn, d.investors.length, JSON.stringify(d.investors), JSON.stringify(d.policy)],
  );
  for (const i of d.installments) {
    await tx.query(`INSERT INTO ${t.installments} (product_id, seq, due_on, principal, interest, status) VALUES ($1, $2, $3, $4, $5, 'scheduled')`, [
      d.productId, i.seq, i.dueOn, i.principalWon, i.interestWon,
    ]);
  }
  await insertPayouts(tx, t, d.productId, investorPayouts(d.installments, d.investors, await policyByDueDateOf(tx, t, d.policy)));
  await touchLoanInvestors(tx, t, d.productId, position);
}

async function replaceRepaidEarly(tx: Tx, t: TableMap, d: Extract<LoanEvent, { type: 'LoanRepaidEarly' }>['data'], position: number): Promise<void> {
  await tx.query(`UPDATE ${t.installments} SET status = 'replaced' WHERE product_id = $1 AND seq = ANY($2::int[])`, [d.productId, d.replacedSeqs]);
  await tx.query(
    `INSERT INTO ${t.installments} (product_id, seq, due_on, principal, interest, status, funded_on) VALUES ($1, $2, $3, $4, $5, 'funded', $3)
     ON CONFLICT (product_id, seq) DO UPDATE SET due_on = EXCLUDED.due_on, principal = EXCLUDED.principal, interest = EXCLUDED.interest, status = 'funded', funded_on = EXCLUDED.funded_on, overdue = false`,
    [d.productId, d.seq, d.paidOn, d.principalWon, d.interestWon],
  );
  await tx.query(`UPDATE ${t.loans} SET credit = credit - $2 WHERE product_id = $1`, [d.productId, d.principalWon + d.interestWon]);
  // Investor rows: the replaced installments go, the closing one comes, split as the batch will pay it.
  const removed = await rows<{ user_id: string }>(tx, `DELETE FROM ${t.investorRepayments} WHERE product_id = $1 AND seq = ANY($2::int[]) RETURNING user_id`, [d.productId, d.replacedSeqs]);
  const loan = await one<{ investors: Party[]; policy: TaxPolicy; holders: ClaimHolders }>(tx, `SELECT investors, policy, holders FROM ${t.loans} WHERE product_id = $1`, [d.productId]);
  const installments = (await rows<{ seq: number; due_on: string; principal: string; interest: string }>(
    tx, `SELECT seq, to_char(due_on, 'YYYY-MM-DD') AS due_on, principal, interest FROM ${t.installments} WHERE product_id = $1 AND status <> 'replaced' ORDER BY seq`, [d.productId],
  )).map((r) => ({ seq: r.seq, dueOn: r.due_on, principalWon: toWon(r.principal), interestWon: toWon(r.interest) }));
  // The closing installment is paid to whoever holds each share (a claim bought: claim-holders.ts).
  const payouts = holderPayouts(installments, loan!.investors, loan!.holders, await policyByDueDateOf(tx, t, loan!.policy)).filter((p) => p.seq === d.seq);
  await insertPayouts(tx, t, d.productId, payouts);
  await touchLoanInvestors(tx, t, d.productId, position, removed.map((r) => r.user_id));
}

async function settleDistributed(tx: Tx, t: TableMap, d: Extract<LoanEvent, { type: 'InstallmentDistributed' }>['data'], position: number): Promise<void> {
  await tx.query(`UPDATE ${t.installments} SET status = 'distributed', distributed_at = $3 WHERE product_id = $1 AND seq = $2`, [d.productId, d.seq, d.distributedAt]);
  // A share of nothing (a tiny investor's month) is never credited to the wallet; it is settled all the same.
  await tx.query(
    `WITH settled AS (
       UPDATE ${t.investorRepayments} SET status = 'paid', paid_at = $3 WHERE product_id = $1 AND seq = $2 AND status <> 'paid' AND principal = 0 AND interest = 0
       RETURNING user_id, $4::bigint AS position
     ) ${upsertVersions(t, 'SELECT user_id, position FROM settled')}`,
    [d.productId, d.seq, d.distributedAt, position],
  );
  await tx.query(`UPDATE ${t.loans} SET repaid_principal = repaid_principal + $2, paid_interest = paid_interest + $3 WHERE product_id = $1`, [d.productId, d.principalWon, d.interestWon]);
}

/**
 * A claim bought (원리금수취권 양도): the seller's rows from `fromSeq` on become the buyer's. A buyer
 * who already held a part of the loan has one row per installment: the two are added (an estimate
 * until paid, as every scheduled row is; the credit writes what was withheld on the sum).
 */
async function transferRows(tx: Tx, t: TableMap, d: ClaimTransferredData, position: number): Promise<void> {
  const loan = await one<{ investors: Party[]; holders: ClaimHolders }>(tx, `SELECT investors, holders FROM ${t.loans} WHERE product_id = $1`, [d.productId]);
  if (loan) {
    await tx.query(`UPDATE ${t.loans} SET holders = $2 WHERE product_id = $1`, [d.productId, JSON.stringify(withTransfer(loan.holders, loan.investors, d.fromUserId, d.toUserId, d.fromSeq))]);
  }
  await tx.query(
    `WITH moved AS (
       DELETE FROM ${t.investorRepayments} WHERE product_id = $1 AND user_id = $2 AND seq >= $4 AND status <> 'paid'
       RETURNING product_id, seq, due_on, principal, interest, late_interest, tax_income, tax_local, fee, net, status, paid_at
     )
     INSERT INTO ${t.investorRepayments} AS r (user_id, product_id, seq, due_on, principal, interest, late_interest, tax_income, tax_local, fee, net, status, paid_at)
     SELECT $3, product_id, seq, due_on, principal, interest, late_interest, tax_income, tax_local, fee, net, status, paid_at FROM moved
     ON CONFLICT (user_id, product_id, seq) DO UPDATE SET principal = r.principal + EXCLUDED.principal, interest = r.interest + EXCLUDED.interest,
       late_interest = r.late_interest + EXCLUDED.late_interest, tax_income = r.tax_income + EXCLUDED.tax_income, tax_local = r.tax_local + EXCLUDED.tax_local,
       fee = r.fee + EXCLUDED.fee, net = r.net + EXCLUDED.net`,
    [d.productId, d.fromUserId, d.toUserId, d.fromSeq],
  );
  await tx.query(upsertVersions(t, `SELECT user_id, $3::bigint AS position FROM unnest(ARRAY[$1::uuid, $2::uuid]) AS u(user_id)`), [d.fromUserId, d.toUserId, position]);
}

async function applyLoanEvent(tx: Tx, event: LoanEvent, t: TableMap, businessAt: Date, position: number): Promise<void> {
  switch (event.type) {
    case 'LoanScheduled':
      return insertLoan(tx, t, event.data, position);
    case 'BorrowerPaymentReceived': {
      const d = event.data;
      await tx.query(`INSERT INTO ${t.payments} (payment_id, product_id, amount, paid_on, received_at, source) VALUES ($1, $2, $3, $4, $5, $6)`, [
        d.paymentId, d.productId, d.amountWon, d.paidOn, d.receivedAt, d.source ?? 'operator',
      ]);
      await tx.query(`UPDATE ${t.loans} SET received = received + $2, credit = credit + $2 WHERE product_id = $1`, [d.productId, d.amountWon]);
      return;
    }
    case 'InstallmentFunded': {
      const d = event.data;
      await tx.query(`UPDATE ${t.installments} SET status = 'funded', funded_on = $3, late_interest = $4 WHERE product_id = $1 AND seq = $2`, [
        d.productId, d.seq, d.fundedOn, d.lateInterestWon ?? 0,
      ]);
      await tx.query(`UPDATE ${t.loans} SET credit = credit - $2 WHERE product_id = $1`, [d.productId, d.amountWon]);
      return;
    }
    case 'LoanRepaidEarly':
      return replaceRepaidEarly(tx, t, event.data, position);
    case 'InstallmentOverdue': {
      const d = event.data;
      await tx.query(`UPDATE ${t.installments} SET overdue = true WHERE product_id = $1 AND seq = $2`, [d.productId, d.seq]);
      await tx.query(`UPDATE ${t.investorRepayments} SET status = 'overdue' WHERE product_id = $1 AND seq = $2 AND status = 'scheduled'`, [d.productId, d.seq]);
      await touchLoanInvestors(tx, t, d.productId, position);
      return;
    }
    case 'LoanOverdue':
      await tx.query(`UPDATE ${t.loans} SET status = 'overdue', overdue_since = $2 WHERE product_id = $1`, [event.data.productId, event.data.oldestDueOn]);
      return;
    case 'LoanOverdueCleared':
      await tx.query(`UPDATE ${t.loans} SET status = 'repaying', overdue_since = NULL WHERE product_id = $1`, [event.data.productId]);
      return;
    case 'InstallmentDistributed':
      return settleDistributed(tx, t, event.data, position);
    case 'LoanCompleted':
      await tx.query(`UPDATE ${t.loans} SET status = 'completed', completed_at = $2 WHERE product_id = $1`, [event.data.productId, event.data.completedAt ?? businessAt]);
      return;
    case 'BorrowerCreditRefunded':
      await tx.query(`UPDATE ${t.loans} SET credit = credit - $2 WHERE product_id = $1`, [event.data.productId, event.data.amountWon]);
      return;
    case 'LoanAccelerated':
    case 'LoanRecovered':
    case 'LoanWrittenOff':
    case 'LoanSold':
      return applyBadLoanEvent(tx, event, t, position);
    case 'AccelerationNoticed':
      return; // the loan's own fact (its page reads the stream); no row changes
    case 'ClaimTransferred':
      return transferRows(tx, t, event.data, position);
    default:
      assertNever(event);
  }
}

/**
 * A run of repayment credits (a month-end chunk) as one update: each investor's row takes what was
 * actually paid, so the schedule reconciles to the wallet. The one-event form is a run of one.
 * Should a row be credited twice in a run, the later credit wins, as it would event by event; the
 * investor's version takes the greatest position of the credits that found a row. `paid_at` is
 * the business instant of the payment (repaymentPaidAt), as the fold dates it.
 */
async function creditRun(tx: Tx, run: StoredEvent<RepaymentCredited>[], t: TableMap): Promise<void> {
  const lastPerRow = new Map<string, { event: StoredEvent<RepaymentCredited>; position: number }>();
  for (const event of run) {
    const key = `${userIdOfInvestorStream(event.streamId)}:${event.data.productId}:${event.data.seq}`.toLowerCase();
    lastPerRow.set(key, { event, position: Math.max(event.globalPosition, lastPerRow.get(key)?.position ?? 0) });
  }
  const credits = [...lastPerRow.values()];
  const column = (f: (e: StoredEvent<RepaymentCredited>) => unknown) => credits.map((c) => f(c.event));
  await tx.query(
    `WITH paid AS (
       UPDATE ${t.investorRepayments} r
       SET status = 'paid', paid_at = x.at, principal = x.p, interest = x.i, late_interest = x.li, tax_income = x.ti, tax_local = x.tl, fee = x.f,
         net = x.p + x.i + x.li - x.ti - x.tl - x.f
       FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::timestamptz[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[], $9::bigint[], $10::bigint[], $11::bigint[])
         AS x(user_id, product_id, seq, at, p, i, ti, tl, f, position, li)
       WHERE r.user_id = x.user_id AND r.product_id = x.product_id AND r.seq = x.seq
       RETURNING r.user_id, x.position
     ) ${upsertVersions(t, 'SELECT user_id, position FROM paid')}`,
    [
      column((e) => userIdOfInvestorStream(e.streamId)), column((e) => e.data.productId), column((e) => e.data.seq), column(repaymentPaidAt),
      column((e) => e.data.principalWon), column((e) => e.data.interestWon), column((e) => e.data.incomeTaxWon), column((e) => e.data.localTaxWon), column((e) => e.data.feeWon),
      credits.map((c) => c.position), column((e) => e.data.lateInterestWon ?? 0),
    ],
  );
}

async function apply(tx: Tx, event: StoredEvent<SchedulesEvent>, t: TableMap): Promise<void> {
  if (isRepaymentCredited(event)) return creditRun(tx, [event], t);
  if (event.type === REPAYMENT_POLICY_CHANGED) {
    await applyPolicyChanged(tx, event, t);
    return touchEveryInvestor(tx, t, event.globalPosition);
  }
  return applyLoanEvent(tx, event, t, event.businessAt, event.globalPosition);
}

export const repaymentSchedulesProjection: Projection<SchedulesEvent> = {
  name: 'repayment_schedules',
  tables: {
    loans: 'loans', installments: 'loan_installments', payments: 'loan_payments', investorRepayments: 'investor_repayments', taxTimeline: 'income_tax_timeline',
    scheduleVersions: 'investor_schedule_versions',
  },
  handles: [...LOAN_EVENT_TYPES, 'RepaymentCredited', REPAYMENT_POLICY_CHANGED],
  keys: { loans: ['product_id'], installments: ['product_id', 'seq'], payments: ['payment_id'], investorRepayments: ['user_id', 'product_id', 'seq'], taxTimeline: ['effective_on'], scheduleVersions: ['user_id'] },
  fold: repaymentSchedulesFold,
  apply,
  applyBatch: applyInRuns([runOf(isRepaymentCredited, creditRun)], apply),
};
