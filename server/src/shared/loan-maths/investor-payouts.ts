// What each investor receives for each installment: their share (cumulative largest remainder)
// and the withholding on it. The batch pays exactly these amounts, the schedule projection shows
// exactly these amounts and the product page previews them for one investor, because all three
// call this one function. An installment paid late carries its late interest (연체이자), split among
// its investors pro rata to what each lent (largest remainder, exact to the won) and added to the
// interest of the same payment before its withholding is computed (docs/design.md "Repayments").
import { investorShares } from './investor-shares';
import { largestRemainder } from './largest-remainder';
import type { Installment, Party, Share } from './schedule.types';
import type { PayoutPolicy } from './payout-policy';
import { netWon, withholding, type Withholding } from './withholding-tax';

/** An investor's share of an installment (its holder's, as `userId`), withheld. */
export interface Payout extends Omit<ShareRow, 'partyId'>, Withholding {
  userId: string;
  netWon: number;
}

export function investorPayouts(installments: readonly Installment[], investors: readonly Party[], policy: PayoutPolicy): Payout[] {
  return investorShareRows(installments, investors).map((row) => payoutOf(row, policy));
}

/** One party's share of one installment before withholding (its late interest included). */
export interface ShareRow extends Share {
  dueOn: string;
  /** The party's share of the installment's late interest (taxed with its interest). */
  lateInterestWon: number;
}

/** Every party's share of every installment, by installment then party order. */
export function investorShareRows(installments: readonly Installment[], investors: readonly Party[]): ShareRow[] {
  const sorted = [...installments].sort((a, b) => a.seq - b.seq);
  const dueOf = new Map(sorted.map((i) => [i.seq, i.dueOn]));
  const lateOf = lateInterestShares(sorted, investors);
  return investorShares(sorted, investors).map((share, index) => ({
    partyId: share.partyId,
    seq: share.seq,
    dueOn: dueOf.get(share.seq)!,
    principalWon: share.principalWon,
    interestWon: share.interestWon,
    lateInterestWon: lateOf.get(share.seq)?.[index % investors.length] ?? 0,
  }));
}

/** A row withheld by the policy of its due date: what its holder (`partyId`) is paid. */
export function payoutOf(row: ShareRow, policy: PayoutPolicy): Payout {
  const policyOn = typeof policy === 'function' ? policy : () => policy;
  const w = withholding(row.interestWon + row.lateInterestWon, policyOn(row.dueOn));
  return {
    userId: row.partyId,
    seq: row.seq,
    dueOn: row.dueOn,
    principalWon: row.principalWon,
    interestWon: row.interestWon,
    lateInterestWon: row.lateInterestWon,
    incomeTaxWon: w.incomeTaxWon,
    localTaxWon: w.localTaxWon,
    feeWon: w.feeWon,
    netWon: netWon(row.principalWon, row.interestWon + row.lateInterestWon, w),
  };
}

/** Per installment paid late, each investor's share of its late interest, in investor order. */
function lateInterestShares(installments: readonly Installment[], investors: readonly Party[]): Map<number, number[]> {
  const weights = investors.map((p) => p.amountWon);
  return new Map(installments.filter((i) => (i.lateInterestWon ?? 0) > 0).map((i) => [i.seq, largestRemainder(i.lateInterestWon!, weights)]));
}

/** Investments summed per user, in the order each user first invested (the split's party order). */
export function investorsOf(investments: readonly { userId: string; amountWon: number }[]): Party[] {
  const byUser = new Map<string, number>();
  for (const i of investments) byUser.set(i.userId, (byUser.get(i.userId) ?? 0) + i.amountWon);
  return [...byUser].map(([id, amountWon]) => ({ id, amountWon }));
}
