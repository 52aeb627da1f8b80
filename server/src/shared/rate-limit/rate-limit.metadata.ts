// The metadata a route carries for the rate-limit guard (kept apart so guard and decorator do not import each other).
import type { LimitRule } from './rate-limiter';

export const RATE_LIMIT = 'rate-limit:options';

export interface RateLimitOptions {
  /** The counter's name: routes sharing a name share their counts. */
  name: string;
  perUser?: LimitRule;
  perIp?: LimitRule;
}
