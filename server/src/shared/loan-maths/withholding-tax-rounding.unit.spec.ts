// Proves the withholding rounding: income tax at 14 % (25 % unregistered) and local tax at
// 10 % of it, each floored to 10 won, so small interest pays nothing and the fee follows policy.
import { netWon, withholding } from './withholding-tax';

const registered = { incomeTaxBp: 1400, feeBp: 0 };
const unregistered = { incomeTaxBp: 2500, feeBp: 0 };

describe('withholding tax rounding', () => {
  it('takes nothing from 66 won of interest (9.24 won of tax floors to 0)', () => {
    expect(withholding(66, registered)).toEqual({ incomeTaxWon: 0, localTaxWon: 0, feeWon: 0 });
  });

  it('floors income tax to 10 won and local tax to 10 won of it', () => {
    // 6,000 × 14 % = 840 → local 84 → 80.
    expect(withholding(6_000, registered)).toEqual({ incomeTaxWon: 840, localTaxWon: 80, feeWon: 0 });
    // 4,000 × 14 % = 560 → local 56 → 50.
    expect(withholding(4_000, registered)).toEqual({ incomeTaxWon: 560, localTaxWon: 50, feeWon: 0 });
    // 1,234 × 14 % = 172.76 → 170 → local 17 → 10.
    expect(withholding(1_234, registered)).toEqual({ incomeTaxWon: 170, localTaxWon: 10, feeWon: 0 });
    // 71 × 14 % = 9.94 → 0; 72 × 14 % = 10.08 → 10 → local 1 → 0.
    expect(withholding(71, registered).incomeTaxWon).toBe(0);
    expect(withholding(72, registered)).toEqual({ incomeTaxWon: 10, localTaxWon: 0, feeWon: 0 });
  });

  it('uses 25 % where the platform is not registered', () => {
    // 10,000 × 25 % = 2,500 → local 250.
    expect(withholding(10_000, unregistered)).toEqual({ incomeTaxWon: 2_500, localTaxWon: 250, feeWon: 0 });
    expect(withholding(39, unregistered).incomeTaxWon).toBe(0);
    expect(withholding(40, unregistered)).toEqual({ incomeTaxWon: 10, localTaxWon: 0, feeWon: 0 });
  });

  it('charges a fee only when the policy sets one, and nets principal + interest − taxes − fee', () => {
    const w = withholding(10_000, { incomeTaxBp: 1400, feeBp: 500 });
    expect(w).toEqual({ incomeTaxWon: 1_400, localTaxWon: 140, feeWon: 500 });
    expect(netWon(78_848, 10_000, w)).toBe(78_848 + 10_000 - 1_400 - 140 - 500);
    expect(withholding(0, registered)).toEqual({ incomeTaxWon: 0, localTaxWon: 0, feeWon: 0 });
  });
});
