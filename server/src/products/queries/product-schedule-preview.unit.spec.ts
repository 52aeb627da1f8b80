// Proves the product page's payout preview matches docs/design.md's worked example, sums to the amount,
// and is the executed loan's payout for an investor lending the whole amount under the same policy.
import { investorPayouts, loanSchedule, payoutPolicyOf } from '../../shared/loan-maths';
import { previewSummary, schedulePreview } from './schedule-preview';

const product = (over: Partial<Parameters<typeof schedulePreview>[0]> = {}) => ({
  rate_bp: 1200, term_months: 12, repayment_method: 'equal_installment', executed_at: null, closes_at: new Date('2026-01-15T03:00:00Z'), ...over,
});

describe('schedule preview', () => {
  it('follows the 1,000,000 won at 12 % over 12 months example', () => {
    const lines = schedulePreview(product(), 1_000_000);
    expect(lines[0]).toMatchObject({ seq: 1, due_on: '2026-02-15', interest: 10_000, principal: 78_848, tax_income: 1_400, tax_local: 140 });
    expect(lines.reduce((s, l) => s + l.principal, 0)).toBe(1_000_000);
  });

  it('pays all principal at the end for a bullet loan', () => {
    const lines = schedulePreview(product({ term_months: 6, repayment_method: 'bullet', closes_at: new Date('2026-01-31T03:00:00Z') }), 1_000_000);
    expect(lines.map((l) => l.principal)).toEqual([0, 0, 0, 0, 0, 1_000_000]);
    expect(lines[0]).toMatchObject({ due_on: '2026-02-28', interest: 10_000 });
  });

  it('reckons due dates from execution once the loan is executed', () => {
    const lines = schedulePreview(product({ executed_at: new Date('2026-03-10T01:00:00Z') }), 1_000_000);
    expect(lines[0].due_on).toBe('2026-04-10');
  });

  it('is empty for no amount or a term beyond what is offered', () => {
    expect(schedulePreview(product(), 0)).toEqual([]);
    expect(schedulePreview(product({ term_months: 121 }), 1_000_000)).toEqual([]);
  });

  it('equals the executed payouts of 3,330,000 won under an unregistered platform with a fee and a change from the 4th month', () => {
    const changes = [
      { effectiveOn: '2026-05-01', platformRegistered: true, feeBp: 0 },
      { effectiveOn: '2026-01-01', platformRegistered: false, feeBp: 700 },
    ];
    const policy = payoutPolicyOf(changes, '2026-01-15');
    const executedAt = new Date('2026-01-15T03:00:00Z');
    const lines = schedulePreview(product({ rate_bp: 1450, term_months: 6, executed_at: executedAt }), 3_330_000, policy);
    const paid = investorPayouts(loanSchedule({ principalWon: 3_330_000, rateBp: 1450, termMonths: 6, method: 'equal_installment' }, executedAt), [{ id: 'a', amountWon: 3_330_000 }], policy);
    expect(lines.map((l) => [l.due_on, l.principal, l.interest, l.tax_income, l.tax_local, l.fee, l.net]))
      .toEqual(paid.map((p) => [p.dueOn, p.principalWon, p.interestWon, p.incomeTaxWon, p.localTaxWon, p.feeWon, p.netWon]));
    // 25 % through April, 14 % from May on; the fee of the loan's day (7 %) throughout.
    expect(lines[0]).toMatchObject({ interest: 40_237, tax_income: 10_050, fee: 2_816 });
    expect(lines[3].tax_income).toBe(Math.floor((lines[3].interest * 1400) / 100_000) * 10);
    expect(lines[3].fee).toBe(Math.floor((lines[3].interest * 700) / 10_000));
  });
});

describe('preview summary (the return calculator)', () => {
  it('sums every column exactly and gives the yearly return before and after tax', () => {
    const lines = schedulePreview(product(), 1_000_000);
    const summary = previewSummary(1_000_000, lines);
    const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
    expect(summary.totals).toEqual({
      principal: 1_000_000, interest: sum((l) => l.interest), tax_income: sum((l) => l.tax_income),
      tax_local: sum((l) => l.tax_local), fee: sum((l) => l.fee), net: sum((l) => l.net),
    });
    expect(summary.totals.net).toBe(summary.totals.principal + summary.totals.interest - summary.totals.tax_income - summary.totals.tax_local - summary.totals.fee);
    // 12 % a year on the balance outstanding (floored to the won each month); 15.4 % of it withheld.
    expect(summary.return_bp).toBeGreaterThanOrEqual(1195);
    expect(summary.return_bp).toBeLessThanOrEqual(1200);
    expect(summary.net_return_bp).toBeLessThan(summary.return_bp);
    expect(summary.net_return_bp).toBeGreaterThanOrEqual(Math.floor(summary.return_bp * 0.846) - 10);
  });

  it('is all zeros for an empty preview', () => {
    expect(previewSummary(0, [])).toEqual({ totals: { principal: 0, interest: 0, tax_income: 0, tax_local: 0, fee: 0, net: 0 }, return_bp: 0, net_return_bp: 0 });
  });
});
