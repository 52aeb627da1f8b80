// When a report the registry did not take is tried again: exponential from one second, capped at a
// minute (docs/design.md "Central registry reports"). The cap keeps "without delay" (온투법 33조①)
// after a long outage: once the registry is back, every report goes within a minute. A report is
// never given up (the law wants every one delivered); one that has failed STUCK_AFTER_ATTEMPTS
// times is shown to operators as stuck and logged.
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;
export const STUCK_AFTER_ATTEMPTS = 10;

/** The wait after the `attempts`-th failed delivery (attempts ≥ 1). */
export function backoffMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
}
