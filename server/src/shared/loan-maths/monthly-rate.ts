// The monthly rate and payment (docs/design.md "Repayments"): the monthly rate r = rate_bp /
// 120000 and the 원리금균등 payment P·r/(1−(1+r)^−n), floored to the won. In integers only:
// with r = a/b the payment is P·a·(b+a)^n / (b·((b+a)^n − b^n)), an exact rational floored with
// BigInt, because the floating-point formula misses by a won (630,000 won at 19.20 % over two
// months gave 322,579 and 322,581 instead of 322,580 twice) and a won missed is a won unallocated.
import { assert } from '../errors/domain-error';
import { assertWon, Won } from '../won';

export const BP_MONTHS = 120_000;
/** The longest loan the maths is asked for: a bound on the power below. */
export const MAX_TERM_MONTHS = 600;

/** outstanding × rate_bp / 120000, floored; exact for any safe-integer outstanding. */
export function monthlyInterestWon(outstandingWon: Won, rateBp: number): Won {
  assertWon(outstandingWon, 'outstanding');
  assert(Number.isSafeInteger(rateBp) && rateBp >= 0, `rate_bp must be a non-negative integer, got ${rateBp}`);
  return Number((BigInt(outstandingWon) * BigInt(rateBp)) / BigInt(BP_MONTHS));
}

/** The equal monthly payment, floored to the won (a zero rate repays principal evenly, floored). */
export function equalInstallmentPaymentWon(principalWon: Won, rateBp: number, termMonths: number): Won {
  assertWon(principalWon, 'principal');
  assert(Number.isSafeInteger(termMonths) && termMonths > 0 && termMonths <= MAX_TERM_MONTHS, `term must be 1..${MAX_TERM_MONTHS} months, got ${termMonths}`);
  assert(Number.isSafeInteger(rateBp) && rateBp >= 0, `rate_bp must be a non-negative integer, got ${rateBp}`);
  if (rateBp === 0) return Math.floor(principalWon / termMonths);
  const a = BigInt(rateBp);
  const b = BigInt(BP_MONTHS);
  const grown = (b + a) ** BigInt(termMonths);
  const base = b ** BigInt(termMonths);
  return Number((BigInt(principalWon) * a * grown) / (b * (grown - base)));
}
