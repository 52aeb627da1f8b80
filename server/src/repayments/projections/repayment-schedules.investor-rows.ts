// Investors' schedule rows as a loan runs: a credit pays one row (keyed, no read: a month-end
// chunk is one update and one versions upsert), an overdue installment marks its scheduled rows,
// a distribution settles the rows of nothing (never credited), a transfer moves the seller's rows
// to the buyer. A row changed because of how it was read keeps that state as a guard (`when`), so
// a credit committing meanwhile is never overwritten.
import { RowChange, updateRow, insertRow, deleteRow } from '../../shared/projections/rules/row-changes';
import { ClaimHolders, Party, withTransfer } from '../../shared/loan-maths';
import { RepaymentCredited, repaymentNetWon, repaymentPaidAt, userIdOfInvestorStream } from '../../wallet';
import type { ClaimTransferredData, LoanEvent } from '../loan.events';
import { EventRule, holdersOf, installmentInvestorRows, loanInvestorRows, loanRow, rowKey } from './repayment-schedules.reads';
import { SUMMED } from './repayment-schedules.tables';
import { touched, touchedOne } from './repayment-schedules.versions';

type Data<T extends LoanEvent['type']> = Extract<LoanEvent, { type: T }>['data'];
const sameId = (a: unknown, b: string) => String(a).toLowerCase() === b.toLowerCase();

/** The investor's row takes what was actually paid, so the schedule reconciles to the wallet; `paid_at` the business instant of the payment. */
export const repaymentCredited: EventRule<RepaymentCredited['data']> = {
  changes: (d, _read, event) => {
    const userId = userIdOfInvestorStream(event.streamId);
    return [
      updateRow('investorRepayments', { user_id: userId, product_id: d.productId, seq: d.seq }, {
        set: {
          status: 'paid', paid_at: repaymentPaidAt({ data: d, businessAt: event.businessAt }), principal: d.principalWon, interest: d.interestWon,
          late_interest: d.lateInterestWon ?? 0, tax_income: d.incomeTaxWon, tax_local: d.localTaxWon, fee: d.feeWon, net: repaymentNetWon(d),
        },
      }),
      touchedOne(userId, event.globalPosition),
    ];
  },
};

/** The installment is overdue; its scheduled rows too. Every investor of the loan is touched. */
export const installmentOverdue: EventRule<Data<'InstallmentOverdue'>> = {
  reads: (d) => [loanInvestorRows(d.productId)],
  changes: (d, read, event) => {
    // In no order: each row is a change of its own, and a loan's rows were sorted again at each overdue after an early repayment or a transfer.
    const rows = read.rows({ ...loanInvestorRows(d.productId), anyOrder: true });
    return [
      updateRow('installments', { product_id: d.productId, seq: d.seq }, { set: { overdue: true } }),
      ...rows.filter((row) => Number(row.seq) === d.seq && row.status === 'scheduled')
        .map((row) => updateRow('investorRepayments', rowKey(row), { set: { status: 'overdue' }, when: { status: 'scheduled' } })),
      ...touched(holdersOf(rows), event.globalPosition),
    ];
  },
};

/** The installment is distributed; a share of nothing (a tiny investor's month), never credited, is settled all the same. */
export const installmentDistributed: EventRule<Data<'InstallmentDistributed'>> = {
  reads: (d) => [installmentInvestorRows(d.productId, d.seq)],
  changes: (d, read, event) => {
    // In no order: each row settled is one change of its own, and sorting each installment's rows as it is distributed was a second of a replay.
    const settled = read.rows({ ...installmentInvestorRows(d.productId, d.seq), anyOrder: true }).filter((row) => row.status !== 'paid' && Number(row.principal) === 0 && Number(row.interest) === 0);
    return [
      updateRow('installments', { product_id: d.productId, seq: d.seq }, { set: { status: 'distributed', distributed_at: d.distributedAt } }),
      ...settled.map((row) => updateRow('investorRepayments', rowKey(row), { set: { status: 'paid', paid_at: d.distributedAt }, when: { status: row.status } })),
      updateRow('loans', { product_id: d.productId }, { add: { repaid_principal: d.principalWon, paid_interest: d.interestWon } }),
      ...touched(holdersOf(settled), event.globalPosition),
    ];
  },
};

/**
 * A claim bought (원리금수취권 양도): the seller's unpaid rows from `fromSeq` on become the buyer's.
 * A buyer who already held a part of the loan has one row per installment: the two are added (an
 * estimate until paid, as every scheduled row is; the credit writes what was withheld on the sum).
 * The loan records who now holds the shares (claim-holders.ts) for an early repayment's rows.
 */
export const claimTransferred: EventRule<ClaimTransferredData> = {
  reads: (d) => [loanRow(d.productId), loanInvestorRows(d.productId)],
  changes: (d, read, event) => {
    const loan = read.row('loans', { product_id: d.productId });
    const rows = read.rows(loanInvestorRows(d.productId));
    const buyers = new Map(rows.filter((row) => sameId(row.user_id, d.toUserId)).map((row) => [Number(row.seq), row]));
    const changes: RowChange[] = loan
      ? [updateRow('loans', { product_id: d.productId }, { set: { holders: withTransfer(loan.holders as ClaimHolders, loan.investors as Party[], d.fromUserId, d.toUserId, d.fromSeq) } })]
      : [];
    for (const row of rows) {
      if (!sameId(row.user_id, d.fromUserId) || Number(row.seq) < d.fromSeq || row.status === 'paid') continue;
      changes.push(deleteRow('investorRepayments', rowKey(row)));
      const theirs = buyers.get(Number(row.seq));
      changes.push(theirs
        ? updateRow('investorRepayments', rowKey(theirs), { add: Object.fromEntries(SUMMED.map((c) => [c, Number(row[c])])) })
        : insertRow('investorRepayments', { ...row, user_id: d.toUserId }));
    }
    return [...changes, ...touched([d.fromUserId, d.toUserId], event.globalPosition)];
  },
};
