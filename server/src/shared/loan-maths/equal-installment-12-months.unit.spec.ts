// Proves the 원리금균등 schedule for 1,000,000 won at 12 % over 12 months: 88,848 a month,
// interest 10,000 then on the outstanding balance, the last installment absorbing the rest,
// and the 6,000/4,000 split of the first interest between 600,000 and 400,000 won investors.
import { equalInstallmentSchedule } from './equal-installment.schedule';
import { equalInstallmentPaymentWon } from './monthly-rate';
import { investorShares } from './investor-shares';
import { loanSchedule } from './loan-schedule';

describe('equal installment, 1,000,000 won at 12 % over 12 months', () => {
  const schedule = loanSchedule({ principalWon: 1_000_000, rateBp: 1200, termMonths: 12, method: 'equal_installment' }, new Date('2026-01-15T03:00:00Z'));

  it('pays 88,848 won in each of the first 11 months', () => {
    expect(equalInstallmentPaymentWon(1_000_000, 1200, 12)).toBe(88_848);
    for (const installment of schedule.slice(0, 11)) expect(installment.principalWon + installment.interestWon).toBe(88_848);
  });

  it('charges 10,000 won interest first, then 1 % of the outstanding principal floored', () => {
    expect(schedule[0]).toEqual({ seq: 1, dueOn: '2026-02-15', principalWon: 78_848, interestWon: 10_000 });
    expect(schedule[1].interestWon).toBe(Math.floor((1_000_000 - 78_848) / 100));
    let outstanding = 1_000_000;
    for (const installment of schedule) {
      expect(installment.interestWon).toBe(Math.floor(outstanding / 100));
      outstanding -= installment.principalWon;
    }
    expect(outstanding).toBe(0);
  });

  it('lets the last installment take all remaining principal', () => {
    const paidBefore = schedule.slice(0, 11).reduce((s, i) => s + i.principalWon, 0);
    expect(schedule[11].principalWon).toBe(1_000_000 - paidBefore);
    expect(schedule[11].dueOn).toBe('2027-01-15');
  });

  it('splits the first interest 6,000 / 4,000 and each investor gets exactly their principal back', () => {
    const shares = investorShares(schedule, [
      { id: 'a', amountWon: 600_000 },
      { id: 'b', amountWon: 400_000 },
    ]);
    expect(shares.filter((s) => s.seq === 1).map((s) => s.interestWon)).toEqual([6_000, 4_000]);
    const sum = (id: string) => shares.filter((s) => s.partyId === id).reduce((t, s) => t + s.principalWon, 0);
    expect(sum('a')).toBe(600_000);
    expect(sum('b')).toBe(400_000);
  });

  it('has 12 installments whose due dates are one month apart', () => {
    expect(equalInstallmentSchedule(1_000_000, 1200, ['2026-02-15']).length).toBe(1);
    expect(schedule.map((i) => i.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
