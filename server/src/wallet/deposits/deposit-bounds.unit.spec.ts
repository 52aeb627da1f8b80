// Proves the deposit bounds (issue 27): the maximum per deposit is the dated policy's value in
// force on the deposit's date, and a deposit is out of bounds over it or when balance + held +
// amount would pass Number.MAX_SAFE_INTEGER, exactly at the boundaries, without overflowing itself.
import { DEPOSIT_MAXIMUM_POLICY, depositOutOfBounds, depositOutOfBoundsError, isDepositOutOfBoundsError, maxPerDepositWonOn } from './deposit-bounds';
import { DomainError, invalidInput } from '../../shared/errors/domain-error';

const MAX = Number.MAX_SAFE_INTEGER;
const on = '2026-11-21';

describe('deposit bounds', () => {
  it('defaults to 1,000,000,000 won per deposit', () => {
    expect(maxPerDepositWonOn(on)).toBe(1_000_000_000);
    expect(DEPOSIT_MAXIMUM_POLICY.every((c) => Number.isSafeInteger(c.maxPerDepositWon) && c.maxPerDepositWon > 0)).toBe(true);
  });

  it('takes the change in force on the date (newest first), and the first change before any', () => {
    const table = [
      { effectiveOn: '2027-01-01', maxPerDepositWon: 500_000_000 },
      { effectiveOn: '2020-01-01', maxPerDepositWon: 1_000_000_000 },
    ];
    expect(maxPerDepositWonOn('2026-12-31', table)).toBe(1_000_000_000);
    expect(maxPerDepositWonOn('2027-01-01', table)).toBe(500_000_000);
    expect(maxPerDepositWonOn('2019-06-01', table)).toBe(1_000_000_000);
  });

  it('lets exactly the maximum per deposit through and stops one won over', () => {
    expect(depositOutOfBounds(1_000_000_000, 0, 0, on)).toBeNull();
    expect(depositOutOfBounds(1_000_000_001, 0, 0, on)).toBe('over_deposit_maximum');
  });

  it('lets balance + held + amount reach MAX_SAFE_INTEGER exactly and stops one won past it', () => {
    expect(depositOutOfBounds(1_000, MAX - 1_600, 600, on)).toBeNull();
    expect(depositOutOfBounds(1_001, MAX - 1_600, 600, on)).toBe('over_wallet_bound');
    expect(depositOutOfBounds(1, MAX, 0, on)).toBe('over_wallet_bound');
    expect(depositOutOfBounds(1, 0, MAX, on)).toBe('over_wallet_bound');
  });

  it('is a domain error an operator reads in Korean, told apart from other invalid input', () => {
    const error = depositOutOfBoundsError(on);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.toBody()).toMatchObject({ fail_code: 'invalid_input', fields: { amount: 'out_of_bounds' }, message: expect.stringContaining('1,000,000,000원') });
    expect(isDepositOutOfBoundsError(error)).toBe(true);
    expect(isDepositOutOfBoundsError(invalidInput({ amount: 'must_be_positive_integer' }))).toBe(false);
    expect(isDepositOutOfBoundsError(new Error('out_of_bounds'))).toBe(false);
  });
});
