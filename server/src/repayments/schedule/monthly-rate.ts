// r = rate_bp / 120000 a month (DESIGN.md "Repayments"). Interest is computed in integers
// (outstanding × rate_bp / 120000, floored) so no float ever touches a won.
import type { Won } from '../../shared/won';
import { assertWon } from '../../shared/won';

export const BP_MONTHS = 120_000;

export function monthlyInterestWon(outstandingWon: Won, rateBp: number): Won {
  assertWon(outstandingWon, 'outstanding');
  return Math.floor((outstandingWon * rateBp) / BP_MONTHS);
}
