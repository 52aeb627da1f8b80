// Proves the central registry counts real estate held on other platforms (시행령 27조): a real-estate investment that takes a general
// investor's real estate past 20,000,000 won across platforms is exceed_user_limit while a credit one passes, and the invest box's
// remaining room subtracts the holdings elsewhere.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest } from '../investing/investing-fixtures';

describe('central registry: real estate on other platforms', () => {
  let t: TestApp;
  let operator: HttpClient;
  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    await operator.post('/api/admin/sandbox/bank', { closed: false });
  });
  afterAll(() => t?.close());

  it('refuses real estate past the limit across platforms, not credit, and shows the room left', async () => {
    const { client, user } = await fundedInvestor(t, 2_000_000);
    const realty = await createProduct(operator, { type: 'apt', target_amount: 50_000_000 });
    const credit = await createProduct(operator, { type: 'credit', target_amount: 50_000_000 });
    const set = await operator.post('/api/admin/sandbox/bank', { external_holdings: { user_id: user.id, amount: 22_000_000, realty: 19_500_000, borrowers: {} } });
    expect(set.status).toBe(200);

    const room = await client.get(`/api/invest_limits?product_id=${realty.id}`);
    expect(room.body).toMatchObject({
      external_holdings: { total: 22_000_000, realty: 19_500_000, borrower: 0 },
      remaining: { total: 18_000_000, realty: 500_000, borrower: 5_000_000 },
      limits: { total: { used: 0, limit: 40_000_000 }, realty: { used: 0, limit: 20_000_000 } },
    });

    const over = await invest(client, [{ product_id: realty.id, amount: 510_000 }]);
    expect({ status: over.status, fail_code: over.body.fail_code, product_id: over.body.product_id }).toEqual({ status: 400, fail_code: 'exceed_user_limit', product_id: realty.id });
    expect((await invest(client, [{ product_id: credit.id, amount: 510_000 }])).status).toBe(201);
    expect((await invest(client, [{ product_id: realty.id, amount: 500_000 }])).status).toBe(201);
    expect((await client.get(`/api/invest_limits?product_id=${realty.id}`)).body.remaining).toMatchObject({ realty: 0, total: 16_990_000 });
  });

  it('takes realty only as part of the amount', async () => {
    const { user } = await fundedInvestor(t, 0);
    const bad = await operator.post('/api/admin/sandbox/bank', { external_holdings: { user_id: user.id, amount: 1_000_000, realty: 2_000_000 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ 'external_holdings.realty': 'over_amount' });
  });
});
