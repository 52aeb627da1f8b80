// Proves that in service mode the rate limits are shared across processes: two limiters with their own Redis connections count the same hits, and a window ends by itself.
import { randomBytes } from 'node:crypto';
import { RedisRateLimiter } from '../../../server/src/shared/rate-limit/redis-rate-limiter';
import { describeWithRedis } from '../../support/test-app';

describeWithRedis('rate limits on Redis', () => {
  const prefix = `test-rl-${randomBytes(4).toString('hex')}`;
  const a = new RedisRateLimiter(process.env.TEST_REDIS_URL!, prefix);
  const b = new RedisRateLimiter(process.env.TEST_REDIS_URL!, prefix);
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts hits from two processes against one limit', async () => {
    const rule = { limit: 4, windowS: 30 };
    const waits = [await a.hit('login:ip:1.2.3.4', rule), await b.hit('login:ip:1.2.3.4', rule), await a.hit('login:ip:1.2.3.4', rule), await b.hit('login:ip:1.2.3.4', rule)];
    expect(waits).toEqual([0, 0, 0, 0]);
    const fifth = await b.hit('login:ip:1.2.3.4', rule);
    expect(fifth).toBeGreaterThan(0);
    expect(fifth).toBeLessThanOrEqual(30);
    expect(await a.hit('login:ip:5.6.7.8', rule)).toBe(0);
  });

  it('counts the hits of one turn exactly, several on one key and others on other keys, with their own windows', async () => {
    const tight = { limit: 3, windowS: 30 };
    const loose = { limit: 100, windowS: 60 };
    const waits = await Promise.all([
      ...Array.from({ length: 5 }, () => a.hit('investments:account:u-1', tight)),
      ...Array.from({ length: 5 }, (_, i) => a.hit(`investments:account:u-${i + 2}`, loose)),
    ]);
    expect(waits.slice(0, 5).filter((w) => w === 0)).toHaveLength(3);
    expect(waits.slice(0, 5).filter((w) => w > 0 && w <= 30)).toHaveLength(2);
    expect(waits.slice(5)).toEqual([0, 0, 0, 0, 0]);
    expect(await b.hit('investments:account:u-1', tight)).toBeGreaterThan(0);
  });

  it('opens a new window once the old one expires', async () => {
    const rule = { limit: 1, windowS: 1 };
    expect(await a.hit('short', rule)).toBe(0);
    expect(await b.hit('short', rule)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await b.hit('short', rule)).toBe(0);
  });
});
