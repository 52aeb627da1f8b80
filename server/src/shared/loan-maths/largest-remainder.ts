// Splits an integer amount pro rata to integer weights, exact to the won: everyone gets the
// floor of their quota and the leftover won go one each to the largest remainders (ties to the
// earlier party, so the result is deterministic).
import { assert } from '../errors/domain-error';
import type { Won } from '../won';

export function largestRemainder(totalWon: Won, weights: readonly number[]): Won[] {
  const weightSum = weights.reduce((a, b) => a + b, 0);
  assert(weightSum > 0, 'weights must sum to more than zero');
  assert(totalWon >= 0, 'cannot split a negative amount');
  // One party takes it all (total × w / w, exactly): most investors hold one investment in a
  // product, and replaying a million credits split each of them this way.
  if (weights.length === 1) return [totalWon];
  // BigInt: total × weight can pass 2^53 (10^11 won × 10^10 won).
  const total = BigInt(totalWon);
  const sum = BigInt(weightSum);
  const floors = weights.map((w) => (total * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => ({ i, rem: (total * BigInt(w)) % sum }));
  let left = Number(total - floors.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  const result = floors.map(Number);
  for (let k = 0; left > 0; k += 1, left -= 1) result[remainders[k].i] += 1;
  return result;
}
