// Named limits per client address and per account. Per-address limits can be lifted with
// RATE_LIMITS=off (load tests come from one address); per-account ones never are.
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { LimitRule, RateLimiter } from './rate-limiter';
import { throttled } from './throttled';

@Injectable()
export class RateLimitService implements OnModuleDestroy {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Throws 429 too_many_requests (with Retry-After) once `rule` is used up for this address. */
  async perIp(name: string, ip: string, rule: LimitRule): Promise<void> {
    if (!this.config.rateLimits) return;
    await this.consume(`${name}:ip:${ip}`, rule);
  }

  /** The same for an account (a user id or a normalized e-mail); never lifted. */
  async perAccount(name: string, account: string, rule: LimitRule): Promise<void> {
    await this.consume(`${name}:account:${account}`, rule);
  }

  async onModuleDestroy(): Promise<void> {
    await this.limiter.close();
  }

  private async consume(key: string, rule: LimitRule): Promise<void> {
    const waitS = await this.limiter.hit(key, rule);
    if (waitS > 0) throw throttled('too_many_requests', waitS);
  }
}
