// Proves the sold-out edge: once a product is funded, POST /api/investments on it is refused by
// the API itself (no worker needed) with the worker's answer in docs/api.md's order — amount rules,
// then exceed_amount_limit — recorded as the ticket's outcome (same ticket: same answer; another
// body: duplicate_ticket); and that the edge lets go as soon as the product moves on (suspend,
// resume, cancel), answers only for a basket's first item, and forgets everything when its
// notification connection drops.
import { INestApplicationContext } from '@nestjs/common';
import { closeApp } from '../../../server/src/app/bootstrap';
import { SoldOutProducts } from '../../../server/src/products';
import type { HttpClient } from '../../support/http-client';
import { describeWithRedis, startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest, wallet } from './investing-fixtures';

const expectFail = (res: { status: number; body: { fail_code?: string; product_id?: string } }, status: number, code: string, productId?: string) => {
  expect({ status: res.status, fail_code: res.body?.fail_code, product_id: res.body?.product_id }).toEqual({ status, fail_code: code, product_id: productId });
};

/** Polls until the process's view knows (or no longer knows) the product as sold out. */
async function soldOutKnown(t: TestApp, productId: string, known: boolean): Promise<void> {
  const view = t.app.get(SoldOutProducts);
  for (let i = 0; i < 100; i += 1) {
    if ((view.refusal(productId, 10_000, new Date()) !== null) === known) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`sold-out view of ${productId} never became ${known}`);
}

describe('investing: a sold-out product refuses at the edge', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  async function soldOutProduct(targetWon = 20_000) {
    const p = await createProduct(operator, { target_amount: targetWon });
    const filler = await fundedInvestor(t, targetWon);
    expect((await invest(filler.client, [{ product_id: p.id, amount: targetWon }])).status).toBe(201);
    // The operator's answer and the investor's both follow the commit's notification here.
    expect(t.app.get(SoldOutProducts).refusal(p.id, 10_000, new Date())?.failCode).toBe('exceed_amount_limit');
    return p;
  }

  it('answers the amount rules first, then exceed_amount_limit, and records the answer as the ticket’s outcome', async () => {
    const p = await soldOutProduct();
    const { client } = await fundedInvestor(t, 100_000);
    expectFail(await invest(client, [{ product_id: p.id, amount: 5_000 }]), 400, 'min_invest_amount', p.id);
    expectFail(await invest(client, [{ product_id: p.id, amount: 15_000 }]), 400, 'invalid_amount', p.id);

    const ticket = (await client.post('/api/invest_tickets')).body.ticket;
    const body = { ticket, acknowledged: true, items: [{ product_id: p.id, amount: 10_000 }] };
    const first = await client.post('/api/investments', body);
    expectFail(first, 400, 'exceed_amount_limit', p.id);
    expect(first.body.message).toEqual(expect.any(String));
    expect((await client.post('/api/investments', body)).body).toEqual(first.body);
    expectFail(await client.post('/api/investments', { ticket, acknowledged: true, items: [{ product_id: p.id, amount: 20_000 }] }), 409, 'duplicate_ticket');
    const outcome = await client.get(`/api/commands/${ticket}`);
    expect(outcome.body).toMatchObject({ status: 'failed', fail_code: 'exceed_amount_limit' });
    const [inbox] = await t.dataSource.query(`SELECT status FROM command_inbox WHERE command_id = $1`, [ticket]);
    expect(inbox).toEqual({ status: 'failed' });
    // The ticket stays unused (as after any refusal) and nothing moved.
    const [row] = await t.dataSource.query(`SELECT used_at FROM invest_tickets WHERE ticket = $1`, [ticket]);
    expect(row.used_at).toBeNull();
    expect(await wallet(client)).toMatchObject({ balance: 100_000, held: 0 });
    const product = (await client.get(`/api/products/${p.id}`)).body;
    expect(product).toMatchObject({ status: 'funded', raised_amount: 20_000 });
  });

  it('answers for a basket only when its first item is sold out; a later item goes to the worker', async () => {
    const soldOut = await soldOutProduct();
    const open = await createProduct(operator, { target_amount: 1_000_000 });
    const { client } = await fundedInvestor(t, 100_000);
    expectFail(await invest(client, [{ product_id: soldOut.id, amount: 10_000 }, { product_id: open.id, amount: 10_000 }]), 400, 'exceed_amount_limit', soldOut.id);
    expectFail(await invest(client, [{ product_id: open.id, amount: 10_000 }, { product_id: soldOut.id, amount: 10_000 }]), 400, 'exceed_amount_limit', soldOut.id);
    expect(await wallet(client)).toMatchObject({ balance: 100_000, held: 0 });
  });

  it('lets go when the product is suspended or canceled, and takes it back on resume', async () => {
    const p = await soldOutProduct();
    const { client } = await fundedInvestor(t, 100_000);
    expect((await operator.post(`/api/admin/products/${p.id}/suspend`)).status).toBe(200);
    expectFail(await invest(client, [{ product_id: p.id, amount: 10_000 }]), 400, 'product_suspended', p.id);
    expect((await operator.post(`/api/admin/products/${p.id}/resume`)).status).toBe(200);
    expectFail(await invest(client, [{ product_id: p.id, amount: 10_000 }]), 400, 'exceed_amount_limit', p.id);
    expect(t.app.get(SoldOutProducts).refusal(p.id, 10_000, new Date())).not.toBeNull();
    expect((await operator.post(`/api/admin/products/${p.id}/cancel`)).status).toBe(200);
    expectFail(await invest(client, [{ product_id: p.id, amount: 10_000 }]), 400, 'invalid_invest', p.id);
    expect(t.app.get(SoldOutProducts).refusal(p.id, 10_000, new Date())).toBeNull();
  });

  it('forgets what it knew when its notification connection drops, and learns again after', async () => {
    const p = await soldOutProduct();
    const { client } = await fundedInvestor(t, 100_000);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`);
    expect(n).toBeGreaterThan(0);
    await soldOutKnown(t, p.id, false);
    // Still the right answer, now from the worker.
    expectFail(await invest(client, [{ product_id: p.id, amount: 10_000 }]), 400, 'exceed_amount_limit', p.id);
    const next = await soldOutProduct();
    await soldOutKnown(t, next.id, true);
    expect(t.app.get(SoldOutProducts).refusal(p.id, 10_000, new Date())).toBeNull();
  });
});

describeWithRedis('investing: the sold-out edge needs no worker', () => {
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    t = await startTestApp({ queue: 'bullmq', worker: false, env: { COMMAND_WAIT_MS: '1500' } });
    worker = await t.addWorker();
  });
  afterAll(() => t.close());

  it('refuses a sold-out product with no worker running, while other commands wait for one', async () => {
    const operator = await loginAsOperator(t);
    const p = await createProduct(operator, { target_amount: 10_000 });
    const open = await createProduct(operator, { target_amount: 1_000_000 });
    const filler = await fundedInvestor(t, 10_000);
    const { client } = await fundedInvestor(t, 100_000);
    expect((await invest(filler.client, [{ product_id: p.id, amount: 10_000 }])).status).toBe(201);
    await soldOutKnown(t, p.id, true);
    await closeApp(worker);
    expectFail(await invest(client, [{ product_id: p.id, amount: 10_000 }]), 400, 'exceed_amount_limit', p.id);
    expect((await invest(client, [{ product_id: open.id, amount: 10_000 }])).status).toBe(202);
  });
});
