// Global so that any context's controller can use @RateLimit without importing anything:
// Redis-backed when REDIS_URL is set (service mode), in memory otherwise.
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../clock';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitService } from './rate-limit.service';
import { RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

@Global()
@Module({
  providers: [
    {
      provide: RateLimiter,
      inject: [APP_CONFIG, Clock],
      useFactory: (config: AppConfig, clock: Clock): RateLimiter =>
        config.redisUrl ? new RedisRateLimiter(config.redisUrl, config.queuePrefix) : new MemoryRateLimiter(clock),
    },
    RateLimitService,
    RateLimitGuard,
  ],
  exports: [RateLimiter, RateLimitService, RateLimitGuard],
})
export class RateLimitModule {}
