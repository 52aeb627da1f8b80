// Proves the seller's price band is the server's to the won (90 % rounded up, 102 % down), that the
// policy in force is the dated one, and the field's message names the band.
import { DEFAULT_PRICE_BP, percentText, priceAtBp, priceBandWon, priceBpOf, priceError, transferPricePolicyOn, type TransferPricePolicy } from './price-band';

describe('price band', () => {
  const policy = transferPricePolicyOn('2026-11-27');

  it('is 90 % to 102 % of the principal, the lowest rounded up and the highest down (the server\'s integration figures)', () => {
    expect(priceBandWon(600_000, policy)).toEqual({ minWon: 540_000, maxWon: 612_000 });
    expect(priceBandWon(333_333, policy)).toEqual({ minWon: 300_000, maxWon: 339_999 });
    expect(priceBandWon(1, policy)).toEqual({ minWon: 1, maxWon: 1 });
  });

  it('starts at 100 % and reads a price back as its share, floored', () => {
    expect(priceAtBp(333_333, DEFAULT_PRICE_BP)).toBe(333_333);
    expect(priceBpOf(597_000, 600_000)).toBe(9_950);
    expect(priceBpOf(1, 0)).toBe(0);
    expect(percentText(9_000)).toBe('90%');
    expect(percentText(10_200)).toBe('102%');
    expect(percentText(9_950)).toBe('99.5%');
    expect(percentText(9_925)).toBe('99.25%');
  });

  it('takes the policy in force on the date', () => {
    const policies: TransferPricePolicy[] = [
      { effectiveOn: '2020-08-27', minPriceBp: 9_000, maxPriceBp: 10_200, lookbackYears: 3 },
      { effectiveOn: '2027-01-01', minPriceBp: 9_500, maxPriceBp: 10_100, lookbackYears: 3 },
    ];
    expect(transferPricePolicyOn('2026-12-31', policies).minPriceBp).toBe(9_000);
    expect(transferPricePolicyOn('2027-01-01', policies).minPriceBp).toBe(9_500);
  });

  it('refuses an empty price and one outside the band, naming the band', () => {
    const band = priceBandWon(600_000, policy);
    expect(priceError(null, band)).toBe('양도 가격을 입력해 주십시오.');
    expect(priceError(539_999, band)).toBe('양도 가격은 540,000원 이상 612,000원 이하로 정해 주십시오.');
    expect(priceError(612_001, band)).not.toBeNull();
    expect(priceError(540_000, band)).toBeNull();
    expect(priceError(612_000, band)).toBeNull();
  });
});
