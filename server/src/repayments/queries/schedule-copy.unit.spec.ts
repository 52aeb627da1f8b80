// Proves that a range of the kept schedule is the slice a read with `from`/`to` would give:
// inclusive bounds, open ends, nothing in range, the 2,000-row bound, and byte offsets that hold
// with Korean titles (several bytes a character).
import { answerOf, SCHEDULE_ROW_LIMIT, scheduleCopy } from './schedule-copy';

const row = (dueOn: string, n: number) => ({ due_on: dueOn, row: JSON.stringify({ title: `부동산 담보 대출 ${n}호`, due_on: dueOn, seq: n }) });
const DAYS = ['2026-01-15', '2026-02-15', '2026-02-15', '2026-03-15', '2026-04-15'];
const copy = scheduleCopy(DAYS.map((d, i) => row(d, i + 1)));
const seqs = (body: Buffer) => (JSON.parse(body.toString()) as { seq: number }[]).map((r) => r.seq);

describe('a kept schedule answered for a range', () => {
  it('is every row without bounds, the same bytes as kept', () => {
    expect(answerOf(copy, null, null)).toBe(copy.body);
    expect(seqs(copy.body)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ['from a due date, inclusive', '2026-02-15', null, [2, 3, 4, 5]],
    ['to a due date, inclusive', null, '2026-02-15', [1, 2, 3]],
    ['between two dates', '2026-02-01', '2026-03-31', [2, 3, 4]],
    ['a single day', '2026-03-15', '2026-03-15', [4]],
    ['after the last', '2026-05-01', null, []],
    ['before the first', null, '2026-01-01', []],
    ['an empty range', '2026-03-01', '2026-02-01', []],
  ])('%s', (_label, fromOn, toOn, expected) => {
    expect(seqs(answerOf(copy, fromOn, toOn))).toEqual(expected);
  });

  it('answers an investor without rows with an empty list', () => {
    expect(answerOf(scheduleCopy([]), null, null).toString()).toBe('[]');
    expect(answerOf(scheduleCopy([]), '2026-01-01', null).toString()).toBe('[]');
  });

  it('gives at most the row limit, the earliest first', () => {
    const many = scheduleCopy(Array.from({ length: SCHEDULE_ROW_LIMIT + 5 }, (_, i) => row(`2027-${String(1 + (i % 12)).padStart(2, '0')}-01`, i)));
    const all = JSON.parse(answerOf(many, null, null).toString()) as unknown[];
    expect(all).toHaveLength(SCHEDULE_ROW_LIMIT);
    expect(all[0]).toEqual(JSON.parse(many.body.toString())[0]);
  });
});
