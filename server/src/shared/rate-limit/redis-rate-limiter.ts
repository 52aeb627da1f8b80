// Service mode's limiter: counters in Redis so that every API process counts the same hits.
// INCR and the window's expiry run in one Lua script, so a counter can never lose its TTL. The
// hits of one event-loop turn (a launch rush checks hundreds of accounts at once) go as one
// script call over all their keys, sent by its SHA.
import { Logger } from '@nestjs/common';
import IORedis from 'ioredis';
import { Coalescer } from '../database/coalescer';
import { LimitRule, RateLimiter } from './rate-limiter';

const HITS_SCRIPT = `
local answers = {}
for i, key in ipairs(KEYS) do
  local window = ARGV[i]
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIRE', key, window) end
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then redis.call('PEXPIRE', key, window); ttl = tonumber(window) end
  answers[i] = {count, ttl}
end
return answers`;

type RedisWithHits = IORedis & { rateHits(...keysThenWindows: (string | number)[]): Promise<[number, number][]> };

export class RedisRateLimiter extends RateLimiter {
  private readonly logger = new Logger('rate-limit');
  private redis: RedisWithHits | null = null;

  constructor(private readonly url: string, private readonly prefix: string) {
    super();
  }

  private readonly hits = new Coalescer<{ key: string; windowMs: number }, [number, number]>(async (batch) => {
    // Connected on first use: worker-only processes never open this connection.
    if (!this.redis) {
      const redis = new IORedis(this.url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 2000, commandTimeout: 1000 });
      redis.defineCommand('rateHits', { lua: HITS_SCRIPT });
      this.redis = redis as RedisWithHits;
    }
    // numberOfKeys first when defineCommand is given none: keys, then one window per key.
    return this.redis.rateHits(batch.length, ...batch.map((h) => `${this.prefix}:rate:${h.key}`), ...batch.map((h) => h.windowMs));
  });

  async hit(key: string, rule: LimitRule): Promise<number> {
    try {
      const [count, ttlMs] = await this.hits.run({ key, windowMs: rule.windowS * 1000 });
      return count > rule.limit ? Math.ceil(ttlMs / 1000) : 0;
    } catch (error) {
      // Availability over throttling: an unreachable Redis must not lock everybody out. The
      // login lockout lives in PostgreSQL and still holds.
      this.logger.warn({ msg: 'rate limiter unavailable, request allowed', error: String(error) });
      return 0;
    }
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
    this.redis = null;
  }
}
