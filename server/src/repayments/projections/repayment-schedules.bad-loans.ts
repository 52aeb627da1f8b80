// What a bad loan's steps (acceleration, recovery, sale, write-off; docs/api.md "Loans that go bad")
// change in `repayment_schedules`. The loan's row keeps its status, dates and running sums
// (recovered principal, interest with late interest, costs, written-off principal net of later
// recoveries); the unpaid installments and their investor rows become `accelerated`: the claim
// replaced them.
import { updateRow } from '../../shared/projections/rules/row-changes';
import type { LoanEvent } from '../loan.events';
import { EventRule, holdersOf, loanInvestorRows, rowKey } from './repayment-schedules.reads';
import { touched } from './repayment-schedules.versions';

type Data<T extends LoanEvent['type']> = Extract<LoanEvent, { type: T }>['data'];
const loan = (productId: string) => ({ product_id: productId });

/** The loan defaults; the replaced installments and their unpaid rows are accelerated (as read: a credit meanwhile stays paid). Every investor of the loan is touched. */
export const loanAccelerated: EventRule<Data<'LoanAccelerated'>> = {
  reads: (d) => [loanInvestorRows(d.productId)],
  changes: (d, read, event) => {
    const replaced = new Set(d.replacedSeqs);
    const rows = read.rows(loanInvestorRows(d.productId));
    return [
      updateRow('loans', loan(d.productId), { set: { status: 'defaulted', accelerated_on: d.on } }),
      ...d.replacedSeqs.map((seq) => updateRow('installments', { product_id: d.productId, seq }, { set: { status: 'accelerated' } })),
      ...rows.filter((row) => replaced.has(Number(row.seq)) && row.status !== 'paid')
        .map((row) => updateRow('investorRepayments', rowKey(row), { set: { status: 'accelerated' }, when: { status: row.status } })),
      ...touched(holdersOf(rows), event.globalPosition),
    ];
  },
};

/** Principal a recovery takes back from what had been written off, summed over its investors. */
const writtenOffRecoveredWon = (d: Data<'LoanRecovered'>): number => d.shares.reduce((t, s) => t + s.writtenOffPrincipalWon, 0);

export const loanRecovered: EventRule<Data<'LoanRecovered'>> = {
  changes: (d) => [updateRow('loans', loan(d.productId), {
    add: {
      recovered: d.amountWon, recovered_principal: d.principalWon, recovered_interest: d.interestWon + d.lateInterestWon, recovery_costs: d.costsWon,
      written_off_principal: -writtenOffRecoveredWon(d), credit: d.creditWon,
    },
  })],
};

/** Written off: the date of the first write-off stays (`when` it has none). */
export const loanWrittenOff: EventRule<Data<'LoanWrittenOff'>> = {
  changes: (d) => [
    updateRow('loans', loan(d.productId), { set: { status: 'written_off' }, add: { written_off_principal: d.principalWon } }),
    updateRow('loans', loan(d.productId), { set: { written_off_on: d.on }, when: { written_off_on: null } }),
  ],
};

export const loanSold: EventRule<Data<'LoanSold'>> = {
  changes: (d) => [updateRow('loans', loan(d.productId), { set: { status: 'sold', sold_on: d.soldOn } })],
};
