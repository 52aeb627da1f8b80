// Proves the monthly payouts chart names each part of a month by its status as the schedules do:
// an overdue installment reads 연체 (never 지급 예정), with its own bar part and legend entry, and
// the months shown start three before the first month not fully paid, overdue ones included.
import { render, screen, within } from '@testing-library/react';
import { MonthlyPayoutsChart } from './monthly-payouts-chart';
import type { MonthTotals } from './payout-aggregation';

const month = (m: string, parts: Partial<MonthTotals>): MonthTotals => ({ month: m, paidNet: 0, scheduledNet: 0, overdueNet: 0, interest: 0, tax: 0, ...parts });

describe('monthly payouts chart', () => {
  it('shows an overdue installment as 연체, apart from what is still to come', () => {
    const { container } = render(
      <MonthlyPayoutsChart months={[month('2026-10', { paidNet: 90_000 }), month('2026-11', { overdueNet: 87_308 }), month('2026-12', { scheduledNet: 88_000 })]} />,
    );
    const rows = within(screen.getByRole('list', { name: '월별 지급 완료액, 연체액과 지급 예정액' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '2026.1090,000원 (지급 완료 90,000원)',
      '2026.1187,308원 (연체 87,308원)',
      '2026.1288,000원 (지급 예정 88,000원)',
    ]);
    const widthOf = (part: string) => parseFloat((rows[1]!.querySelector(`.payout-chart__${part}`) as HTMLElement).style.width);
    expect([widthOf('paid'), Math.round(widthOf('overdue')), widthOf('scheduled')]).toEqual([0, 97, 0]);
    expect(container.querySelector('figcaption')).toHaveTextContent('지급 완료 연체 지급 예정');
  });

  it('starts three months before the first month not fully paid, an overdue one included', () => {
    const paid = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'].map((m) => month(m, { paidNet: 1_000 }));
    render(<MonthlyPayoutsChart months={[...paid, month('2026-06', { overdueNet: 1_000 }), month('2026-07', { scheduledNet: 1_000 })]} />);
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.slice(0, 7))).toEqual(['2026.03', '2026.04', '2026.05', '2026.06', '2026.07']);
  });
});
