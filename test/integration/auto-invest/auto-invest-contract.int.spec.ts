// The standing contract through HTTP (docs/api.md "Auto-invest"): each fail code of PUT
// /me/auto_invest, a change as a new version confirmed again with its text kept, and the stop.
import { startTestApp, TestApp } from '../../support/test-app';
import { fundedInvestor } from '../investing/investing-fixtures';
import { contractBody } from './auto-invest-fixtures';

describe('auto-invest contract (PUT/GET/DELETE /api/me/auto_invest)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers each fail code in order, applying nothing', async () => {
    const { client } = await fundedInvestor(t, 0);
    const body = await contractBody(client);
    const expectFail = async (change: Record<string, unknown>, failCode: string, fields?: Record<string, string>) => {
      const res = await client.put('/api/me/auto_invest', { ...body, ...change });
      expect(res.status).toBe(400);
      expect(res.body.fail_code).toBe(failCode);
      if (fields) expect(res.body.fields).toEqual(fields);
      expect(res.body.message).toMatch(/[가-힣]/);
    };
    await expectFail({ acknowledged: undefined }, 'invalid_input', { acknowledged: 'required' });
    await expectFail({ acknowledged: false }, 'invalid_input', { acknowledged: 'must_be_true' });
    await expectFail({ amount_per_product: 5_000 }, 'min_invest_amount');
    await expectFail({ amount_per_product: 15_000 }, 'invalid_amount');
    await expectFail({ amount_per_product: 110_000, total_limit: 1_000_000 }, 'invalid_input', { amount_per_product: 'over_limit' });
    await expectFail({ total_limit: 5_000 }, 'invalid_input', { total_limit: 'invalid_value' });
    await expectFail({ ends_on: '2000-01-01' }, 'invalid_input', { ends_on: 'invalid_value' });
    await expectFail({ criteria: { types: ['house'] } }, 'invalid_input', { 'criteria.types': 'invalid_value' });
    expect((await client.get('/api/me/auto_invest')).body.contract).toBeNull();
    expect((await t.client().get('/api/me/auto_invest')).status).toBe(401);
  });

  it('sets version 1, replaces it with version 2 (both texts kept), stops at once', async () => {
    const { client } = await fundedInvestor(t, 0);
    const body = await contractBody(client);
    const set = await client.put('/api/me/auto_invest', body);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      contract: { version: 1, amount_per_product: 10_000, total_limit: 100_000, ends_on: body.ends_on, active: true, criteria: { types: ['credit'], include_pf: false } },
      placed: { count: 0, amount: 0 },
    });
    const changed = await client.put('/api/me/auto_invest', { ...body, amount_per_product: 20_000 });
    expect(changed.body.contract).toMatchObject({ version: 2, amount_per_product: 20_000, id: set.body.contract.id });
    const view = await client.get('/api/me/auto_invest');
    expect(view.body.history.map((h: { version: number }) => h.version)).toEqual([2, 1]);
    expect(view.body.history[1].text).toContain('상품당 투자 금액: 10,000원');
    expect(view.body.history[0].text).toContain('20,000원');
    expect(view.body.history[0].text).toContain('즉시 중지');

    const stopped = await client.delete('/api/me/auto_invest');
    expect(stopped.status).toBe(200);
    expect(stopped.body.contract).toMatchObject({ version: 2, active: false });
    expect((await client.delete('/api/me/auto_invest')).body.contract.active).toBe(false);
    // Set again after a stop: a new contract (a new id), confirmed again.
    const again = await client.put('/api/me/auto_invest', body);
    expect(again.body.contract).toMatchObject({ version: 3, active: true });
    expect(again.body.contract.id).not.toBe(set.body.contract.id);
  });

  it('stopping without a contract is not_found', async () => {
    const { client } = await fundedInvestor(t, 0);
    const res = await client.delete('/api/me/auto_invest');
    expect(res.status).toBe(404);
    expect(res.body.fail_code).toBe('not_found');
  });
});
