// What each investor receives for each installment: their share (cumulative largest remainder)
// and the withholding on it. The batch pays exactly these amounts and the schedule projection
// shows exactly these amounts, because both call this one function.
import { investorShares } from './schedule/investor-shares';
import type { Installment, Party } from './schedule/schedule.types';
import { TaxPolicy, netWon, withholding } from './schedule/withholding-tax';

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

/** A policy for every payment, or the policy of each due date (a schedule's estimate). */
export type PayoutPolicy = TaxPolicy | ((dueOn: string) => TaxPolicy);

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
