// Proves the product page's payout preview matches DESIGN.md's worked example and sums to the amount.
import { schedulePreview } from './schedule-preview';

describe('schedule preview', () => {
  it('follows the 1,000,000 won at 12 % over 12 months example', () => {
    const lines = schedulePreview(1_000_000, 1200, 12, 'equal_installment', new Date('2026-01-15T03:00:00Z'));
    expect(lines[0]).toMatchObject({ seq: 1, due_on: '2026-02-15', interest: 10_000, principal: 78_848, tax_income: 1_400, tax_local: 140 });
    expect(lines.reduce((s, l) => s + l.principal, 0)).toBe(1_000_000);
  });
  it('pays all principal at the end for a bullet loan', () => {
    const lines = schedulePreview(1_000_000, 1200, 6, 'bullet', new Date('2026-01-31T03:00:00Z'));
    expect(lines.map((l) => l.principal)).toEqual([0, 0, 0, 0, 0, 1_000_000]);
    expect(lines[0]).toMatchObject({ due_on: '2026-02-28', interest: 10_000 });
  });
});
