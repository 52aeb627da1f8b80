// Fairness of the service order (docs/api.md "Auto-invest", 시행령 12조): over 100 products with
// room for only some contracts, no contract is always first and each is placed within a bounded
// number of products.
import { Candidate, selectPlacements, serviceOrder } from './rotation';

const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

/** Runs `products` openings; each has room for `roomWon`. Returns per investor the products they waited between placements, and who came first each time. */
function run(candidates: Candidate[], products: number, roomWon: number) {
  let cursor: string | null = null;
  const lastPlacedAt = new Map<string, number>();
  const longestWait = new Map<string, number>();
  const firsts: string[] = [];
  for (let p = 0; p < products; p += 1) {
    const order: Candidate[] = serviceOrder(candidates, cursor);
    firsts.push(order[0].userId);
    const chosen: { placed: Candidate[]; cursor: string | null } = selectPlacements(order, roomWon);
    for (const c of chosen.placed) {
      const wait = p - (lastPlacedAt.get(c.userId) ?? -1);
      longestWait.set(c.userId, Math.max(longestWait.get(c.userId) ?? 0, wait));
      lastPlacedAt.set(c.userId, p);
    }
    cursor = chosen.cursor ?? cursor;
  }
  return { longestWait, firsts, lastPlacedAt };
}

describe('auto-invest service order', () => {
  it('rotates per product: over 100 products no contract is always first, each is placed within ceil(n/m) products', () => {
    const candidates = ids(23).map((userId) => ({ userId, amountWon: 10_000 }));
    const { longestWait, firsts, lastPlacedAt } = run(candidates, 100, 50_000);
    expect(new Set(firsts).size).toBeGreaterThan(1);
    for (const c of candidates) {
      expect(firsts.filter((f) => f === c.userId).length).toBeLessThan(100);
      expect(longestWait.get(c.userId)).toBeLessThanOrEqual(Math.ceil(23 / 5));
      expect(lastPlacedAt.get(c.userId)).toBeGreaterThanOrEqual(100 - Math.ceil(23 / 5));
    }
  });

  it('with room for everyone, everyone is placed on every product', () => {
    const candidates = ids(7).map((userId) => ({ userId, amountWon: 10_000 }));
    const { longestWait } = run(candidates, 100, 1_000_000);
    for (const c of candidates) expect(longestWait.get(c.userId)).toBe(1);
  });

  it('begins after the cursor and wraps around', () => {
    const candidates = ids(4).map((userId) => ({ userId, amountWon: 10_000 }));
    expect(serviceOrder(candidates, candidates[1].userId).map((c) => c.userId)).toEqual([candidates[2], candidates[3], candidates[0], candidates[1]].map((c) => c.userId));
    expect(serviceOrder(candidates, candidates[3].userId)[0].userId).toBe(candidates[0].userId);
  });

  it('never takes more than the room; a refused investor takes none, a smaller amount after a larger one may fit', () => {
    const [a, b, c] = ids(3);
    const chosen = selectPlacements([{ userId: a, amountWon: 30_000 }, { userId: b, amountWon: 50_000 }, { userId: c, amountWon: 20_000 }], 50_000, (x) => x.userId === a);
    expect(chosen.placed.map((x) => x.userId)).toEqual([b]);
    expect(chosen.refused.map((x) => x.userId)).toEqual([a]);
    const fits = selectPlacements([{ userId: b, amountWon: 50_000 }, { userId: c, amountWon: 20_000 }], 30_000);
    expect(fits.placed.map((x) => x.userId)).toEqual([c]);
    expect(fits.placed.reduce((s, x) => s + x.amountWon, 0)).toBeLessThanOrEqual(30_000);
  });
});
