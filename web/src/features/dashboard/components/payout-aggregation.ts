// Pure groupings of payouts for the dashboard's charts and tax tab (money stays integer won).
import type { Payout } from '../api/get-dashboard-schedule';

export type MonthTotals = { month: string; paidNet: number; scheduledNet: number; interest: number; tax: number };

/** "2026-03-15" → "2026-03". */
export const monthOf = (dueOn: string): string => dueOn.slice(0, 7);

/** Net payouts per month, paid and still to come, in month order. */
export function payoutsByMonth(payouts: readonly Payout[]): MonthTotals[] {
  const byMonth = new Map<string, MonthTotals>();
  for (const p of payouts) {
    const month = monthOf(p.due_on);
    const row = byMonth.get(month) ?? { month, paidNet: 0, scheduledNet: 0, interest: 0, tax: 0 };
    if (p.status === 'paid') row.paidNet += p.net;
    else row.scheduledNet += p.net;
    row.interest += p.interest;
    row.tax += p.tax;
    byMonth.set(month, row);
  }
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}

export type TaxRow = { month: string; productId: string; title: string; interest: number; taxIncome: number; taxLocal: number; total: number };

/** Taxes actually withheld (paid payouts only), by month and product. */
export function withheldTaxes(payouts: readonly Payout[]): TaxRow[] {
  const rows = new Map<string, TaxRow>();
  for (const p of payouts) {
    if (p.status !== 'paid') continue;
    const month = monthOf(p.paid_at ? koreaDate(p.paid_at) : p.due_on);
    const key = `${month}|${p.product_id}`;
    const income = p.tax_income ?? p.tax;
    const local = p.tax_local ?? 0;
    const row = rows.get(key) ?? { month, productId: p.product_id, title: p.title, interest: 0, taxIncome: 0, taxLocal: 0, total: 0 };
    row.interest += p.interest;
    row.taxIncome += income;
    row.taxLocal += local;
    row.total += income + local;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.month.localeCompare(a.month) || a.title.localeCompare(b.title));
}

/** The Korea-time calendar date of an instant. */
export function koreaDate(instant: string): string {
  return new Date(new Date(instant).getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}
