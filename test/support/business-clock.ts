// Moving the platform's business clock from a test, through the operators' API (sandbox mode):
// tests that need a due date to come advance the calendar instead of running future-dated batches.
import type { HttpClient } from './http-client';

export interface ClockView {
  now: string;
  today: string;
  offset_days: number;
}

export async function businessClock(operator: HttpClient): Promise<ClockView> {
  const res = await operator.get('/api/admin/sandbox/clock');
  if (res.status !== 200) throw new Error(`GET clock: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ClockView;
}

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Advances the clock until the business today is at least `date` (no move when it already is). */
export async function advanceClockTo(operator: HttpClient, date: string): Promise<ClockView> {
  const clock = await businessClock(operator);
  const days = dayNumber(date) - dayNumber(clock.today);
  if (days <= 0) return clock;
  let view = clock;
  // The API moves at most 400 days a call.
  for (let left = days; left > 0; left -= 400) {
    const res = await operator.post('/api/admin/sandbox/clock', { advance_days: Math.min(left, 400) });
    if (res.status !== 200) throw new Error(`POST clock: ${res.status} ${JSON.stringify(res.body)}`);
    view = res.body as ClockView;
  }
  return view;
}
