// The money of a transfer (docs/api.md "Transfers"), pure and in integer won: the price band, the
// interest the buyer pays the seller for the days since the claim's last due date (경과이자: at the
// loan's rate over a 365-day year, floored, the maths of an early payoff), and the platform's fee
// (price × fee_bp ÷ 10,000, floored).
import { DomainError } from '../../shared/errors/domain-error';
import { accruedInterestWon } from '../../shared/loan-maths';
import type { TransferPolicy } from './transfer-policy';

/** The lowest and highest price allowed for `outstandingWon` of principal (the lowest rounded up, the highest down). */
export function priceBandWon(outstandingWon: number, policy: TransferPolicy): { minWon: number; maxWon: number } {
  const o = BigInt(outstandingWon);
  const minWon = Number((o * BigInt(policy.minPriceBp) + 9_999n) / 10_000n);
  const maxWon = Number((o * BigInt(policy.maxPriceBp)) / 10_000n);
  return { minWon, maxWon };
}

/** A price outside the band, or not a positive whole won, is refused. */
export function requirePriceInBand(priceWon: number, outstandingWon: number, policy: TransferPolicy): void {
  const { minWon, maxWon } = priceBandWon(outstandingWon, policy);
  if (!Number.isSafeInteger(priceWon) || priceWon <= 0 || priceWon < minWon || priceWon > maxWon) {
    // The message names the band in force (a dated policy), as the limits' messages do.
    const message = `양도 가격은 남은 원금의 ${percent(policy.minPriceBp)}% 이상 ${percent(policy.maxPriceBp)}% 이하(${minWon.toLocaleString('ko-KR')}원~${maxWon.toLocaleString('ko-KR')}원)로 정해 주십시오.`;
    throw new DomainError('transfer_price_out_of_range', { fields: { price: 'out_of_range' }, message });
  }
}

const percent = (bp: number): string => (bp % 100 === 0 ? String(bp / 100) : (bp / 100).toFixed(2));

/** 경과이자: interest on `outstandingWon` at `rateBp` from `sinceOn` (last due date or execution) to `on`, floored. */
export function transferAccruedInterestWon(outstandingWon: number, rateBp: number, sinceOn: string, on: string): number {
  return accruedInterestWon(outstandingWon, rateBp, sinceOn, on);
}

/** The platform's fee on a price: price × bp ÷ 10,000, floored to the won. */
export function transferFeeWon(priceWon: number, feeBp: number): number {
  return Number((BigInt(priceWon) * BigInt(feeBp)) / 10_000n);
}
