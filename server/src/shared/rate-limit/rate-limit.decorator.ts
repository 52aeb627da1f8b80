// `@RateLimit({ name, perUser, perIp })` on a route: counted after the session is resolved, so
// per-user limits know the user. Meant for money-moving endpoints, e.g.
//   @RateLimit({ name: 'withdrawals', perUser: { limit: 10, windowS: 60 }, perIp: { limit: 60, windowS: 60 } })
import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';
import { RATE_LIMIT, RateLimitOptions } from './rate-limit.metadata';

export const RateLimit = (options: RateLimitOptions) => applyDecorators(SetMetadata(RATE_LIMIT, options), UseGuards(RateLimitGuard));
