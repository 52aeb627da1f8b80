// Proves the PF flag and the institutional share through HTTP: `is_pf` only on real-estate products
// and only before funding; a professional investor holds at most 40 % of one product's target
// (exactly 40 % passes, one unit more is over_institutional_share_limit), shown in the invest box
// and the dashboard; and 20 parallel investments of each of two professional investors into one
// product, decided by two worker contexts, leave each at exactly 40 %.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest, productBody } from './investing-fixtures';

const M = 1_000_000;

describe('PF products and the institutional share of one product', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'off' } });
    await t.addWorker();
    operator = await loginAsOperator(t);
    await operator.post('/api/admin/sandbox/bank', { closed: false });
  });
  afterAll(() => t?.close());

  /** An investor made professional the way the platform does it: an application an operator approves. */
  async function professional(balanceWon: number) {
    const investor = await fundedInvestor(t, balanceWon);
    const applied = await investor.client.post('/api/me/investor_type_requests', { investor_type: 'professional', evidence: '금융투자업 종사 확인서' });
    expect(applied.status).toBe(201);
    expect((await operator.post(`/api/admin/investor_type_requests/${applied.body.id}/approve`)).status).toBe(200);
    return investor;
  }

  it('takes is_pf on apt and realty only, defaults it to false, and freezes it once funding starts', async () => {
    const creditPf = await operator.post('/api/admin/products', { ...productBody({ type: 'credit' }), is_pf: true });
    expect({ status: creditPf.status, fail_code: creditPf.body.fail_code, fields: creditPf.body.fields }).toEqual({ status: 400, fail_code: 'invalid_input', fields: { is_pf: 'realty_only' } });
    const plain = await createProduct(operator, { type: 'apt' });
    expect((await t.client().get(`/api/products/${plain.id}`)).body).toMatchObject({ is_pf: false, is_realty: true });
    // Opening later (the clock is not moved here), so the opening scheduler leaves it scheduled.
    const pf = await createProduct(operator, { type: 'realty', is_pf: true, opens_at: new Date(Date.now() + 3_600_000).toISOString() }, false);
    expect((await operator.get(`/api/admin/products/${pf.id}`)).body).toMatchObject({ is_pf: true, status: 'scheduled' });
    // Before funding the operator may change it, but never onto a credit or corporate product.
    const toCredit = await operator.patch(`/api/admin/products/${pf.id}`, { type: 'corporate' });
    expect({ status: toCredit.status, fields: toCredit.body.fields }).toEqual({ status: 400, fields: { is_pf: 'realty_only' } });
    expect((await operator.patch(`/api/admin/products/${pf.id}`, { is_pf: false })).body).toMatchObject({ is_pf: false });
    expect((await operator.patch(`/api/admin/products/${pf.id}`, { is_pf: true })).body).toMatchObject({ is_pf: true });
    expect((await operator.post(`/api/admin/products/${pf.id}/open`)).status).toBe(200);
    const frozen = await operator.patch(`/api/admin/products/${pf.id}`, { is_pf: false });
    expect({ status: frozen.status, fail_code: frozen.body.fail_code }).toEqual({ status: 409, fail_code: 'product_state_conflict' });
    expect((await t.client().get(`/api/products/${pf.id}`)).body.is_pf).toBe(true);
  });

  it('lets a professional investor hold exactly 40 % of the target and refuses one unit more; a general investor is not held to it', async () => {
    const product = await createProduct(operator, { type: 'apt', is_pf: true, target_amount: 10 * M });
    const pro = await professional(20 * M);
    const over = await invest(pro.client, [{ product_id: product.id, amount: 4_010_000 }]);
    expect({ status: over.status, fail_code: over.body.fail_code, product_id: over.body.product_id }).toEqual({ status: 400, fail_code: 'over_institutional_share_limit', product_id: product.id });
    expect(over.body.message).toContain('40%(4,000,000원)');
    expect((await invest(pro.client, [{ product_id: product.id, amount: 3 * M }])).status).toBe(201);
    expect((await pro.client.get(`/api/invest_limits?product_id=${product.id}`)).body).toMatchObject({
      investor_type: 'professional',
      limits: { total: { limit: null }, realty: { limit: null }, pf: { used: 3 * M, limit: null }, per_borrower_limit: null, institutional_share_bp: 4000 },
      remaining: { total: null, realty: null, pf: null, borrower: null, institutional: 1 * M },
    });
    expect((await invest(pro.client, [{ product_id: product.id, amount: 1 * M }])).status).toBe(201);
    expect((await invest(pro.client, [{ product_id: product.id, amount: 10_000 }])).body.fail_code).toBe('over_institutional_share_limit');
    expect((await pro.client.get('/api/dashboard')).body.limits).toEqual({
      investor_type: 'professional', total: { used: 4 * M, limit: null }, realty: { used: 4 * M, limit: null }, pf: { used: 4 * M, limit: null },
      per_borrower_limit: null, institutional_share_bp: 4000,
    });
    // A canceled investment frees its share.
    const [placed] = (await pro.client.get('/api/investments')).body.items;
    expect((await pro.client.delete(`/api/investments/${placed.id}`)).status).toBe(200);
    expect((await invest(pro.client, [{ product_id: product.id, amount: placed.amount }])).status).toBe(201);
    // The general investor's own limits bind instead (5,000,000 with one borrower), not 40 %.
    const general = await fundedInvestor(t, 6 * M);
    expect((await invest(general.client, [{ product_id: product.id, amount: 5 * M }])).status).toBe(201);
  });

  it('keeps each professional investor at 40 % however many of their investments race for one product', async () => {
    const product = await createProduct(operator, { type: 'credit', target_amount: 10 * M });
    const investors = [await professional(20 * M), await professional(20 * M)];
    const answers = await Promise.all(investors.flatMap((investor) => Array.from({ length: 20 }, () => invest(investor.client, [{ product_id: product.id, amount: 500_000 }]))));
    const outcome = (from: number) => answers.slice(from, from + 20).map((a) => (a.status === 201 ? 'placed' : a.body.fail_code)).sort();
    for (const from of [0, 20]) {
      expect(outcome(from)).toEqual([...Array(12).fill('over_institutional_share_limit'), ...Array(8).fill('placed')].sort());
    }
    for (const investor of investors) {
      const held = (await investor.client.get('/api/investments')).body.items.filter((i: { product_id: string; status: string }) => i.product_id === product.id && i.status === 'placed');
      expect(held.reduce((sum: number, i: { amount: number }) => sum + i.amount, 0)).toBe(4 * M);
    }
    const rows = await t.dataSource.query(`SELECT held_won::bigint AS held FROM investor_holdings WHERE product_id = $1 ORDER BY user_id`, [product.id]);
    expect(rows.map((r: { held: string }) => Number(r.held))).toEqual([4 * M, 4 * M]);
    expect((await t.client().get(`/api/products/${product.id}`)).body.raised_amount).toBe(8 * M);
  });
});
