// Proves that awkward amounts (weights that do not divide the installments) are still split
// exactly to the won both ways: per installment across investors, and per investor across
// installments, with no share ever negative.
import fc from 'fast-check';
import { investorShares } from './investor-shares';
import { largestRemainder } from './largest-remainder';
import { loanSchedule } from './loan-schedule';
import type { Installment, Party, Share } from './schedule.types';

/** Each installment's shares add up to it, and each party's principal to what it lent. */
function expectExactBothWays(schedule: Installment[], parties: Party[], shares: Share[]): void {
  for (const installment of schedule) {
    const of = shares.filter((s) => s.seq === installment.seq);
    expect(of.reduce((t, s) => t + s.principalWon, 0)).toBe(installment.principalWon);
    expect(of.reduce((t, s) => t + s.interestWon, 0)).toBe(installment.interestWon);
  }
  for (const party of parties) {
    expect(shares.filter((s) => s.partyId === party.id).reduce((t, s) => t + s.principalWon, 0)).toBe(party.amountWon);
  }
}

describe('odd amounts leaving remainders', () => {
  it('gives the leftover won to the largest remainders, ties to the earlier party', () => {
    expect(largestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(largestRemainder(10, [30_000, 30_000, 40_000])).toEqual([3, 3, 4]);
    expect(largestRemainder(7, [10_000, 20_000])).toEqual([2, 5]);
    expect(largestRemainder(0, [1, 2])).toEqual([0, 0]);
  });

  it('splits 1,230,000 won at 13.7 % over 7 months among 10,000 / 20,000 / 1,200,000 won exactly', () => {
    const schedule = loanSchedule({ principalWon: 1_230_000, rateBp: 1370, termMonths: 7, method: 'equal_installment' }, new Date('2026-05-20T00:00:00Z'));
    const parties = [
      { id: 'a', amountWon: 10_000 },
      { id: 'b', amountWon: 20_000 },
      { id: 'c', amountWon: 1_200_000 },
    ];
    expectExactBothWays(schedule, parties, investorShares(schedule, parties));
  });

  it('never pays a negative share where plain differences would (tiny interest, three parties)', () => {
    // The counterexample fast-check found against plain cumulative differences.
    const schedule = loanSchedule({ principalWon: 70_000, rateBp: 2, termMonths: 21, method: 'equal_installment' }, new Date('2026-01-31T00:00:00Z'));
    const parties = [{ id: 'a', amountWon: 10_000 }, { id: 'b', amountWon: 30_000 }, { id: 'c', amountWon: 30_000 }];
    const shares = investorShares(schedule, parties);
    expect(shares.every((s) => s.interestWon >= 0 && s.principalWon >= 0)).toBe(true);
    const interest = (id: string) => shares.filter((s) => s.partyId === id).reduce((t, s) => t + s.interestWon, 0);
    const total = schedule.reduce((t, i) => t + i.interestWon, 0);
    expect(interest('a') + interest('b') + interest('c')).toBe(total);
    // Each party's interest stays within a won of its exact share of the total.
    for (const p of parties) expect(Math.abs(interest(p.id) - (total * p.amountWon) / 70_000)).toBeLessThan(1);
  });

  it('equals plain largest-remainder differences on the cumulative amounts when those are non-negative', () => {
    const schedule = loanSchedule({ principalWon: 1_230_000, rateBp: 1370, termMonths: 7, method: 'equal_installment' }, new Date('2026-05-20T00:00:00Z'));
    const weights = [10_000, 20_000, 1_200_000];
    const shares = investorShares(schedule, weights.map((w, i) => ({ id: `p${i}`, amountWon: w })));
    let cumP = 0;
    let cumI = 0;
    let prevP = [0, 0, 0];
    let prevI = [0, 0, 0];
    for (const inst of schedule) {
      cumP += inst.principalWon;
      cumI += inst.interestWon;
      const p = largestRemainder(cumP, weights);
      const i = largestRemainder(cumI, weights);
      expect(shares.filter((s) => s.seq === inst.seq).map((s) => [s.principalWon, s.interestWon])).toEqual(p.map((x, k) => [x - prevP[k], i[k] - prevI[k]]));
      prevP = p;
      prevI = i;
    }
  });

  it('holds for random loans and investors in units of 10,000 won', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 36 }),
        fc.constantFrom('equal_installment' as const, 'bullet' as const),
        (units, rateBp, termMonths, method) => {
          const parties = units.map((u, i) => ({ id: `p${i}`, amountWon: u * 10_000 }));
          const principalWon = parties.reduce((t, p) => t + p.amountWon, 0);
          const schedule = loanSchedule({ principalWon, rateBp, termMonths, method }, new Date('2026-01-31T00:00:00Z'));
          expect(schedule.reduce((t, i) => t + i.principalWon, 0)).toBe(principalWon);
          const shares = investorShares(schedule, parties);
          expectExactBothWays(schedule, parties, shares);
          expect(shares.every((s) => s.principalWon >= 0 && s.interestWon >= 0)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a split among one party', () => {
  it('gives it the whole amount, and still refuses a zero weight or a negative amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 1, max: 10 ** 12 }), (totalWon, weight) => {
      expect(largestRemainder(totalWon, [weight])).toEqual([totalWon]);
    }));
    expect(() => largestRemainder(100, [0])).toThrow();
    expect(() => largestRemainder(-1, [5])).toThrow();
  });
});
