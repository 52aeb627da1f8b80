// Proves a holder's payment named party by party: a holder of their own party and of one bought is
// paid each party's own share of the installment, the parts add up to the payment, and the
// principal a transfer moves is per party what that party's shares from the first installment sold on are.
import { holderPayouts, NO_TRANSFERS, withTransfer } from './claim-holders';
import { holderParts, partiesPrincipalFrom } from './holder-parts';
import { investorShareRows } from './investor-payouts';
import { loanSchedule } from './loan-schedule';
import type { Party } from './schedule.types';

const installments = loanSchedule({ principalWon: 1_000_000, rateBp: 1200, termMonths: 6, method: 'equal_installment' }, new Date('2026-01-15T03:00:00Z'));
const investors: Party[] = [{ id: 'a', amountWon: 600_000 }, { id: 'b', amountWon: 333_333 }, { id: 'c', amountWon: 66_667 }];
const policy = { incomeTaxBp: 1400, feeBp: 0 };
const share = (party: string, seq: number) => investorShareRows(installments, investors).find((r) => r.partyId === party && r.seq === seq)!;

describe('holder parts', () => {
  it('names each party\'s own share of a holder\'s payment, adding up to it', () => {
    const holders = withTransfer(NO_TRANSFERS, investors, 'b', 'a', 3);
    for (const seq of [2, 3, 6]) {
      const parts = holderParts(installments, investors, holders, seq);
      const payout = holderPayouts(installments, investors, holders, policy).find((p) => p.seq === seq && p.userId === 'a')!;
      const mine = parts.get('a')!;
      expect(mine.map((p) => p.partyId)).toEqual(seq >= 3 ? ['a', 'b'] : ['a']);
      for (const p of mine) expect([p.principalWon, p.interestWon]).toEqual([share(p.partyId, seq).principalWon, share(p.partyId, seq).interestWon]);
      expect(mine.reduce((t, p) => t + p.principalWon, 0)).toBe(payout.principalWon);
      expect(mine.reduce((t, p) => t + p.interestWon, 0)).toBe(payout.interestWon);
      expect(parts.has('b')).toBe(seq < 3);
    }
  });

  it('moves per party the principal of its shares from the first installment sold on', () => {
    const holders = withTransfer(NO_TRANSFERS, investors, 'b', 'a', 3);
    const rest = (party: string, from: number) => investorShareRows(installments, investors).filter((r) => r.partyId === party && r.seq >= from).reduce((t, r) => t + r.principalWon, 0);
    expect(partiesPrincipalFrom(installments, investors, holders, 'a', 4)).toEqual([{ partyId: 'a', principalWon: rest('a', 4) }, { partyId: 'b', principalWon: rest('b', 4) }]);
    expect(partiesPrincipalFrom(installments, investors, holders, 'b', 4)).toEqual([]);
    expect(partiesPrincipalFrom(installments, investors, NO_TRANSFERS, 'c', 2)).toEqual([{ partyId: 'c', principalWon: rest('c', 2) }]);
  });
});
