// Money is an integer number of won. These helpers refuse anything else, so a float never
// sneaks into a balance.
import { assert } from './errors/domain-error';

export type Won = number;

export function assertWon(value: number, what = 'amount'): asserts value is Won {
  assert(Number.isSafeInteger(value), `${what} must be an integer number of won, got ${value}`);
}

/**
 * `12,345원`, as toLocaleString('ko-KR') groups the digits. Integers are grouped here: ICU's
 * formatter cost a replay of a million events close to a second (every ledger line's memo).
 */
export function formatWon(amountWon: Won): string {
  if (!Number.isSafeInteger(amountWon) || Object.is(amountWon, -0)) return `${amountWon.toLocaleString('ko-KR')}원`;
  const digits = String(Math.abs(amountWon));
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return `${amountWon < 0 ? '-' : ''}${grouped}원`;
}

/** Same conversion for raw query rows. */
export function toWon(value: string | number | null | undefined): Won {
  const n = Number(value ?? 0);
  assert(Number.isSafeInteger(n), `money value ${value}`);
  return n;
}
