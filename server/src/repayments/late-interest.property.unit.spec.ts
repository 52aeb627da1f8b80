// Proves the late interest maths (연체이자) against an exact BigInt reference over random loans,
// investors and dates: each installment's late interest is floor(principal × min(rate + late, max)
// × days ÷ 3,650,000) with days from the day after the due date to the payment date; the loan
// decider charges exactly that when a late payment funds the installment; its investors' shares
// sum to it exactly, each within a won of its pro-rata quota; and the withholding is taken from
// the payment's interest and late interest together, floored to 10 won.
import fc from 'fast-check';
import { addDays } from '../shared/clock';
import { investorPayouts, lateInterestWon, loanSchedule } from '../shared/loan-maths';
import { loanDecider, LoanState } from './loan.decider';
import type { LoanScheduledData } from './loan.events';

const DAY_MS = 86_400_000;
const daysAfter = (dueOn: string, paidOn: string): bigint => BigInt(Math.max(0, (Date.parse(paidOn) - Date.parse(dueOn)) / DAY_MS));
/** The reference: every step in BigInt, the cap as the law words it. */
function referenceLate(principal: bigint, rateBp: bigint, lateBp: bigint, maxBp: bigint, dueOn: string, paidOn: string): bigint {
  const yearly = rateBp + lateBp < maxBp ? rateBp + lateBp : maxBp;
  return (principal * yearly * daysAfter(dueOn, paidOn)) / (365n * 10_000n);
}
const floor10 = (won: bigint): bigint => (won / 10n) * 10n;

const date = fc.integer({ min: 0, max: 3_000 }).map((d) => addDays('2024-01-01', d));

describe('late interest (property, against BigInt)', () => {
  it('is floor(principal × min(rate + late, max) × days / 3,650,000) for any amount and dates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }), fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 3_000 }),
        date, fc.integer({ min: -30, max: 2_000 }),
        (principal, rateBp, lateBp, maxBp, dueOn, offset) => {
          const paidOn = addDays(dueOn, offset);
          const expected = referenceLate(BigInt(principal), BigInt(rateBp), BigInt(lateBp), BigInt(maxBp), dueOn, paidOn);
          expect(lateInterestWon(principal, rateBp, { lateInterestBp: lateBp, maxRateBp: maxBp }, dueOn, paidOn)).toBe(Number(expected));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('is charged by the loan, split exactly among its investors and taxed with the interest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000 }).map((u) => u * 10_000), { minLength: 1, maxLength: 9 }),
        fc.integer({ min: 100, max: 1_900 }), fc.integer({ min: 1, max: 24 }), fc.constantFrom('equal_installment' as const, 'bullet' as const),
        fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 1_000, max: 3_000 }), fc.array(fc.integer({ min: 0, max: 90 }), { minLength: 24, maxLength: 24 }),
        fc.constantFrom(1_400, 2_500),
        (amounts, rateBp, termMonths, method, lateBp, maxBp, lateness, incomeTaxBp) => {
          const executedAt = new Date('2026-01-31T02:00:00Z');
          const principalWon = amounts.reduce((a, b) => a + b, 0);
          const investors = amounts.map((amountWon, i) => ({ id: `u${i}`, amountWon }));
          const data: LoanScheduledData = {
            productId: 'p', executedAt: executedAt.toISOString(), executedOn: '2026-01-31', principalWon, rateBp, termMonths, method, investors,
            investments: investors.map((i) => ({ investmentId: `i-${i.id}`, userId: i.id, amountWon: i.amountWon })),
            policy: { incomeTaxBp, feeBp: 0 }, lateInterestBp: lateBp, maxRateBp: maxBp,
            installments: loanSchedule({ principalWon, rateBp, termMonths, method }, executedAt),
          };
          let state: LoanState = loanDecider.evolve(loanDecider.initialState(), { type: 'LoanScheduled', data });
          // Each installment paid `lateness[k]` days after its due date with exactly what it owes then.
          for (const installment of data.installments) {
            const paidOn = addDays(installment.dueOn, lateness[installment.seq - 1]);
            const late = referenceLate(BigInt(installment.principalWon), BigInt(rateBp), BigInt(lateBp), BigInt(maxBp), installment.dueOn, paidOn);
            const owedWon = installment.principalWon + installment.interestWon + Number(late);
            const events = loanDecider.decide({ type: 'ReceiveBorrowerPayment', paymentId: `p${installment.seq}`, amountWon: owedWon, paidOn, now: new Date() }, state);
            const funded = events.find((e) => e.type === 'InstallmentFunded' && e.data.seq === installment.seq);
            expect(funded?.data).toMatchObject({ amountWon: owedWon });
            expect(funded?.type === 'InstallmentFunded' ? funded.data.lateInterestWon ?? 0 : -1).toBe(Number(late));
            state = events.reduce(loanDecider.evolve, state);
          }
          const weightSum = BigInt(principalWon);
          const payouts = investorPayouts(state.installments, state.investors, state.policy);
          for (const installment of state.installments) {
            const late = BigInt(installment.lateInterestWon ?? 0);
            const ofSeq = payouts.filter((p) => p.seq === installment.seq);
            expect(ofSeq.reduce((t, p) => t + BigInt(p.lateInterestWon), 0n)).toBe(late);
            ofSeq.forEach((p, i) => {
              const quota = late * BigInt(amounts[i]);
              const share = BigInt(p.lateInterestWon);
              expect(share * weightSum <= quota + weightSum && share * weightSum >= quota - weightSum).toBe(true);
              const tax = floor10((BigInt(p.interestWon + p.lateInterestWon) * BigInt(incomeTaxBp)) / 10_000n);
              expect([p.incomeTaxWon, p.localTaxWon]).toEqual([Number(tax), Number(floor10(tax / 10n))]);
              expect(p.netWon).toBe(p.principalWon + p.interestWon + p.lateInterestWon - p.incomeTaxWon - p.localTaxWon - p.feeWon);
            });
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
