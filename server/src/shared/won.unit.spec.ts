// formatWon groups digits itself (ICU's formatter was most of a replay's memo cost): it must print
// every integer exactly as toLocaleString('ko-KR') does, negatives and the largest safe ones too.
import fc from 'fast-check';
import { formatWon } from './won';

describe('formatWon', () => {
  it('prints as toLocaleString(ko-KR) for every safe integer', () => {
    fc.assert(fc.property(fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.maxSafeInteger(), fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })), (n) => {
      expect(formatWon(n)).toBe(`${n.toLocaleString('ko-KR')}원`);
    }), { numRuns: 5_000 });
    for (const n of [0, 7, 999, 1_000, -1_000, 12_345, 1_234_567, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) expect(formatWon(n)).toBe(`${n.toLocaleString('ko-KR')}원`);
    expect(formatWon(1_234_567)).toBe('1,234,567원');
  });
});
