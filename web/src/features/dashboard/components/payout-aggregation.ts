// Pure groupings of payouts for the dashboard's charts and tax tab (money stays integer won).
import type { Payout } from '../api/get-dashboard-schedule';

/** Net payouts of a month by status (지급 완료, 지급 예정, 연체: an installment unpaid past its due date). */
export type MonthTotals = { month: string; paidNet: number; scheduledNet: number; overdueNet: number; interest: number; tax: number };

/** "2026-03-15" → "2026-03". */
export const monthOf = (dueOn: string): string => dueOn.slice(0, 7);

const NET_OF_STATUS = { paid: 'paidNet', scheduled: 'scheduledNet', overdue: 'overdueNet' } as const;

/** Net payouts per due month, paid, still to come and overdue apart, in month order. */
export function payoutsByMonth(payouts: readonly Payout[]): MonthTotals[] {
  const byMonth = new Map<string, MonthTotals>();
  for (const p of payouts) {
    // An installment replaced at 기한이익상실 is expected in no month: its principal is claimed as a whole.
    if (p.status === 'accelerated') continue;
    const month = monthOf(p.due_on);
    const row = byMonth.get(month) ?? { month, paidNet: 0, scheduledNet: 0, overdueNet: 0, interest: 0, tax: 0 };
    row[NET_OF_STATUS[p.status]] += p.net;
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

/**
 * The years a tax statement is offered for, newest first: each year a payout was paid in (its
 * business payment date, Korea time; never its due date, which an overdue or early payment
 * leaves) and the business year running now, once known.
 */
export function statementYears(payouts: readonly Payout[], businessYear: number | undefined): number[] {
  const years = new Set<number>(businessYear === undefined ? [] : [businessYear]);
  for (const p of payouts) if (p.status === 'paid' && p.paid_at) years.add(Number(koreaDate(p.paid_at).slice(0, 4)));
  return [...years].sort((a, b) => b - a);
}

/** The Korea-time calendar date of an instant. */
export function koreaDate(instant: string): string {
  return new Date(new Date(instant).getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}
