// Bounds on a deposit the bank notifies (docs/api.md "Health and configuration", issue 27): an amount
// over the platform's maximum per deposit, or one that would take balance + held past
// Number.MAX_SAFE_INTEGER (money is an integer number of won in a double: past that bound
// arithmetic silently loses won), is not credited; it is kept as an unmatched deposit for an
// operator to return to the sender. Pure, so the wallet decider and the loan's repayment account
// judge a deposit by the same rule.
import { DomainError } from '../../shared/errors/domain-error';
import { formatWon } from '../../shared/won';

/** From `effectiveOn` (a Korea-time date) on, no single deposit above `maxPerDepositWon` is credited. */
export interface DepositMaximumChange {
  effectiveOn: string;
  maxPerDepositWon: number;
}

/**
 * The platform's maximum per deposit, newest first. A platform policy, not a figure of the law:
 * a real transfer above it is a mistake or an attack, and is returned. A change is a new row with
 * its own date, so deposits already judged keep the rule of their day.
 */
export const DEPOSIT_MAXIMUM_POLICY: readonly DepositMaximumChange[] = [
  // Since the platform's start.
  { effectiveOn: '2020-01-01', maxPerDepositWon: 1_000_000_000 },
];

/** The largest balance + held a wallet may reach: past it a number no longer counts every won. */
export const MAX_WALLET_WON = Number.MAX_SAFE_INTEGER;

/** The field code an out-of-bounds deposit is refused with (the wallet, an operator's assignment). */
export const OUT_OF_BOUNDS = 'out_of_bounds';
/** The reason an out-of-bounds deposit is listed with among the unmatched deposits. */
export const AMOUNT_OUT_OF_BOUNDS = 'amount_out_of_bounds';
/** Why a deposit is kept for an operator (unmatched_deposits.reason): no account has its number, out of bounds, or a loan's account whose loan refused it. */
export const UNMATCHED_REASONS = ['unknown_account', AMOUNT_OUT_OF_BOUNDS, 'payment_refused'] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

export type DepositBoundBreach = 'over_deposit_maximum' | 'over_wallet_bound';

/** The maximum per deposit in force on `on` (YYYY-MM-DD); before the first change, the first change's. */
export function maxPerDepositWonOn(on: string, newestFirst: readonly DepositMaximumChange[] = DEPOSIT_MAXIMUM_POLICY): number {
  const inForce = newestFirst.find((c) => c.effectiveOn <= on) ?? newestFirst[newestFirst.length - 1];
  return inForce.maxPerDepositWon;
}

/**
 * Why a deposit of `amountWon` on `on` breaks the bounds for a wallet (or account) holding
 * `balanceWon` + `heldWon`, or null when it may be credited. The sum is compared by subtraction,
 * so the check itself never leaves the safe integers.
 */
export function depositOutOfBounds(amountWon: number, balanceWon: number, heldWon: number, on: string): DepositBoundBreach | null {
  if (amountWon > maxPerDepositWonOn(on)) return 'over_deposit_maximum';
  if (amountWon > MAX_WALLET_WON - balanceWon - heldWon) return 'over_wallet_bound';
  return null;
}

/** The refusal of an out-of-bounds deposit: expected (the bank may send anything), never a crash. */
export function depositOutOfBoundsError(on: string): DomainError {
  return new DomainError('invalid_input', {
    fields: { amount: OUT_OF_BOUNDS },
    message: `1회 입금 한도(${formatWon(maxPerDepositWonOn(on))})를 넘거나 예치금이 처리할 수 있는 최대 금액을 넘게 되는 입금이라 입금 처리할 수 없습니다. 보낸 분에게 반환해 주십시오.`,
  });
}

export function isDepositOutOfBoundsError(error: unknown): error is DomainError {
  return error instanceof DomainError && error.failCode === 'invalid_input' && error.details.fields?.amount === OUT_OF_BOUNDS;
}
