// Proves the dashboard's groupings: net payouts per month split into paid, overdue and to come, and
// taxes withheld by month and product counting only payouts actually made, and the years a tax
// statement is offered for.
import type { Payout } from '../api/get-dashboard-schedule';
import { payoutsByMonth, statementYears, withheldTaxes } from './payout-aggregation';

const payout = (p: Partial<Payout>): Payout => ({
  product_id: 'p1',
  title: '상품 1호',
  seq: 1,
  due_on: '2026-02-15',
  principal: 78_848,
  interest: 10_000,
  tax: 1_540,
  tax_income: 1_400,
  tax_local: 140,
  fee: 0,
  net: 87_308,
  status: 'scheduled',
  paid_at: null,
  ...p,
});

describe('payout aggregation', () => {
  it('sums net payouts per month, paid, overdue and scheduled apart, in month order', () => {
    const months = payoutsByMonth([
      payout({ due_on: '2026-03-15', seq: 2 }),
      payout({ status: 'paid', paid_at: '2026-02-15T01:00:00Z' }),
      payout({ product_id: 'p2', title: '상품 2호', net: 1_000 }),
      payout({ product_id: 'p3', title: '상품 3호', status: 'overdue', net: 5_000 }),
    ]);
    expect(months).toEqual([
      { month: '2026-02', paidNet: 87_308, scheduledNet: 1_000, overdueNet: 5_000, interest: 30_000, tax: 4_620 },
      { month: '2026-03', paidNet: 0, scheduledNet: 87_308, overdueNet: 0, interest: 10_000, tax: 1_540 },
    ]);
  });

  it('lists withheld taxes by Korea-time month of payment and product, paid payouts only', () => {
    const rows = withheldTaxes([
      payout({ status: 'paid', paid_at: '2026-02-28T16:00:00Z' }),
      payout({ seq: 2, status: 'paid', paid_at: '2026-03-15T01:00:00Z' }),
      payout({ seq: 3, status: 'overdue' }),
    ]);
    expect(rows.map((r) => [r.month, r.taxIncome, r.taxLocal, r.total])).toEqual([
      ['2026-03', 2_800, 280, 3_080],
    ]);
  });

  it('offers a statement for each Korea-time year a payout was paid in and the business year, never a due year', () => {
    const payouts = [
      // Due in December, paid late on New Year's Day (Korea time): a 2027 payment.
      payout({ due_on: '2026-12-20', status: 'paid', paid_at: '2026-12-31T15:30:00Z' }),
      payout({ seq: 2, due_on: '2025-11-20', status: 'paid', paid_at: '2025-11-20T01:00:00Z' }),
      payout({ seq: 3, due_on: '2024-06-20', status: 'overdue' }),
      payout({ seq: 4, due_on: '2029-01-20' }),
    ];
    expect(statementYears(payouts, 2028)).toEqual([2028, 2027, 2025]);
    expect(statementYears(payouts, 2027)).toEqual([2027, 2025]);
    expect(statementYears(payouts, undefined)).toEqual([2027, 2025]);
  });
});
