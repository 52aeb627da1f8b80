// The disclosure's yearly returns equal the rate before taxes and fall by the 15.4 % withholding and the fee after them, for both repayment methods.
import { schedulePreview } from '../queries/schedule-preview';
import { expectedReturns } from './expected-returns';

const bullet = { rate_bp: 1200, term_months: 12, repayment_method: 'bullet', executed_at: null, closes_at: new Date('2026-01-15T03:00:00Z') };

describe('expected returns', () => {
  it('a bullet loan earns its rate; after 14 % + 1.4 % tax the net is 84.6 % of it', () => {
    const lines = schedulePreview(bullet, 1_000_000);
    // 10,000 interest a month; tax 1,400 + 140 → 8,460 net: 8,460 × 12 / 1,000,000 = 10.152 %.
    expect(expectedReturns(1_000_000, lines)).toEqual({ expectedReturnBp: 1200, expectedNetReturnBp: 1015 });
  });

  it('an equal-installment loan earns its rate on the money still lent (floors make it a hair lower)', () => {
    const lines = schedulePreview({ ...bullet, repayment_method: 'equal_installment' }, 1_000_000);
    const r = expectedReturns(1_000_000, lines);
    expect(r.expectedReturnBp).toBeGreaterThanOrEqual(1198);
    expect(r.expectedReturnBp).toBeLessThanOrEqual(1200);
    expect(r.expectedNetReturnBp).toBeLessThan(r.expectedReturnBp * 0.85);
    expect(r.expectedNetReturnBp).toBeGreaterThan(r.expectedReturnBp * 0.83);
  });

  it('takes the policy in force: 25 % tax unregistered, and a platform fee', () => {
    const lines = schedulePreview(bullet, 1_000_000, { incomeTaxBp: 2500, feeBp: 1000 });
    // 10,000 − 2,500 − 250 − 1,000 = 6,250 a month → 7.50 %.
    expect(expectedReturns(1_000_000, lines)).toEqual({ expectedReturnBp: 1200, expectedNetReturnBp: 750 });
  });

  it('is zero with nothing lent', () => {
    expect(expectedReturns(0, [])).toEqual({ expectedReturnBp: 0, expectedNetReturnBp: 0 });
  });
});
