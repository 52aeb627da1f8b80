// A loan's schedule and its investors' rows: at scheduling, every installment split among the
// investors (investorPayouts) with the tax the timeline puts on each due date; at an early
// repayment, the replaced installments and their rows go and the closing installment comes,
// split as the batch will pay it — to whoever holds each share (holderPayouts: a claim bought).
import { assert } from '../../shared/errors/domain-error';
import type { FoldRow } from '../../shared/projections/fold/projection-fold';
import { deleteRow, insertRow, RowChange, updateRow, upsertRow } from '../../shared/projections/rules/row-changes';
import { ClaimHolders, holderPayouts, Installment, investorPayouts, Party, Payout, TaxPolicy } from '../../shared/loan-maths';
import type { LoanRepaidEarly, LoanScheduled } from '../loan.events';
import { policyByDueDateOf } from './income-tax-timeline';
import { EventRule, holdersOf, loanInstallments, loanInvestorRows, loanRow, rowKey, TIMELINE } from './repayment-schedules.reads';
import { touched } from './repayment-schedules.versions';

/** The investors' scheduled rows (late interest none until paid: the credit writes it). */
const payoutRows = (productId: string, payouts: readonly Payout[]): RowChange[] => payouts.map((p) => insertRow('investorRepayments', {
  user_id: p.userId, product_id: productId, seq: p.seq, due_on: p.dueOn, principal: p.principalWon, interest: p.interestWon, tax_income: p.incomeTaxWon,
  tax_local: p.localTaxWon, fee: p.feeWon, net: p.netWon, status: 'scheduled', paid_at: null,
}));

/** The loan, its installments and its investors' rows; every investor of it touched (the rows are all new). */
export const loanScheduled: EventRule<LoanScheduled['data']> = {
  reads: () => [TIMELINE],
  changes: (d, read, event) => {
    const payouts = investorPayouts(d.installments, d.investors, policyByDueDateOf(read, d.policy));
    return [
      insertRow('loans', {
        product_id: d.productId, status: 'repaying', method: d.method, rate_bp: d.rateBp, term_months: d.termMonths, principal: d.principalWon,
        executed_at: d.executedAt, executed_on: d.executedOn, overdue_since: null, completed_at: null, investor_count: d.investors.length,
        investors: d.investors, policy: d.policy,
      }),
      ...d.installments.map((i) => insertRow('installments', {
        product_id: d.productId, seq: i.seq, due_on: i.dueOn, principal: i.principalWon, interest: i.interestWon, status: 'scheduled', funded_on: null, distributed_at: null,
      })),
      ...payoutRows(d.productId, payouts),
      ...touched(payouts.map((p) => p.userId), event.globalPosition),
    ];
  },
};

/** The loan's installments after the early repayment, in seq order: the replaced ones gone, the closing one as paid. */
function installmentsAfter(rows: readonly FoldRow[], d: LoanRepaidEarly['data']): Installment[] {
  const replaced = new Set(d.replacedSeqs);
  const kept = rows
    .filter((i) => i.status !== 'replaced' && !replaced.has(Number(i.seq)) && Number(i.seq) !== d.seq)
    .map((i) => ({ seq: Number(i.seq), dueOn: String(i.due_on), principalWon: Number(i.principal), interestWon: Number(i.interest) }));
  return [...kept, { seq: d.seq, dueOn: d.paidOn, principalWon: d.principalWon, interestWon: d.interestWon }].sort((a, b) => a.seq - b.seq);
}

/**
 * The replaced installments (the closing one among them) and their investor rows go; the closing
 * installment comes back funded, its rows split as the batch will pay it. Every investor with
 * rows of the loan before or after is touched.
 */
export const loanRepaidEarly: EventRule<LoanRepaidEarly['data']> = {
  reads: (d) => [loanRow(d.productId), loanInstallments(d.productId), loanInvestorRows(d.productId), TIMELINE],
  changes: (d, read, event) => {
    const loan = read.row('loans', { product_id: d.productId });
    assert(loan, `LoanRepaidEarly for a loan never scheduled: ${d.productId}`);
    const replaced = new Set(d.replacedSeqs);
    const rows = read.rows(loanInvestorRows(d.productId));
    const payouts = holderPayouts(installmentsAfter(read.rows(loanInstallments(d.productId)), d), loan.investors as Party[], loan.holders as ClaimHolders,
      policyByDueDateOf(read, loan.policy as TaxPolicy)).filter((p) => p.seq === d.seq);
    return [
      ...d.replacedSeqs.filter((seq) => seq !== d.seq).map((seq) => updateRow('installments', { product_id: d.productId, seq }, { set: { status: 'replaced' } })),
      upsertRow('installments', { product_id: d.productId, seq: d.seq }, {
        set: { due_on: d.paidOn, principal: d.principalWon, interest: d.interestWon, status: 'funded', funded_on: d.paidOn, overdue: false },
      }),
      updateRow('loans', { product_id: d.productId }, { add: { credit: -(d.principalWon + d.interestWon) } }),
      ...rows.filter((row) => replaced.has(Number(row.seq))).map((row) => deleteRow('investorRepayments', rowKey(row))),
      ...payoutRows(d.productId, payouts),
      ...touched([...holdersOf(rows), ...payouts.map((p) => p.userId)], event.globalPosition),
    ];
  },
};
