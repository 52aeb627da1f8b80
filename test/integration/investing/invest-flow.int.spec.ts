// Proves the investing happy path end to end: a ticket, an atomic hold on wallet and product, the basket emptied, cancel, and the read models.
import { loginAsOperator } from '../../support/users';
import { startTestApp, TestApp } from '../../support/test-app';
import type { HttpClient } from '../../support/http-client';
import { createProduct, fundedInvestor, invest, wallet } from './investing-fixtures';

describe('investing: the happy path', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  it('holds money, raises the product, empties the basket and cancels back', async () => {
    const product = await createProduct(operator, { target_amount: 1_000_000 });
    const { client } = await fundedInvestor(t, 500_000);
    expect((await client.put(`/api/basket/items/${product.id}`, { amount: 300_000 })).status).toBe(200);
    const basket = await client.get('/api/basket');
    expect(basket.body).toMatchObject({ total_amount: 300_000, items: [{ product_id: product.id, amount: 300_000 }] });

    const placed = await invest(client, [{ product_id: product.id, amount: 300_000 }]);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ balance: 200_000, investments: [{ product_id: product.id, amount: 300_000, status: 'placed' }] });
    expect(await wallet(client)).toMatchObject({ balance: 200_000, held: 300_000 });
    expect((await client.get('/api/basket')).body.items).toEqual([]);
    const detail = await client.get(`/api/products/${product.id}`);
    expect(detail.body).toMatchObject({ raised_amount: 300_000, investor_count: 1, status: 'funding' });

    const events = await t.dataSource.query(`SELECT stream_id, type FROM events WHERE metadata->>'ticket' IS NOT NULL ORDER BY global_position`);
    expect(events.map((e: { type: string }) => e.type).sort()).toEqual(['InvestmentPlaced', 'ProductInvestmentPlaced']);

    const mine = await client.get('/api/investments');
    expect(mine.body.items).toMatchObject([{ product_id: product.id, amount: 300_000, status: 'placed' }]);
    const canceled = await client.delete(`/api/investments/${placed.body.investments[0].id}`);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toEqual({ balance: 500_000 });
    expect(await wallet(client)).toMatchObject({ balance: 500_000, held: 0 });
    expect((await client.get(`/api/products/${product.id}`)).body).toMatchObject({ raised_amount: 0, investor_count: 0 });
  });

  it('funds the product when the last won is raised and then refuses cancel', async () => {
    const product = await createProduct(operator, { target_amount: 200_000 });
    const { client } = await fundedInvestor(t, 200_000);
    const placed = await invest(client, [{ product_id: product.id, amount: 200_000 }]);
    expect(placed.status).toBe(201);
    expect((await client.get(`/api/products/${product.id}`)).body.status).toBe('funded');
    const cancel = await client.delete(`/api/investments/${placed.body.investments[0].id}`);
    expect(cancel.status).toBe(400);
    expect(cancel.body.fail_code).toBe('investment_not_cancelable');
  });
});
