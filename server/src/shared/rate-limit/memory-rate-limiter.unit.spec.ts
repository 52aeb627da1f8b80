// Proves the in-memory limiter's fixed windows: the limit-th hit passes, the next waits until the window ends, and a new window starts fresh.
import { Clock } from '../clock';
import { MemoryRateLimiter } from './memory-rate-limiter';

describe('MemoryRateLimiter', () => {
  it('allows `limit` hits a window and tells how long to wait after', async () => {
    const clock = new Clock();
    const limiter = new MemoryRateLimiter(clock);
    const rule = { limit: 3, windowS: 60 };
    expect([await limiter.hit('k', rule), await limiter.hit('k', rule), await limiter.hit('k', rule)]).toEqual([0, 0, 0]);
    expect(await limiter.hit('k', rule)).toBe(60);
    clock.advanceForTests(45_000);
    expect(await limiter.hit('k', rule)).toBe(15);
    expect(await limiter.hit('other', rule)).toBe(0);
    clock.advanceForTests(15_000);
    expect(await limiter.hit('k', rule)).toBe(0);
  });
});
