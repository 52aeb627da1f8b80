// Who holds each party's claim, installment by installment (docs/design.md "Auto-invest and
// transfers"). A transfer (원리금수취권 양도) never changes the loan's parties or their weights, so
// every split stays exactly what it was to the won; it changes who is paid a party's shares from
// one installment on. A party nobody bought is held by itself (party id = user id). When one user
// holds several parties' shares of an installment (a buyer who already held a part, say), the
// shares are added and withheld as one payment: tax is per investor per payment per product.
import { investorPayouts, investorShareRows, payoutOf, Payout } from './investor-payouts';
import type { PayoutPolicy } from './payout-policy';
import type { Installment, Party } from './schedule.types';

/** One change of holder: from installment `fromSeq` on, `userId` is paid the party's shares. */
export interface HolderChange {
  fromSeq: number;
  userId: string;
}

/** By party id, the holder changes in the order they happened (fromSeq never decreasing). Plain JSON. */
export type ClaimHolders = Readonly<Record<string, readonly HolderChange[]>>;

export const NO_TRANSFERS: ClaimHolders = {};

/** Who is paid `partyId`'s share of installment `seq`. */
export function holderOf(holders: ClaimHolders, partyId: string, seq: number): string {
  let holder = partyId;
  for (const change of holders[partyId] ?? []) if (change.fromSeq <= seq) holder = change.userId;
  return holder;
}

/** The parties whose share of installment `seq` `userId` holds, in the loan's party order. */
export function partiesHeldBy(holders: ClaimHolders, investors: readonly Party[], userId: string, seq: number): Party[] {
  return investors.filter((p) => holderOf(holders, p.id, seq) === userId);
}

/** The holders' changes after `userId` hands every party it holds from `fromSeq` on to `toUserId`. */
export function withTransfer(holders: ClaimHolders, investors: readonly Party[], userId: string, toUserId: string, fromSeq: number): ClaimHolders {
  const next: Record<string, readonly HolderChange[]> = { ...holders };
  for (const party of partiesHeldBy(holders, investors, userId, fromSeq)) {
    next[party.id] = [...(holders[party.id] ?? []), { fromSeq, userId: toUserId }];
  }
  return next;
}

/**
 * What each holder receives for each installment: the parties' shares (cumulative largest
 * remainder, unchanged by transfers) added per holder and installment, then withheld. Without
 * transfers this is exactly investorPayouts. Ordered by installment, then by the first party each
 * holder holds.
 */
export function holderPayouts(installments: readonly Installment[], investors: readonly Party[], holders: ClaimHolders, policy: PayoutPolicy): Payout[] {
  // Nobody bought a share (most loans): every party holds its own, and grouping by holder, a
  // key made per row, was a month-end's costliest step after the SQL (0.9 s of 100,000 lines).
  if (!Object.values(holders).some((changes) => changes.length > 0)) return investorPayouts(installments, investors, policy);
  const rows = investorShareRows(installments, investors);
  const grouped = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const userId = holderOf(holders, row.partyId, row.seq);
    const key = `${row.seq}:${userId}`;
    const seen = grouped.get(key);
    if (seen) {
      seen.principalWon += row.principalWon;
      seen.interestWon += row.interestWon;
      seen.lateInterestWon += row.lateInterestWon;
    } else {
      grouped.set(key, { ...row, partyId: userId });
    }
  }
  return [...grouped.values()].map((row) => payoutOf(row, policy));
}
