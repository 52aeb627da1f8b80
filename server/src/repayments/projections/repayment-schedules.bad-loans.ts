// What a bad loan's steps (acceleration, recovery, sale, write-off; docs/api.md "Loans that go bad")
// change in `repayment_schedules`, in both of its forms side by side: the SQL the inline projection
// runs and the fold verify and replay compute, so the two are read (and changed) together.
// The loan's row keeps its status, dates and running sums (recovered principal, interest with late
// interest, costs, written-off principal net of later recoveries); the unpaid installments and
// their investor rows become `accelerated`: the claim replaced them.
import type { Tx } from '../../shared/event-store/event-store.types';
import type { TableMap } from '../../shared/event-store/inline-projections';
import type { FoldRow } from '../../shared/projections/fold/projection-fold';
import type { LoanEvent } from '../loan.events';
import { touchLoanInvestors } from './repayment-schedules.versions';

export type BadLoanEvent = Extract<LoanEvent, { type: 'LoanAccelerated' | 'LoanRecovered' | 'LoanWrittenOff' | 'LoanSold' }>;
type Data<T extends BadLoanEvent['type']> = Extract<BadLoanEvent, { type: T }>['data'];

/** Principal a recovery takes back from what had been written off, summed over its investors. */
const writtenOffRecoveredWon = (d: Data<'LoanRecovered'>): number => d.shares.reduce((t, s) => t + s.writtenOffPrincipalWon, 0);

export async function applyBadLoanEvent(tx: Tx, event: BadLoanEvent, t: TableMap, position: number): Promise<void> {
  switch (event.type) {
    case 'LoanAccelerated': {
      const d = event.data;
      await tx.query(`UPDATE ${t.loans} SET status = 'defaulted', accelerated_on = $2 WHERE product_id = $1`, [d.productId, d.on]);
      await tx.query(`UPDATE ${t.installments} SET status = 'accelerated' WHERE product_id = $1 AND seq = ANY($2::int[])`, [d.productId, d.replacedSeqs]);
      await tx.query(`UPDATE ${t.investorRepayments} SET status = 'accelerated' WHERE product_id = $1 AND seq = ANY($2::int[]) AND status <> 'paid'`, [d.productId, d.replacedSeqs]);
      return touchLoanInvestors(tx, t, d.productId, position);
    }
    case 'LoanRecovered': {
      const d = event.data;
      await tx.query(
        `UPDATE ${t.loans} SET recovered = recovered + $2, recovered_principal = recovered_principal + $3, recovered_interest = recovered_interest + $4,
           recovery_costs = recovery_costs + $5, written_off_principal = written_off_principal - $6, credit = credit + $7 WHERE product_id = $1`,
        [d.productId, d.amountWon, d.principalWon, d.interestWon + d.lateInterestWon, d.costsWon, writtenOffRecoveredWon(d), d.creditWon],
      );
      return;
    }
    case 'LoanWrittenOff':
      await tx.query(
        `UPDATE ${t.loans} SET status = 'written_off', written_off_on = COALESCE(written_off_on, $2), written_off_principal = written_off_principal + $3 WHERE product_id = $1`,
        [event.data.productId, event.data.on, event.data.principalWon],
      );
      return;
    case 'LoanSold':
      await tx.query(`UPDATE ${t.loans} SET status = 'sold', sold_on = $2 WHERE product_id = $1`, [event.data.productId, event.data.soldOn]);
      return;
  }
}

/** The bad-loan columns of a newly scheduled loan's row (the fold's; the table's defaults in SQL). */
export const BAD_LOAN_COLUMNS: FoldRow = {
  accelerated_on: null, written_off_on: null, sold_on: null, recovered: 0, recovered_principal: 0, recovered_interest: 0, recovery_costs: 0, written_off_principal: 0,
};

/** The fold's form of applyBadLoanEvent, on the loan's row, its installments and its investors' rows (by seq). */
export function foldBadLoanEvent(
  event: BadLoanEvent,
  loan: FoldRow | undefined,
  installments: Map<number, FoldRow>,
  investorRows: (seq: number) => Iterable<FoldRow>,
): void {
  if (!loan) return;
  const add = (column: string, won: number) => { loan[column] = (loan[column] as number) + won; };
  switch (event.type) {
    case 'LoanAccelerated':
      Object.assign(loan, { status: 'defaulted', accelerated_on: event.data.on });
      for (const seq of event.data.replacedSeqs) {
        const installment = installments.get(seq);
        if (installment) installment.status = 'accelerated';
        for (const row of investorRows(seq)) if (row.status !== 'paid') row.status = 'accelerated';
      }
      return;
    case 'LoanRecovered': {
      const d = event.data;
      add('recovered', d.amountWon);
      add('recovered_principal', d.principalWon);
      add('recovered_interest', d.interestWon + d.lateInterestWon);
      add('recovery_costs', d.costsWon);
      add('written_off_principal', -writtenOffRecoveredWon(d));
      add('credit', d.creditWon);
      return;
    }
    case 'LoanWrittenOff':
      Object.assign(loan, { status: 'written_off', written_off_on: loan.written_off_on ?? event.data.on });
      add('written_off_principal', event.data.principalWon);
      return;
    case 'LoanSold':
      Object.assign(loan, { status: 'sold', sold_on: event.data.soldOn });
      return;
  }
}
