// Proves fanOut gives every consumer every page in order, lets a fast consumer run ahead of a
// slow one by at most the bound, and stops everyone between pages on the first failure.
import type { StoredEvent } from '../event-store/event-store.types';
import { fanOut } from './page-fan-out';

const page = (n: number) => [{ globalPosition: n } as StoredEvent];
async function* pagesOf(count: number, reads: number[]) {
  for (let n = 1; n <= count; n += 1) {
    reads.push(n);
    yield page(n);
  }
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('fanOut', () => {
  it('gives every consumer every page in order, the fast one at most the bound ahead', async () => {
    const reads: number[] = [];
    const fast: number[] = [];
    const slow: number[] = [];
    let maxAhead = 0;
    await fanOut(pagesOf(20, reads)[Symbol.asyncIterator](), [
      async (p) => {
        fast.push(p[0].globalPosition);
        maxAhead = Math.max(maxAhead, fast.length - slow.length);
      },
      async (p) => {
        await tick();
        slow.push(p[0].globalPosition);
      },
    ], undefined, 3);
    const all = Array.from({ length: 20 }, (_, i) => i + 1);
    expect([fast, slow, reads]).toEqual([all, all, all]);
    expect(maxAhead).toBe(3);
  });

  it('stops the others between pages on the first failure and throws it', async () => {
    const other: number[] = [];
    const run = fanOut(pagesOf(50, [])[Symbol.asyncIterator](), [
      async (p) => {
        await tick();
        if (p[0].globalPosition === 5) throw new Error('lane failed');
      },
      async (p) => {
        await tick();
        other.push(p[0].globalPosition);
      },
    ], undefined, 2);
    await expect(run).rejects.toThrow('lane failed');
    expect(other.length).toBeLessThanOrEqual(7);
    expect(other).toEqual(Array.from({ length: other.length }, (_, i) => i + 1));
  });
});
