// Embedded mode's limiter: one process, so a Map is the shared state. Time comes from the Clock
// (tests move it); expired windows are swept once the map grows past a bound.
import { Clock } from '../clock';
import { LimitRule, RateLimiter } from './rate-limiter';

const SWEEP_ABOVE = 10_000;

export class MemoryRateLimiter extends RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAtMs: number }>();

  constructor(private readonly clock: Clock) {
    super();
  }

  async hit(key: string, rule: LimitRule): Promise<number> {
    const nowMs = this.clock.now().getTime();
    if (this.windows.size > SWEEP_ABOVE) this.sweep(nowMs);
    let window = this.windows.get(key);
    if (!window || window.endsAtMs <= nowMs) {
      window = { count: 0, endsAtMs: nowMs + rule.windowS * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > rule.limit ? Math.ceil((window.endsAtMs - nowMs) / 1000) : 0;
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(nowMs: number): void {
    for (const [key, window] of this.windows) if (window.endsAtMs <= nowMs) this.windows.delete(key);
  }
}
