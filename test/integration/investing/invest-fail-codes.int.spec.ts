// Proves every fail code of POST /api/investments at its boundary (the exact room succeeds, 10,000 won more fails), in docs/api.md's order, with the failing item's product_id, and that a failed basket places nothing.
import { login, loginAsOperator } from '../../support/users';
import { startTestApp, TestApp } from '../../support/test-app';
import type { HttpClient } from '../../support/http-client';
import { createProduct, fundedInvestor, invest, setLimitPolicy, wallet } from './investing-fixtures';

describe('investing: every check, at its boundary, in order', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  const expectFail = (res: { status: number; body: { fail_code?: string; product_id?: string } }, status: number, code: string, productId?: string) => {
    expect({ status: res.status, fail_code: res.body?.fail_code }).toEqual({ status, fail_code: code });
    if (productId) expect(res.body.product_id).toBe(productId);
  };

  it('refuses bad input before anything else', async () => {
    const { client } = await fundedInvestor(t, 0, { vaccount: false });
    const p = await createProduct(operator);
    expectFail(await client.post('/api/investments', { ticket: 'nope', acknowledged: true, items: [] }), 400, 'invalid_input');
    expectFail(await client.post('/api/investments', { ticket: crypto.randomUUID(), acknowledged: true, items: [{ product_id: p.id, amount: 10_000.5 }] }), 400, 'invalid_input');
    const dup = await client.post('/api/investments', { ticket: crypto.randomUUID(), acknowledged: true, items: [{ product_id: p.id, amount: 10_000 }, { product_id: p.id, amount: 10_000 }] });
    expectFail(dup, 400, 'invalid_input');
    expect(dup.body.fields.items).toBe('duplicate_product');
  });

  it('refuses unknown, foreign and expired tickets as invalid_token', async () => {
    const p = await createProduct(operator);
    const a = await fundedInvestor(t, 100_000);
    const b = await fundedInvestor(t, 100_000);
    const items = [{ product_id: p.id, amount: 10_000 }];
    expectFail(await a.client.post('/api/investments', { ticket: crypto.randomUUID(), acknowledged: true, items }), 400, 'invalid_token');
    const ticketOfB = (await b.client.post('/api/invest_tickets')).body.ticket;
    expectFail(await a.client.post('/api/investments', { ticket: ticketOfB, acknowledged: true, items }), 400, 'invalid_token');
    const expired = (await a.client.post('/api/invest_tickets')).body;
    expect(Date.parse(expired.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    await t.dataSource.query(`UPDATE invest_tickets SET expires_at = now() - interval '1 second' WHERE ticket = $1`, [expired.ticket]);
    expectFail(await a.client.post('/api/investments', { ticket: expired.ticket, acknowledged: true, items }), 400, 'invalid_token');
    expect(await wallet(a.client)).toMatchObject({ balance: 100_000, held: 0 });
  });

  it('answers a repeated ticket with the first outcome, and another body with duplicate_ticket', async () => {
    const p = await createProduct(operator);
    const { client } = await fundedInvestor(t, 100_000);
    const ticket = (await client.post('/api/invest_tickets')).body.ticket;
    const body = { ticket, acknowledged: true, items: [{ product_id: p.id, amount: 20_000 }] };
    const first = await client.post('/api/investments', body);
    expect(first.status).toBe(201);
    const again = await client.post('/api/investments', body);
    expect(again.body).toEqual(first.body);
    expectFail(await client.post('/api/investments', { ticket, acknowledged: true, items: [{ product_id: p.id, amount: 30_000 }] }), 409, 'duplicate_ticket');
    expect(await wallet(client)).toMatchObject({ balance: 80_000, held: 20_000 });
  });

  it('checks the product: no_such_product, product_is_not_prepared, product_suspended, invalid_invest', async () => {
    const { client } = await fundedInvestor(t, 100_000);
    const ghost = '00000000-0000-4000-8000-000000000001';
    expectFail(await invest(client, [{ product_id: ghost, amount: 10_000 }]), 404, 'no_such_product', ghost);
    const later = await createProduct(operator, { opens_at: new Date(Date.now() + 3600_000).toISOString() }, false);
    expectFail(await invest(client, [{ product_id: later.id, amount: 10_000 }]), 400, 'product_is_not_prepared', later.id);
    const paused = await createProduct(operator);
    await operator.post(`/api/admin/products/${paused.id}/suspend`);
    // Suspended comes before the amount rules.
    expectFail(await invest(client, [{ product_id: paused.id, amount: 5_000 }]), 400, 'product_suspended', paused.id);
    const canceled = await createProduct(operator);
    await operator.post(`/api/admin/products/${canceled.id}/cancel`);
    expectFail(await invest(client, [{ product_id: canceled.id, amount: 10_000 }]), 400, 'invalid_invest', canceled.id);
  });

  it('checks the amount rules, the room left and the per-user cap, in that order', async () => {
    const p = await createProduct(operator, { target_amount: 100_000, max_per_user: 60_000 });
    const a = await fundedInvestor(t, 200_000);
    const b = await fundedInvestor(t, 200_000);
    expectFail(await invest(a.client, [{ product_id: p.id, amount: 9_999 }]), 400, 'min_invest_amount', p.id);
    expectFail(await invest(a.client, [{ product_id: p.id, amount: -10_000 }]), 400, 'min_invest_amount', p.id);
    expectFail(await invest(a.client, [{ product_id: p.id, amount: 15_000 }]), 400, 'invalid_amount', p.id);
    expectFail(await invest(a.client, [{ product_id: p.id, amount: 70_000 }]), 400, 'exceed_amount_per_user_limit', p.id);
    expect((await invest(a.client, [{ product_id: p.id, amount: 60_000 }])).status).toBe(201);
    expectFail(await invest(a.client, [{ product_id: p.id, amount: 10_000 }]), 400, 'exceed_amount_per_user_limit', p.id);
    // 40,000 left: room before the per-user cap.
    expectFail(await invest(b.client, [{ product_id: p.id, amount: 70_000 }]), 400, 'exceed_amount_limit', p.id);
    expectFail(await invest(b.client, [{ product_id: p.id, amount: 50_000 }]), 400, 'exceed_amount_limit', p.id);
    expect((await invest(b.client, [{ product_id: p.id, amount: 40_000 }])).status).toBe(201);
    expect((await t.client().get(`/api/products/${p.id}`)).body).toMatchObject({ status: 'funded', raised_amount: 100_000, investor_count: 2 });
    // A fully raised product answers exceed_amount_limit, not invalid_invest.
    expectFail(await invest(b.client, [{ product_id: p.id, amount: 10_000 }]), 400, 'exceed_amount_limit', p.id);
  });

  describe('investor limits from the limit policy', () => {
    beforeAll(async () => {
      await setLimitPolicy(operator, { general: { total: 300_000, realty: 200_000, pf: 200_000, per_borrower: 100_000 } });
    });
    afterAll(async () => {
      // The same date again replaces the change: the values in force before it come back.
      await setLimitPolicy(operator, {});
    });

    it('caps the same borrower across products, held money included', async () => {
      const borrower = `BR-same-${Date.now()}`;
      const p1 = await createProduct(operator, { borrower_id: borrower });
      const p2 = await createProduct(operator, { borrower_id: borrower });
      const { client } = await fundedInvestor(t, 1_000_000);
      expect((await invest(client, [{ product_id: p1.id, amount: 60_000 }])).status).toBe(201);
      expectFail(await invest(client, [{ product_id: p2.id, amount: 50_000 }]), 400, 'over_borrower_invest_limit', p2.id);
      expect((await invest(client, [{ product_id: p2.id, amount: 40_000 }])).status).toBe(201);
    });

    it('counts apt and realty together, and a cancel frees room', async () => {
      const apt = await createProduct(operator, { type: 'apt' });
      const realty = await createProduct(operator, { type: 'realty' });
      const { client } = await fundedInvestor(t, 1_000_000);
      const first = await invest(client, [{ product_id: apt.id, amount: 100_000 }]);
      expect((await invest(client, [{ product_id: realty.id, amount: 100_000 }])).status).toBe(201);
      expectFail(await invest(client, [{ product_id: realty.id, amount: 10_000 }]), 400, 'over_realty_invest_limit', realty.id);
      expect((await client.delete(`/api/investments/${first.body.investments[0].id}`)).status).toBe(200);
      const another = await createProduct(operator, { type: 'apt' });
      expect((await invest(client, [{ product_id: another.id, amount: 100_000 }])).status).toBe(201);
    });

    it('caps the total outstanding, and professional investors are unlimited', async () => {
      const products = await Promise.all([1, 2, 3, 4].map(() => createProduct(operator)));
      const { client, user, email, password } = await fundedInvestor(t, 1_000_000);
      for (const p of products.slice(0, 3)) expect((await invest(client, [{ product_id: p.id, amount: 100_000 }])).status).toBe(201);
      expectFail(await invest(client, [{ product_id: products[3].id, amount: 10_000 }]), 400, 'over_total_invest_limit', products[3].id);
      await t.dataSource.query(`UPDATE users SET investor_type = 'professional' WHERE id = $1`, [user.id]);
      // The investor type is read at each request: the next investment is judged by the new one.
      await login(client, email, password);
      expect((await invest(client, [{ product_id: products[3].id, amount: 100_000 }])).status).toBe(201);
    });
  });

  it('asks the central registry after the platform limits', async () => {
    const borrower = `BR-reg-${Date.now()}`;
    const p = await createProduct(operator, { borrower_id: borrower });
    const { client, user } = await fundedInvestor(t, 1_000_000);
    await operator.post('/api/admin/sandbox/bank', { external_holdings: { user_id: user.id, amount: 39_950_000, borrowers: {} } });
    expect((await invest(client, [{ product_id: p.id, amount: 50_000 }])).status).toBe(201);
    expectFail(await invest(client, [{ product_id: p.id, amount: 10_000 }]), 400, 'exceed_user_limit', p.id);
    await operator.post('/api/admin/sandbox/bank', { external_holdings: { user_id: user.id, amount: 100_000, borrowers: { [borrower]: 4_900_000 } } });
    expect((await invest(client, [{ product_id: p.id, amount: 50_000 }])).status).toBe(201);
    expectFail(await invest(client, [{ product_id: p.id, amount: 10_000 }]), 400, 'exceed_user_per_product_limit', p.id);
  });

  it('checks the balance: no_vaccount, then not_enough_balance at the exact boundary', async () => {
    const p = await createProduct(operator);
    const bare = await fundedInvestor(t, 0, { vaccount: false });
    expectFail(await invest(bare.client, [{ product_id: p.id, amount: 10_000 }]), 400, 'no_vaccount', p.id);
    const { client } = await fundedInvestor(t, 50_000);
    expectFail(await invest(client, [{ product_id: p.id, amount: 60_000 }]), 400, 'not_enough_balance', p.id);
    expect((await invest(client, [{ product_id: p.id, amount: 50_000 }])).status).toBe(201);
    expect(await wallet(client)).toMatchObject({ balance: 0, held: 50_000 });
  });

  it('refuses outside bank hours, last', async () => {
    const p = await createProduct(operator);
    const { client } = await fundedInvestor(t, 50_000);
    await operator.post('/api/admin/sandbox/bank', { closed: true });
    try {
      expectFail(await invest(client, [{ product_id: p.id, amount: 60_000 }]), 400, 'not_enough_balance', p.id);
      expectFail(await invest(client, [{ product_id: p.id, amount: 50_000 }]), 503, 'bank_closed');
    } finally {
      await operator.post('/api/admin/sandbox/bank', { closed: null });
    }
    expect(await wallet(client)).toMatchObject({ balance: 50_000, held: 0 });
  });

  it('places nothing when one item of a basket fails', async () => {
    const ok = await createProduct(operator, { target_amount: 1_000_000 });
    const small = await createProduct(operator, { target_amount: 20_000 });
    const { client } = await fundedInvestor(t, 500_000);
    await client.put(`/api/basket/items/${ok.id}`, { amount: 100_000 });
    await client.put(`/api/basket/items/${small.id}`, { amount: 30_000 });
    const res = await invest(client, [{ product_id: ok.id, amount: 100_000 }, { product_id: small.id, amount: 30_000 }]);
    expectFail(res, 400, 'exceed_amount_limit', small.id);
    expect(await wallet(client)).toMatchObject({ balance: 500_000, held: 0 });
    expect((await t.client().get(`/api/products/${ok.id}`)).body.raised_amount).toBe(0);
    expect((await client.get('/api/basket')).body.items).toHaveLength(2);
    const both = await invest(client, [{ product_id: ok.id, amount: 100_000 }, { product_id: small.id, amount: 20_000 }]);
    expect(both.status).toBe(201);
    expect(both.body.balance).toBe(380_000);
    expect((await client.get('/api/basket')).body.items).toEqual([]);
  });
});
