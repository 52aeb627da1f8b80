// Fixtures for auto-invest tests: a contract body ending a month after the business today.
import type { HttpClient } from '../../support/http-client';

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
