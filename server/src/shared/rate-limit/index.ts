export { RateLimitModule } from './rate-limit.module';
export { RateLimit } from './rate-limit.decorator';
export { RateLimitService } from './rate-limit.service';
export type { LimitRule } from './rate-limiter';
