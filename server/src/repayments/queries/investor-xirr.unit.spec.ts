// Proves the dashboard's annualised return: repayments net of tax plus principal still outstanding
// at par give the rate, a written-off loan (valued at 0) makes it negative, and it is null before
// there is anything to annualise (no flows, under 30 days of history).
import { investorXirrBp } from './investor-xirr';

describe('investor XIRR', () => {
  it('annualises what came back plus what is still lent at par', () => {
    // 1,000,000 placed; a year later 100,000 interest came back (net) and the principal is still out.
    expect(investorXirrBp([{ on: '2025-01-01', amountWon: -1_000_000 }, { on: '2026-01-01', amountWon: 100_000 }], 1_000_000, '2026-01-01')).toBe(1000);
  });

  it('counts a loss: principal written off is worth nothing', () => {
    const flows = [{ on: '2025-01-01', amountWon: -1_000_000 }, { on: '2025-07-01', amountWon: 300_000 }];
    const bp = investorXirrBp(flows, 0, '2026-01-01')!;
    expect(bp).toBeLessThan(-6000);
    // The same money kept at par would have been a gain.
    expect(investorXirrBp(flows, 800_000, '2026-01-01')!).toBeGreaterThan(0);
  });

  it('is null without flows or with under 30 days of history', () => {
    expect(investorXirrBp([], 0, '2026-01-01')).toBeNull();
    expect(investorXirrBp([{ on: '2025-12-10', amountWon: -1_000_000 }], 1_000_000, '2026-01-01')).toBeNull();
    expect(investorXirrBp([{ on: '2025-12-02', amountWon: -1_000_000 }], 1_000_000, '2026-01-01')).toBe(0);
  });
});
