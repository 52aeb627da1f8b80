// Proves the holder mapping of transfers: without transfers the payouts are exactly
// investorPayouts; after one, the buyer is paid the seller's shares from the transfer's first
// installment on (the seller keeps the ones before), every installment still sums to the
// borrower's, and a holder of two parties' shares is withheld once on their sum.
import { holderOf, holderPayouts, NO_TRANSFERS, withTransfer } from './claim-holders';
import { investorPayouts, Payout } from './investor-payouts';
import { loanSchedule } from './loan-schedule';
import type { Party } from './schedule.types';

const installments = loanSchedule({ principalWon: 1_000_000, rateBp: 1200, termMonths: 12, method: 'equal_installment' }, new Date('2026-01-15T03:00:00Z'));
const investors: Party[] = [{ id: 'a', amountWon: 333_333 }, { id: 'b', amountWon: 333_333 }, { id: 'c', amountWon: 333_334 }];
const policy = { incomeTaxBp: 1400, feeBp: 0 };
const sumOf = (payouts: Payout[], seq?: number, user?: string) =>
  payouts.filter((p) => (seq === undefined || p.seq === seq) && (user === undefined || p.userId === user))
    .reduce((t, p) => ({ principalWon: t.principalWon + p.principalWon, interestWon: t.interestWon + p.interestWon }), { principalWon: 0, interestWon: 0 });

describe('claim holders', () => {
  it('pays exactly investorPayouts when nobody sold', () => {
    expect(holderPayouts(installments, investors, NO_TRANSFERS, policy)).toEqual(investorPayouts(installments, investors, policy));
  });

  it('groups by holder to exactly investorPayouts when every party still holds its own (the path a transfer takes)', () => {
    // A change of holder back to the party itself: holderPayouts groups, and nothing moves.
    const holders = { a: [{ fromSeq: 1, userId: 'a' }], c: [{ fromSeq: 7, userId: 'c' }] };
    expect(holderPayouts(installments, investors, holders, policy)).toEqual(investorPayouts(installments, investors, policy));
  });

  it('pays the buyer the seller\'s shares from the transfer on, the seller before, to the won', () => {
    const holders = withTransfer(NO_TRANSFERS, investors, 'a', 'd', 5);
    expect(holderOf(holders, 'a', 4)).toBe('a');
    expect(holderOf(holders, 'a', 5)).toBe('d');
    const before = investorPayouts(installments, investors, policy);
    const after = holderPayouts(installments, investors, holders, policy);
    for (const p of after) {
      const party = p.userId === 'd' ? 'a' : p.userId;
      expect(p).toEqual({ ...before.find((q) => q.userId === party && q.seq === p.seq)!, userId: p.userId });
    }
    expect(after.filter((p) => p.userId === 'a').map((p) => p.seq)).toEqual([1, 2, 3, 4]);
    expect(after.filter((p) => p.userId === 'd').map((p) => p.seq)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    for (const i of installments) expect(sumOf(after, i.seq)).toEqual({ principalWon: i.principalWon, interestWon: i.interestWon });
    // What the seller was paid and the buyer will be add up to what the seller lent.
    expect(sumOf(after, undefined, 'a').principalWon + sumOf(after, undefined, 'd').principalWon).toBe(333_333);
  });

  it('adds two parties\' shares held by one buyer and withholds once on the sum', () => {
    const holders = withTransfer(NO_TRANSFERS, investors, 'a', 'b', 3);
    const after = holderPayouts(installments, investors, holders, policy);
    const party = investorPayouts(installments, investors, policy);
    const third = after.find((p) => p.userId === 'b' && p.seq === 3)!;
    const a3 = party.find((p) => p.userId === 'a' && p.seq === 3)!;
    const b3 = party.find((p) => p.userId === 'b' && p.seq === 3)!;
    expect(third.principalWon).toBe(a3.principalWon + b3.principalWon);
    expect(third.interestWon).toBe(a3.interestWon + b3.interestWon);
    // 14 % then 10 % of it, each floored to 10 won, on the summed interest.
    expect(third.incomeTaxWon).toBe(Math.floor((third.interestWon * 1400) / 10_000 / 10) * 10);
    expect(third.localTaxWon).toBe(Math.floor(third.incomeTaxWon / 10 / 10) * 10);
    expect(after.filter((p) => p.seq === 3).map((p) => p.userId)).toEqual(['b', 'c']);
  });

  it('follows a chain of transfers: the second buyer takes every party the first one holds', () => {
    let holders = withTransfer(NO_TRANSFERS, investors, 'a', 'b', 3);
    holders = withTransfer(holders, investors, 'b', 'e', 7);
    expect([holderOf(holders, 'a', 2), holderOf(holders, 'a', 3), holderOf(holders, 'a', 7), holderOf(holders, 'b', 6), holderOf(holders, 'b', 7)]).toEqual(['a', 'b', 'e', 'b', 'e']);
    const after = holderPayouts(installments, investors, holders, policy);
    for (const i of installments) expect(sumOf(after, i.seq)).toEqual({ principalWon: i.principalWon, interestWon: i.interestWon });
  });
});
