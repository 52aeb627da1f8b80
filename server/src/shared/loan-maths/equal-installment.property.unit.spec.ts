// Proves the 원리금균등 schedule is exact integer maths: over random amounts, rates and terms it
// equals an independent reference built from exact fractions (r = rate_bp/120000, the payment
// P·r/(1−(1+r)^−n) evaluated as a rational and floored), every installment but the last totals
// the payment, interest is the floored exact monthly interest, and the principals sum to the
// loan — including 630,000 won at 19.20 % over 2 months, where floating point paid 322,579 and
// 322,581 instead of 322,580 twice.
import fc from 'fast-check';
import { equalInstallmentSchedule } from './equal-installment.schedule';
import { equalInstallmentPaymentWon } from './monthly-rate';

/** A non-negative fraction n/d in BigInt, for the reference only. */
interface Fraction {
  n: bigint;
  d: bigint;
}
const frac = (n: bigint, d: bigint = 1n): Fraction => ({ n, d });
const mul = (x: Fraction, y: Fraction): Fraction => frac(x.n * y.n, x.d * y.d);
const sub = (x: Fraction, y: Fraction): Fraction => frac(x.n * y.d - y.n * x.d, x.d * y.d);
const div = (x: Fraction, y: Fraction): Fraction => frac(x.n * y.d, x.d * y.n);
const floorOf = (x: Fraction): bigint => x.n / x.d;

/** The textbook formula, term by term: (1+r)^−n by repeated division, then P·r / (1 − that). */
function referencePaymentWon(principalWon: number, rateBp: number, termMonths: number): number {
  if (rateBp === 0) return Math.floor(principalWon / termMonths);
  const r = frac(BigInt(rateBp), 120_000n);
  const onePlusR = frac(120_000n + BigInt(rateBp), 120_000n);
  let discount = frac(1n);
  for (let k = 0; k < termMonths; k += 1) discount = div(discount, onePlusR);
  return Number(floorOf(div(mul(frac(BigInt(principalWon)), r), sub(frac(1n), discount))));
}

const dueOns = (n: number) => Array.from({ length: n }, (_, i) => `2027-${String((i % 12) + 1).padStart(2, '0')}-15`);

function checkSchedule(principalWon: number, rateBp: number, termMonths: number): void {
  const paymentWon = referencePaymentWon(principalWon, rateBp, termMonths);
  expect(equalInstallmentPaymentWon(principalWon, rateBp, termMonths)).toBe(paymentWon);
  const schedule = equalInstallmentSchedule(principalWon, rateBp, dueOns(termMonths));
  let outstanding = BigInt(principalWon);
  schedule.forEach((installment, index) => {
    expect(BigInt(installment.interestWon)).toBe((outstanding * BigInt(rateBp)) / 120_000n);
    expect(installment.principalWon).toBeGreaterThanOrEqual(0);
    if (index < termMonths - 1 && paymentWon >= installment.interestWon) expect(installment.principalWon + installment.interestWon).toBe(paymentWon);
    outstanding -= BigInt(installment.principalWon);
  });
  expect(outstanding).toBe(0n);
}

describe('equal installment schedule in exact integers', () => {
  it('pays 322,580 won twice for 630,000 won at 19.20 % over 2 months', () => {
    expect(equalInstallmentPaymentWon(630_000, 1920, 2)).toBe(322_580);
    const [first, last] = equalInstallmentSchedule(630_000, 1920, dueOns(2));
    // Interest 630,000 × 1.6 % = 10,080 then 317,500 × 1.6 % = 5,080; the last takes the rest: 317,500 + 5,080.
    expect(first).toMatchObject({ principalWon: 312_500, interestWon: 10_080 });
    expect(last).toMatchObject({ principalWon: 317_500, interestWon: 5_080 });
    expect(first.principalWon + first.interestWon).toBe(322_580);
    expect(last.principalWon + last.interestWon).toBe(322_580);
  });

  it('pays 88,848 won a month for 1,000,000 won at 12 % over 12 months (docs/design.md)', () => {
    expect(equalInstallmentPaymentWon(1_000_000, 1200, 12)).toBe(88_848);
    checkSchedule(1_000_000, 1200, 12);
  });

  it('equals the exact reference over random amounts, rates and terms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }).map((units) => units * 10_000),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 60 }),
        (principalWon, rateBp, termMonths) => checkSchedule(principalWon, rateBp, termMonths),
      ),
      { numRuns: 500, seed: 20261123 },
    );
  });

  it('stays exact for the largest loans the platform takes (10 billion won over 60 months)', () => {
    checkSchedule(10_000_000_000, 2999, 60);
    checkSchedule(9_999_990_000, 1, 60);
  });
});
