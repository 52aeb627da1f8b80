// Proves the 만기일시 schedule: the same floored monthly interest every month and the whole
// principal with the last installment, split exactly between investors.
import { investorShares } from './investor-shares';
import { loanSchedule } from './loan-schedule';

describe('bullet, 5,000,000 won at 10.5 % over 6 months', () => {
  const schedule = loanSchedule({ principalWon: 5_000_000, rateBp: 1050, termMonths: 6, method: 'bullet' }, new Date('2026-03-10T01:00:00Z'));

  it('charges floor(5,000,000 × 1050 / 120,000) = 43,750 won of interest each month', () => {
    expect(schedule.map((i) => i.interestWon)).toEqual(Array(6).fill(Math.floor((5_000_000 * 1050) / 120_000)));
    expect(schedule[0].interestWon).toBe(43_750);
  });

  it('returns no principal until the last installment, then all of it', () => {
    expect(schedule.slice(0, 5).every((i) => i.principalWon === 0)).toBe(true);
    expect(schedule[5]).toEqual({ seq: 6, dueOn: '2026-09-10', principalWon: 5_000_000, interestWon: 43_750 });
  });

  it('splits each installment exactly between three investors', () => {
    const parties = [
      { id: 'a', amountWon: 2_500_000 },
      { id: 'b', amountWon: 1_500_000 },
      { id: 'c', amountWon: 1_000_000 },
    ];
    const shares = investorShares(schedule, parties);
    for (const installment of schedule) {
      const of = shares.filter((s) => s.seq === installment.seq);
      expect(of.reduce((t, s) => t + s.interestWon, 0)).toBe(installment.interestWon);
      expect(of.reduce((t, s) => t + s.principalWon, 0)).toBe(installment.principalWon);
    }
    expect(shares.filter((s) => s.seq === 6).map((s) => s.principalWon)).toEqual([2_500_000, 1_500_000, 1_000_000]);
  });
});
