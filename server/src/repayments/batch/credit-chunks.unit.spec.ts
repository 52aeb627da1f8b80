// Proves the cut of an installment's payouts into credit commands: every payout in exactly one
// chunk, no investor in two lanes, chunks no larger than asked, and the same cut every time.
import { creditChunks, laneOf } from './credit-chunks';
import { Payout } from '../../shared/loan-maths';

const payout = (i: number): Payout => ({
  userId: `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`, seq: 1, dueOn: '2026-12-24',
  principalWon: 1_000 + i, interestWon: 100, lateInterestWon: 0, incomeTaxWon: 10, localTaxWon: 0, feeWon: 0, netWon: 1_090 + i,
});

describe('credit chunks', () => {
  const payouts = Array.from({ length: 1_234 }, (_, i) => payout(i));

  it('puts every payout in exactly one chunk of at most the chunk size', () => {
    const chunks = creditChunks(payouts, 500);
    expect(chunks.every((c) => c.credits.length > 0 && c.credits.length <= 500)).toBe(true);
    const credited = chunks.flatMap((c) => c.credits.map((x) => x.userId)).sort();
    expect(credited).toEqual(payouts.map((p) => p.userId).sort());
    expect(chunks.flatMap((c) => c.credits).reduce((t, c) => t + c.principalWon, 0)).toBe(payouts.reduce((t, p) => t + p.principalWon, 0));
  });

  it('keeps each investor in one lane, and the lanes apart', () => {
    const chunks = creditChunks(payouts, 100);
    for (const chunk of chunks) expect(chunk.credits.every((c) => laneOf(c.userId) === chunk.lane)).toBe(true);
    expect(new Set(chunks.map((c) => c.lane))).toEqual(new Set([0, 1]));
    // Indexes run 0, 1, 2… within each lane: a chunk's id names its lane and place.
    for (const lane of [0, 1]) expect(chunks.filter((c) => c.lane === lane).map((c) => c.index)).toEqual([...Array(chunks.filter((c) => c.lane === lane).length).keys()]);
  });

  it('cuts the same chunks every time, in the loan investor order', () => {
    expect(creditChunks(payouts, 300)).toEqual(creditChunks([...payouts], 300));
    const lane0 = creditChunks(payouts, 10_000).find((c) => c.lane === 0)!;
    expect(lane0.credits.map((c) => c.userId)).toEqual(payouts.filter((p) => laneOf(p.userId) === 0).map((p) => p.userId));
  });
});
