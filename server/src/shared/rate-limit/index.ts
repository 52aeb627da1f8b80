export { RateLimitModule } from './rate-limit.module';
export { RateLimit } from './rate-limit.decorator';
export { RATE_LIMIT } from './rate-limit.metadata';
export type { RateLimitOptions } from './rate-limit.metadata';
export { RateLimitGuard } from './rate-limit.guard';
export { RateLimitService } from './rate-limit.service';
export type { LimitRule } from './rate-limiter';
export { throttled } from './throttled';
