// Service mode's limiter: counters in Redis so that every API process counts the same hits.
// INCR and the window's expiry run in one Lua script, so a counter can never lose its TTL.
import { Logger } from '@nestjs/common';
import IORedis from 'ioredis';
import { LimitRule, RateLimiter } from './rate-limiter';

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export class RedisRateLimiter extends RateLimiter {
  private readonly logger = new Logger('rate-limit');
  private redis: IORedis | null = null;

  constructor(private readonly url: string, private readonly prefix: string) {
    super();
  }

  async hit(key: string, rule: LimitRule): Promise<number> {
    // Connected on first use: worker-only processes never open this connection.
    // Auto-pipelining sends the hits of one event-loop turn in one write (a launch rush checks
    // hundreds of accounts at once); the script goes by its SHA, not its text, each time.
    if (!this.redis) {
      this.redis = new IORedis(this.url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 2000, commandTimeout: 1000, enableAutoPipelining: true });
      this.redis.defineCommand('rateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    }
    const redis = this.redis as IORedis & { rateHit(key: string, windowMs: string): Promise<[number, number]> };
    try {
      const [count, ttlMs] = await redis.rateHit(`${this.prefix}:rate:${key}`, String(rule.windowS * 1000));
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
