// Proves that canceling a product releases every hold (one InvestmentCanceled per investment on each investor stream) and that executing it moves every hold to the borrower and hands ProductExecuted {executedAt, investments} to repayments.
import { loginAsOperator } from '../../support/users';
import { startTestApp, TestApp } from '../../support/test-app';
import type { HttpClient } from '../../support/http-client';
import { createProduct, fundedInvestor, invest, wallet } from '../investing/investing-fixtures';

describe('product cancel and execute', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  it('cancel gives every investor their money back', async () => {
    const p = await createProduct(operator, { target_amount: 1_000_000 });
    const a = await fundedInvestor(t, 300_000);
    const b = await fundedInvestor(t, 300_000);
    expect((await invest(a.client, [{ product_id: p.id, amount: 100_000 }])).status).toBe(201);
    expect((await invest(a.client, [{ product_id: p.id, amount: 50_000 }])).status).toBe(201);
    expect((await invest(b.client, [{ product_id: p.id, amount: 200_000 }])).status).toBe(201);
    const canceled = await operator.post(`/api/admin/products/${p.id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', raised_amount: 0, investor_count: 0, cancel_reason: 'operator' });
    expect(await wallet(a.client)).toMatchObject({ balance: 300_000, held: 0 });
    expect(await wallet(b.client)).toMatchObject({ balance: 300_000, held: 0 });
    const released = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM events WHERE type = 'InvestmentCanceled' AND stream_id IN ($1, $2) AND data->>'reason' = 'product_canceled'`,
      [`investor-${a.user.id}`, `investor-${b.user.id}`]);
    expect(released[0].n).toBe(3);
    expect((await a.client.get('/api/investments?status=canceled')).body.items).toHaveLength(2);
    // Room freed: the investors can invest elsewhere up to their full balance.
    const other = await createProduct(operator);
    expect((await invest(a.client, [{ product_id: other.id, amount: 300_000 }])).status).toBe(201);
  });

  it('execute hands the holds to the borrower and the investments to repayments', async () => {
    const p = await createProduct(operator, { target_amount: 300_000 });
    const a = await fundedInvestor(t, 300_000);
    const b = await fundedInvestor(t, 300_000);
    expect((await invest(a.client, [{ product_id: p.id, amount: 100_000 }])).status).toBe(201);
    expect((await invest(b.client, [{ product_id: p.id, amount: 200_000 }])).status).toBe(201);
    expect((await t.client().get(`/api/products/${p.id}`)).body.status).toBe('funded');
    const executed = await operator.post(`/api/admin/products/${p.id}/execute`);
    expect(executed.status).toBe(200);
    expect(executed.body).toMatchObject({ status: 'repaying', raised_amount: 300_000 });
    expect(await wallet(a.client)).toMatchObject({ balance: 200_000, held: 0 });
    expect(await wallet(b.client)).toMatchObject({ balance: 100_000, held: 0 });
    const [event] = await t.dataSource.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'ProductExecuted'`, [`product-${p.id}`]);
    expect(event.data.raisedAmountWon).toBe(300_000);
    expect(Date.parse(event.data.executedAt)).not.toBeNaN();
    expect(event.data.investments.map((i: { userId: string; amountWon: number }) => [i.userId, i.amountWon]).sort())
      .toEqual([[a.user.id, 100_000], [b.user.id, 200_000]].sort());
    const mine = await a.client.get('/api/investments');
    expect(mine.body.items[0]).toMatchObject({ status: 'executed', outstanding_principal: 100_000 });
    expect((await a.client.delete(`/api/investments/${mine.body.items[0].id}`)).body.fail_code).toBe('investment_not_cancelable');
    const stats = await t.client().get('/api/stats');
    expect(stats.body.cumulative_loan_amount).toBeGreaterThanOrEqual(300_000);
    expect(stats.body.outstanding_amount).toBeGreaterThanOrEqual(300_000);
  });
});
