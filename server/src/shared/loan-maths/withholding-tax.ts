// Withholding on one payment of interest to one investor for one product: income tax at the
// policy rate (14 %, 25 % where the platform is not registered) and local income tax at 10 %
// of it, each rounded down to 10 won (원 단위 절사: 10원 미만 절사).
import type { Won } from '../won';
import { assertWon } from '../won';

export interface TaxPolicy {
  /** Income tax in basis points of interest: 1400 = 14 %. */
  incomeTaxBp: number;
  /** Platform fee in basis points of interest; 0 by default. */
  feeBp: number;
}

export const REGISTERED_INCOME_TAX_BP = 1400;
export const UNREGISTERED_INCOME_TAX_BP = 2500;
/** The policy before any change: a registered platform, no fee. */
export const DEFAULT_TAX_POLICY: TaxPolicy = { incomeTaxBp: REGISTERED_INCOME_TAX_BP, feeBp: 0 };

/** Income tax of a platform registered as 온라인투자연계금융업 (14 %) or not (25 %). */
export const incomeTaxBpOf = (registered: boolean): number => (registered ? REGISTERED_INCOME_TAX_BP : UNREGISTERED_INCOME_TAX_BP);

export interface Withholding {
  incomeTaxWon: Won;
  localTaxWon: Won;
  feeWon: Won;
}

const floorTo10 = (won: number): Won => Math.floor(won / 10) * 10;

export function withholding(interestWon: Won, policy: TaxPolicy): Withholding {
  assertWon(interestWon, 'interest');
  const incomeTaxWon = floorTo10(Math.floor((interestWon * policy.incomeTaxBp) / 10_000));
  const localTaxWon = floorTo10(Math.floor(incomeTaxWon / 10));
  const feeWon = Math.floor((interestWon * policy.feeBp) / 10_000);
  return { incomeTaxWon, localTaxWon, feeWon };
}

export function netWon(principalWon: Won, interestWon: Won, w: Withholding): Won {
  return principalWon + interestWon - w.incomeTaxWon - w.localTaxWon - w.feeWon;
}
