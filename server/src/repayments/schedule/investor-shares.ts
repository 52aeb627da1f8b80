// Each party's share of each installment. Splitting every installment on its own would let
// the rounding drift (a party could end up with a won more or less principal than it lent);
// splitting the CUMULATIVE principal and interest through installment k and taking differences
// keeps both sums exact: each installment's shares add up to the installment, and each
// party's principal adds up to what it lent.
import { largestRemainder } from './largest-remainder';
import type { Installment, Party, Share } from './schedule.types';

export function investorShares(installments: readonly Installment[], parties: readonly Party[]): Share[] {
  const weights = parties.map((p) => p.amountWon);
  const shares: Share[] = [];
  let cumPrincipal = 0;
  let cumInterest = 0;
  let prevPrincipal = parties.map(() => 0);
  let prevInterest = parties.map(() => 0);
  for (const installment of installments) {
    cumPrincipal += installment.principalWon;
    cumInterest += installment.interestWon;
    const principal = largestRemainder(cumPrincipal, weights);
    const interest = largestRemainder(cumInterest, weights);
    parties.forEach((party, i) => {
      shares.push({
        partyId: party.id,
        seq: installment.seq,
        principalWon: principal[i] - prevPrincipal[i],
        interestWon: interest[i] - prevInterest[i],
      });
    });
    prevPrincipal = principal;
    prevInterest = interest;
  }
  return shares;
}
