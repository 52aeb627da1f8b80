// Proves the dashboard's groupings: net payouts per month split into paid and to come, and
// taxes withheld by month and product counting only payouts actually made.
import type { Payout } from '../api/get-dashboard-schedule';
import { payoutsByMonth, withheldTaxes } from './payout-aggregation';

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
  it('sums net payouts per month, paid apart from scheduled, in month order', () => {
    const months = payoutsByMonth([
      payout({ due_on: '2026-03-15', seq: 2 }),
      payout({ status: 'paid', paid_at: '2026-02-15T01:00:00Z' }),
      payout({ product_id: 'p2', title: '상품 2호', net: 1_000 }),
    ]);
    expect(months).toEqual([
      { month: '2026-02', paidNet: 87_308, scheduledNet: 1_000, interest: 20_000, tax: 3_080 },
      { month: '2026-03', paidNet: 0, scheduledNet: 87_308, interest: 10_000, tax: 1_540 },
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
});
