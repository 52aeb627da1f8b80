// Fixed-window counters: `hit` counts one request on a key and says how long to wait when the
// window's limit is already used up. Two stores with one interface: Redis in service mode (every
// API process shares the counts), memory in embedded mode (one process).
export interface LimitRule {
  limit: number;
  windowS: number;
}

export abstract class RateLimiter {
  /** Counts one hit; 0 when allowed, else the seconds until the window ends. */
  abstract hit(key: string, rule: LimitRule): Promise<number>;
  abstract close(): Promise<void>;
}
