// What each investor receives for each installment: their share (cumulative largest remainder)
// and the withholding on it. The batch pays exactly these amounts, the schedule projection shows
// exactly these amounts and the product page previews them for one investor, because all three
// call this one function.
import { investorShares } from './investor-shares';
import type { Installment, Party } from './schedule.types';
import type { PayoutPolicy } from './payout-policy';
import { netWon, withholding } from './withholding-tax';

export interface Payout {
  userId: string;
  seq: number;
  dueOn: string;
  principalWon: number;
  interestWon: number;
  incomeTaxWon: number;
  localTaxWon: number;
  feeWon: number;
  netWon: number;
}

export function investorPayouts(installments: readonly Installment[], investors: readonly Party[], policy: PayoutPolicy): Payout[] {
  const sorted = [...installments].sort((a, b) => a.seq - b.seq);
  const dueOf = new Map(sorted.map((i) => [i.seq, i.dueOn]));
  const policyOn = typeof policy === 'function' ? policy : () => policy;
  return investorShares(sorted, investors).map((share) => {
    const w = withholding(share.interestWon, policyOn(dueOf.get(share.seq)!));
    return {
      userId: share.partyId,
      seq: share.seq,
      dueOn: dueOf.get(share.seq)!,
      principalWon: share.principalWon,
      interestWon: share.interestWon,
      incomeTaxWon: w.incomeTaxWon,
      localTaxWon: w.localTaxWon,
      feeWon: w.feeWon,
      netWon: netWon(share.principalWon, share.interestWon, w),
    };
  });
}

/** Investments summed per user, in the order each user first invested (the split's party order). */
export function investorsOf(investments: readonly { userId: string; amountWon: number }[]): Party[] {
  const byUser = new Map<string, number>();
  for (const i of investments) byUser.set(i.userId, (byUser.get(i.userId) ?? 0) + i.amountWon);
  return [...byUser].map(([id, amountWon]) => ({ id, amountWon }));
}
