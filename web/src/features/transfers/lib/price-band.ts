// The transfer price band (docs/api.md "Transfers"): between 90 % and 102 % of the outstanding
// principal sold, the lowest rounded up and the highest down to the won, exactly as the server
// checks it (server/src/repayments/transfers/transfer-terms.ts). The band is the platform's dated
// policy (transfer-policy.ts): the screen reads the one in force on the business date. Pure.

export type TransferPricePolicy = {
  effectiveOn: string;
  minPriceBp: number;
  maxPriceBp: number;
  /** The years a general buyer's investments are counted over (시행령 29조): the screen names them. */
  lookbackYears: number;
};

/** Oldest first; the server's TRANSFER_POLICIES, the parts the screens state. */
export const TRANSFER_PRICE_POLICIES: readonly TransferPricePolicy[] = [{ effectiveOn: '2020-08-27', minPriceBp: 9_000, maxPriceBp: 10_200, lookbackYears: 3 }];

/** The price a seller starts from: the outstanding principal itself (100 %). */
export const DEFAULT_PRICE_BP = 10_000;

export function transferPricePolicyOn(on: string, policies: readonly TransferPricePolicy[] = TRANSFER_PRICE_POLICIES): TransferPricePolicy {
  const first = policies[0];
  if (!first) throw new Error('no transfer policy');
  return policies.filter((p) => p.effectiveOn <= on).at(-1) ?? first;
}

/** The lowest and highest price allowed for `outstandingWon` of principal. */
export function priceBandWon(outstandingWon: number, policy: TransferPricePolicy): { minWon: number; maxWon: number } {
  const o = BigInt(outstandingWon);
  return { minWon: Number((o * BigInt(policy.minPriceBp) + 9_999n) / 10_000n), maxWon: Number((o * BigInt(policy.maxPriceBp)) / 10_000n) };
}

/** `bp` of `outstandingWon`, floored to the won (100 % is the principal itself). */
export const priceAtBp = (outstandingWon: number, bp: number): number => Number((BigInt(outstandingWon) * BigInt(bp)) / 10_000n);

/** The price as a share of the principal, in basis points floored ("99.50 %" reads as 9,950). */
export const priceBpOf = (priceWon: number, outstandingWon: number): number => (outstandingWon > 0 ? Number((BigInt(priceWon) * 10_000n) / BigInt(outstandingWon)) : 0);

/** Why a typed price cannot be sent, or null. */
export function priceError(priceWon: number | null, band: { minWon: number; maxWon: number }): string | null {
  if (priceWon === null) return '양도 가격을 입력해 주십시오.';
  if (priceWon < band.minWon || priceWon > band.maxWon) {
    return `양도 가격은 ${band.minWon.toLocaleString('ko-KR')}원 이상 ${band.maxWon.toLocaleString('ko-KR')}원 이하로 정해 주십시오.`;
  }
  return null;
}

/** "90%" / "102%" / "99.5%": a band's bound as the seller reads it. */
export const percentText = (bp: number): string => `${bp % 100 === 0 ? bp / 100 : (bp / 100).toFixed(2).replace(/0$/, '')}%`;
