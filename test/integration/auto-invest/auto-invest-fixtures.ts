// Fixtures for auto-invest tests: a contract body ending a month after the business today.
import type { HttpClient } from '../../support/http-client';
import type { TestApp } from '../../support/test-app';
import { uuidFrom } from '../../../server/src/shared/ids';
import { until } from '../repayments/loan-fixtures';

export async function businessToday(client: HttpClient): Promise<string> {
  const clock = await client.get('/api/admin/sandbox/clock');
  if (clock.status === 200 && clock.body.today) return clock.body.today as string;
  return new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
}

export async function contractBody(client: HttpClient, change: Record<string, unknown> = {}) {
  const today = await businessToday(client);
  const endsOn = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  return { acknowledged: true, amount_per_product: 10_000, total_limit: 100_000, ends_on: endsOn, criteria: { types: ['credit'] }, ...change };
}

/** The outcome of the placement an opening sent (the follower's command for `productId`), once it ran. */
export async function placementOutcome(t: TestApp, productId: string): Promise<{ placed: number; placedWon: number; skipped: number }> {
  const commandId = uuidFrom(`auto-invest-opening:${productId}`);
  return until(`auto placement of ${productId}`, async () => {
    const [row] = await t.dataSource.query(`SELECT status, result, fail_code FROM command_outcomes WHERE command_id = $1`, [commandId]);
    if (row && row.status !== 'succeeded') throw new Error(`auto placement failed: ${row.fail_code}`);
    return row ? row.result : null;
  }, 90_000, 100);
}
