// Shared by the launch-day rush tests: many funded investors, one product, everyone at once,
// then the books checked from every side.
import { ProjectionRebuilder } from '../../../server/src/shared/projections/projection-rebuilder';
import type { HttpClient } from '../../support/http-client';
import type { TestApp } from '../../support/test-app';
import { fundedInvestor } from './investing-fixtures';

export async function inPool<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  }));
  return results;
}

export async function manyInvestors(t: TestApp, count: number, balanceWon: number) {
  return inPool(Array.from({ length: count }, (_, i) => i), 16, () => fundedInvestor(t, balanceWon));
}

/** A 202 (still pending after the wait) is followed through GET /api/commands/{id}, as the web app does. */
async function settled(client: HttpClient, res: { status: number; body: any }): Promise<{ status: number; body: any }> {
  if (res.status !== 202) return res;
  for (let i = 0; i < 240; i += 1) {
    await new Promise((r) => setTimeout(r, 250));
    const outcome = await client.get(`/api/commands/${res.body.command_id}`);
    if (outcome.body.status === 'succeeded') return { status: 201, body: outcome.body.result };
    if (outcome.body.status === 'failed') return { status: 400, body: { fail_code: outcome.body.fail_code } };
  }
  throw new Error(`command ${res.body.command_id} still pending after 60 s`);
}

/** Every investor asks for `amountWon` at the same moment (tickets fetched first). */
export async function rush(investors: { client: HttpClient }[], productId: string, amountWon: number) {
  const tickets = await inPool(investors, 32, async ({ client }) => (await client.post('/api/invest_tickets')).body.ticket as string);
  return Promise.all(investors.map(async ({ client }, i) =>
    settled(client, await client.post('/api/investments', { ticket: tickets[i], acknowledged: true, items: [{ product_id: productId, amount: amountWon }] }))));
}

/** The books agree: product raised = sum of holds = target, each wallet balance + held = deposit, read models equal a rebuild. */
export async function expectBooksBalance(t: TestApp, productId: string, investorIds: string[], depositWon: number, targetWon: number) {
  const [product] = await t.dataSource.query(`SELECT raised_amount::bigint AS raised, status, investor_count FROM products WHERE id = $1`, [productId]);
  expect(Number(product.raised)).toBe(targetWon);
  expect(product.status).toBe('funded');
  const wallets = await t.dataSource.query(`SELECT user_id, balance::bigint AS balance, held::bigint AS held FROM wallets WHERE user_id = ANY($1::uuid[])`, [investorIds]);
  expect(wallets).toHaveLength(investorIds.length);
  for (const w of wallets) expect(Number(w.balance) + Number(w.held)).toBe(depositWon);
  const heldTotal = wallets.reduce((s: number, w: { held: string }) => s + Number(w.held), 0);
  expect(heldTotal).toBe(targetWon);
  const [{ sum, count }] = await t.dataSource.query(`SELECT COALESCE(sum(amount), 0)::bigint AS sum, count(*)::int AS count FROM investments WHERE product_id = $1 AND status = 'placed'`, [productId]);
  expect(Number(sum)).toBe(targetWon);
  expect(product.investor_count).toBe(count);
  const [{ version }] = await t.dataSource.query(`SELECT max(stream_version) AS version FROM events WHERE stream_id = $1`, [`product-${productId}`]);
  const [snapshot] = await t.dataSource.query(`SELECT version, state FROM aggregate_snapshots WHERE stream_id = $1`, [`product-${productId}`]);
  expect(snapshot.version).toBe(version);
  expect(snapshot.state.raisedWon).toBe(targetWon);
  const rebuilder = t.app.get(ProjectionRebuilder);
  for (const name of ['products', 'investor_holdings', 'wallets']) {
    const report = await rebuilder.verify(name);
    expect({ name, ok: report.ok, differences: report.differences }).toEqual({ name, ok: true, differences: [] });
  }
}
