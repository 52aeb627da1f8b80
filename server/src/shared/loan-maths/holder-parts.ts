// A holder's payment, party by party (docs/design.md "Auto-invest and transfers"). An investor who
// invested in a loan and bought another holder's claim in it is paid both parties' shares as one
// payment (claim-holders.ts); each holding keeps its own figures only if it knows which part was
// whose. These name, per holder, each party's share of one installment, and per party the
// principal a transfer moves, from the same split the payments use: exact to the won.
import { holderOf, type ClaimHolders } from './claim-holders';
import { investorShareRows, type ShareRow } from './investor-payouts';
import type { Installment, Party } from './schedule.types';

/** One party's share of one holder's payment of an installment. */
export type HolderPart = Omit<ShareRow, 'seq' | 'dueOn'>;

/** One party's principal a transfer moves (its shares from the first installment sold on). */
export type PartyPrincipal = Pick<ShareRow, 'partyId' | 'principalWon'>;

/** For installment `seq`, each holder's parts (parties with anything in it), in the loan's party order. */
export function holderParts(installments: readonly Installment[], investors: readonly Party[], holders: ClaimHolders, seq: number): Map<string, HolderPart[]> {
  const parts = new Map<string, HolderPart[]>();
  for (const row of investorShareRows(installments, investors)) {
    if (row.seq !== seq || row.principalWon + row.interestWon + row.lateInterestWon === 0) continue;
    const userId = holderOf(holders, row.partyId, row.seq);
    const list = parts.get(userId) ?? [];
    list.push({ partyId: row.partyId, principalWon: row.principalWon, interestWon: row.interestWon, lateInterestWon: row.lateInterestWon });
    parts.set(userId, list);
  }
  return parts;
}

/** The principal of each party `userId` holds from installment `fromSeq` on: what selling its claim from there moves. */
export function partiesPrincipalFrom(
  installments: readonly Installment[], investors: readonly Party[], holders: ClaimHolders, userId: string, fromSeq: number,
): PartyPrincipal[] {
  const sums = new Map<string, number>();
  for (const row of investorShareRows(installments, investors)) {
    if (row.seq < fromSeq || holderOf(holders, row.partyId, row.seq) !== userId) continue;
    sums.set(row.partyId, (sums.get(row.partyId) ?? 0) + row.principalWon);
  }
  return [...sums].filter(([, won]) => won > 0).map(([partyId, principalWon]) => ({ partyId, principalWon }));
}
