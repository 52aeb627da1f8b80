// Each party's share of each installment. Splitting every installment on its own would let the
// rounding drift (a party could end up with a won more or less principal than it lent), so the
// split follows the CUMULATIVE amounts through installment k: each party gets what brings its
// running total closest to its exact quota of the cumulative amount, largest remainders first
// (ties to the earlier party). Whenever plain largest-remainder on the cumulative amount gives
// non-negative differences this is exactly that; where it would not (the "Alabama paradox" of
// tiny amounts: a party losing its extra won when the total grows), a party's share is held at
// zero instead of going negative. Both sums stay exact: each installment's shares add up to the
// installment, and each party's principal adds up to what it lent.
import { assert } from '../errors/domain-error';
import type { Installment, Party, Share } from './schedule.types';

/** One installment's split given what each party already holds; `weightSum` = Σ weights. */
function stepShares(cumulativeWon: number, amountWon: number, held: bigint[], weights: bigint[], weightSum: bigint): bigint[] {
  const n = weights.length;
  const cumulative = BigInt(cumulativeWon);
  const shares = new Array<bigint>(n);
  // What is left of each deficit once its whole won are given, computed once: a sort by a
  // recomputed residual did four BigInt products per comparison, and verify and replay split
  // every installment of every loan again.
  const residuals = new Array<bigint>(n);
  let sum = 0n;
  for (let i = 0; i < n; i += 1) {
    // Deficit to the exact quota, times weightSum: (cumulative × w_i / W − held_i) × W.
    const deficit = cumulative * weights[i] - held[i] * weightSum;
    const share = deficit > 0n ? deficit / weightSum : 0n;
    shares[i] = share;
    residuals[i] = deficit - share * weightSum;
    sum += share;
  }
  const target = BigInt(amountWon);
  if (sum === target) return shares;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (residuals[a] === residuals[b] ? a - b : residuals[a] > residuals[b] ? -1 : 1));
  for (let k = 0; sum < target; k += 1) {
    assert(k < 4 * n + 4, 'share split did not converge (short)');
    shares[order[k % n]] += 1n;
    sum += 1n;
  }
  for (let k = 0; sum > target; k += 1) {
    assert(k < 4 * n * n + 4, 'share split did not converge (over)');
    const i = order[n - 1 - (k % n)];
    if (shares[i] > 0n) {
      shares[i] -= 1n;
      sum -= 1n;
    }
  }
  return shares;
}

export function investorShares(installments: readonly Installment[], parties: readonly Party[]): Share[] {
  const weights = parties.map((p) => BigInt(p.amountWon));
  const weightSum = weights.reduce((a, b) => a + b, 0n);
  assert(weightSum > 0n, 'parties must have lent something');
  const heldPrincipal = parties.map(() => 0n);
  const heldInterest = parties.map(() => 0n);
  let cumPrincipal = 0;
  let cumInterest = 0;
  const shares: Share[] = [];
  for (const installment of installments) {
    cumPrincipal += installment.principalWon;
    cumInterest += installment.interestWon;
    const principal = stepShares(cumPrincipal, installment.principalWon, heldPrincipal, weights, weightSum);
    const interest = stepShares(cumInterest, installment.interestWon, heldInterest, weights, weightSum);
    parties.forEach((party, i) => {
      heldPrincipal[i] += principal[i];
      heldInterest[i] += interest[i];
      shares.push({ partyId: party.id, seq: installment.seq, principalWon: Number(principal[i]), interestWon: Number(interest[i]) });
    });
  }
  return shares;
}
