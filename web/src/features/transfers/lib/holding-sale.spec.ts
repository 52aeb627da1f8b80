// Proves the 양도 신청 is offered only for a repaying loan's holding with nothing past due, and that
// what the buyer would get is the installments due after today (one due today stays the seller's).
import { holdingSale, type HoldingRow } from './holding-sale';

const row = (seq: number, due_on: string, status: HoldingRow['status'], principal = 100_000): HoldingRow => ({
  seq, due_on, principal, interest: 1_000, tax_income: 140, tax_local: 10, fee: 0, net: principal + 850, status,
});
const product = { id: 'p', title: 't', rate_bp: 1200, term_months: 3, status: 'repaying' };

describe('holdingSale', () => {
  const schedule: [HoldingRow, HoldingRow, HoldingRow] = [row(1, '2026-10-10', 'paid'), row(2, '2026-11-10', 'scheduled'), row(3, '2026-12-10', 'scheduled', 100_001)];

  it('sells what is still to come of a repaying loan', () => {
    const sale = holdingSale({ product, loan_status: 'repaying', schedule: schedule.slice(0, 1).concat(row(2, '2026-11-28', 'scheduled'), schedule[2]) }, '2026-11-27');
    expect(sale).toEqual({ sellable: true, rows: [expect.objectContaining({ seq: 2 }), expect.objectContaining({ seq: 3 })], outstandingPrincipalWon: 200_001 });
  });

  it('leaves an installment due today to the seller', () => {
    const sale = holdingSale({ product, loan_status: 'repaying', schedule }, '2026-11-10');
    expect(sale).toMatchObject({ sellable: true, outstandingPrincipalWon: 100_001 });
  });

  it('says why not: not repaying, something past due, nothing left', () => {
    expect(holdingSale({ product: { ...product, status: 'funding' }, loan_status: null, schedule: [] }, '2026-11-27')).toEqual({ sellable: false, why: 'not_repaying' });
    expect(holdingSale({ product, loan_status: 'defaulted', schedule }, '2026-11-27')).toEqual({ sellable: false, why: 'not_repaying' });
    expect(holdingSale({ product, loan_status: 'repaying', schedule }, '2026-11-11')).toEqual({ sellable: false, why: 'overdue' });
    expect(holdingSale({ product, loan_status: 'repaying', schedule: [row(1, '2026-10-10', 'paid'), row(2, '2026-11-10', 'overdue')] }, '2026-11-11')).toEqual({ sellable: false, why: 'overdue' });
    expect(holdingSale({ product, loan_status: 'repaying', schedule: [row(1, '2026-10-10', 'paid'), row(2, '2026-11-27', 'scheduled')] }, '2026-11-27')).toEqual({ sellable: false, why: 'nothing_left' });
  });
});
