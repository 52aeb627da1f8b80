// Proves the registry sender's back-off doubles from one second and stops growing at the one-minute cap, whatever the attempt count.
import { BACKOFF_CAP_MS, backoffMs } from './backoff';

describe('registry report back-off', () => {
  it('doubles from one second', () => {
    expect([1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000]);
  });

  it('is capped at a minute, even after very many attempts', () => {
    expect(backoffMs(7)).toBe(BACKOFF_CAP_MS);
    expect(backoffMs(1_000_000)).toBe(BACKOFF_CAP_MS);
  });

  it('treats a zero or negative count as the first attempt', () => {
    expect(backoffMs(0)).toBe(1_000);
    expect(backoffMs(-3)).toBe(1_000);
  });
});
