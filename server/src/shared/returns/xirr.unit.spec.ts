// Proves the XIRR function: a single pair of flows gives the plain yearly rate, a monthly annuity at
// 12 % a year gives the effective 12.68 %, losses give negative rates, bisection finds the root
// where Newton cannot, flows without a root (or without money both ways) give null, and any random
// set of flows with a sign change yields a rate whose present value is zero.
import fc from 'fast-check';
import { bisectionRate, DatedFlow, newtonRate, xirr, xirrBp } from './xirr';

const npv = (flows: DatedFlow[], r: number) => flows.reduce((s, f) => s + f.amount * Math.pow(1 + r, -f.days / 365), 0);

describe('xirr', () => {
  it('gives the plain rate for one flow out and one back a year later', () => {
    expect(xirrBp([{ days: 0, amount: -1_000_000 }, { days: 365, amount: 1_100_000 }])).toBe(1000);
    expect(xirr([{ days: 0, amount: -100 }, { days: 730, amount: 121 }])).toBeCloseTo(0.1, 10);
  });

  it('annualises a monthly annuity at 12 % a year to the effective 12.68 %', () => {
    // 1,000,000 lent at 1 % a month, repaid in 12 equal monthly payments (P·r/(1−(1+r)^−n)).
    const monthly = (1_000_000 * 0.01) / (1 - Math.pow(1.01, -12));
    const flows = [{ days: 0, amount: -1_000_000 }, ...Array.from({ length: 12 }, (_, k) => ({ days: ((k + 1) * 365) / 12, amount: monthly }))];
    expect(xirrBp(flows)).toBe(1268);
  });

  it('counts a loss: half of the money back after a year is −50 %', () => {
    expect(xirrBp([{ days: 0, amount: -1_000_000 }, { days: 365, amount: 500_000 }])).toBe(-5000);
    // 1 % back within 40 days: a root closer to −100 % than a double tells apart; shown as −100 %.
    expect(xirrBp([{ days: 0, amount: -1_000_000 }, { days: 40, amount: 10_000 }])).toBe(-10_000);
  });

  it('falls back to bisection where Newton leaves the domain', () => {
    // Half lost in 100 days (−92 % a year): Newton's first step from 10 % lands below −100 %.
    const flows = [{ days: 0, amount: -1_000_000 }, { days: 100, amount: 500_000 }];
    expect(newtonRate(flows)).toBeNull();
    const rate = bisectionRate(flows)!;
    expect(Math.abs(npv(flows, rate))).toBeLessThan(1e-3);
    expect(rate).toBeCloseTo(Math.pow(0.5, 365 / 100) - 1, 8);
    expect(xirr(flows)).toBeCloseTo(rate, 8);
  });

  it('is null without money both ways, without time between flows, or without a root', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([{ days: 0, amount: -1_000 }, { days: 30, amount: -5 }])).toBeNull();
    expect(xirr([{ days: 10, amount: -1_000 }, { days: 10, amount: 1_100 }])).toBeNull();
    // −1, +3, −3 (in thousands) over a year and two: the value stays below zero at every rate.
    expect(xirr([{ days: 0, amount: -1_000 }, { days: 365, amount: 3_000 }, { days: 730, amount: -3_000 }])).toBeNull();
  });

  it('finds a rate of zero present value for any money put in and partly or wholly paid back later', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 100_000_000 }),
        // Back: between 10 % and twice the money, over half a year to ten years.
        fc.array(fc.record({ days: fc.integer({ min: 180, max: 3_650 }), share: fc.integer({ min: 1, max: 1_000 }) }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 10, max: 200 }),
        (invested, back, backPercent) => {
          const shares = back.reduce((s, f) => s + f.share, 0);
          const flows = [{ days: 0, amount: -invested }, ...back.map((f) => ({ days: f.days, amount: (invested * backPercent * f.share) / (100 * shares) }))];
          const rate = xirr(flows);
          if (rate === null) return false;
          const tooLow = backPercent < 100 && rate >= 0;
          const tooHigh = backPercent > 100 && rate <= 0;
          return !tooLow && !tooHigh && Math.abs(npv(flows, rate)) <= invested * 1e-6;
        },
      ),
      { numRuns: 300 },
    );
  });
});
