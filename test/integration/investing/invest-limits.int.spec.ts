// Proves the investor limits through HTTP as a dated policy: every limit (total, real estate, its PF
// part, same borrower) exactly at its boundary and one unit over, before and after a change's
// effective date; a change never undoes an investment already placed; the dashboard and the invest
// box show the room the policy in force leaves.
import type { HttpClient } from '../../support/http-client';
import { advanceClockTo, businessClock } from '../../support/business-clock';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest, setLimitPolicy } from './investing-fixtures';

const M = 1_000_000;
type Kind = 'credit' | 'apt' | 'realty' | 'pf';

const nextDay = (date: string, days = 1): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('investor limits: a dated policy, judged at each boundary', () => {
  let t: TestApp;
  let operator: HttpClient;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    await operator.post('/api/admin/sandbox/bank', { closed: false });
  });
  afterAll(() => t?.close());

  /** `count` open products of a kind, each with its own borrower, 100,000,000 to raise. */
  async function products(kind: Kind, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      const type = kind === 'pf' ? 'realty' : kind;
      ids.push((await createProduct(operator, { type, is_pf: kind === 'pf', target_amount: 100 * M, borrower_id: `BR-limits-${seq}` })).id);
    }
    return ids;
  }
  const basket = (ids: string[], amounts: number[]) => amounts.map((amount, i) => ({ product_id: ids[i], amount }));
  const refusal = (res: { status: number; body: { fail_code?: string; product_id?: string } }) => ({ status: res.status, fail_code: res.body.fail_code, product_id: res.body.product_id });

  it('shows the 2023 defaults in force with the 2021 values before them', async () => {
    const today = (await businessClock(operator)).today;
    const res = await operator.get('/api/admin/limit_policy');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      in_force_on: today, effective_on: '2023-05-01',
      general: { total: 40 * M, realty: 20 * M, pf: 10 * M, per_borrower: 5 * M },
      income_qualified: { total: 100 * M, realty: 100 * M, pf: 100 * M, per_borrower: 20 * M },
      institutional_share_bp: 4000,
    });
    expect(res.body.history.map((h: { effective_on: string; status: string; general: { total: number; realty: number; pf: number } }) => [h.effective_on, h.status, h.general]))
      .toEqual([['2023-05-01', 'in_force', { total: 40 * M, realty: 20 * M, pf: 10 * M, per_borrower: 5 * M }], ['2021-08-27', 'past', { total: 30 * M, realty: 10 * M, pf: 10 * M, per_borrower: 5 * M }]]);
    const { client } = await fundedInvestor(t, 0, { vaccount: false });
    expect((await client.get('/api/admin/limit_policy')).status).toBe(403);
    expect((await client.put('/api/admin/limit_policy', { effective_on: today })).status).toBe(403);
  });

  it('refuses a malformed or backdated change, naming each field', async () => {
    const today = (await businessClock(operator)).today;
    const put = (body: unknown) => operator.put('/api/admin/limit_policy', body);
    const expectFields = async (body: unknown, fields: Record<string, string>) => {
      const res = await put(body);
      expect({ status: res.status, fail_code: res.body.fail_code, fields: res.body.fields }).toEqual({ status: 400, fail_code: 'invalid_input', fields });
    };
    await expectFields({ effective_on: nextDay(today, -1) }, { effective_on: 'before_business_today' });
    await expectFields({}, { effective_on: 'required' });
    await expectFields({ effective_on: '2026-02-30' }, { effective_on: 'invalid_date' });
    await expectFields({ effective_on: today, general: { pf: 20_010_000 } }, { 'general.pf': 'above_realty' });
    await expectFields({ effective_on: today, income_qualified: { per_borrower: 100_010_000, realty: 100_010_000 } }, { 'income_qualified.realty': 'above_total', 'income_qualified.per_borrower': 'above_total' });
    await expectFields({ effective_on: today, general: { total: -1, pf: 1.5, other: 1 }, institutional_share_bp: 0, professional: {} },
      { 'general.total': 'too_small', 'general.pf': 'must_be_integer', 'general.other': 'unknown_field', institutional_share_bp: 'too_small', professional: 'unknown_field' });
    await expectFields({ effective_on: today, general: 'lots' }, { general: 'must_be_object' });
    // null is no set of limits either (the fuzzer's find: it was a 500).
    await expectFields({ effective_on: today, general: { realty: 20_000_000 }, income_qualified: null }, { income_qualified: 'must_be_object' });
    await expectFields({ effective_on: today, institutional_share_bp: 10_001 }, { institutional_share_bp: 'too_large' });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = 'invest-limit-policy'`);
    expect(n).toBe(0);
    expect((await operator.get('/api/admin/limit_policy')).body.history).toHaveLength(2);
  });

  it('holds a general investor to each limit: exactly the limit passes, one unit over is refused', async () => {
    const credit = await products('credit', 9);
    const realty = [...(await products('apt', 3)), ...(await products('realty', 2))];
    const pf = await products('pf', 3);
    // Total 40,000,000: seven borrowers at 5,000,000, then 4,990,000 and 10,000 / 20,000.
    const a = await fundedInvestor(t, 41 * M);
    const over = await invest(a.client, basket(credit, [5 * M, 5 * M, 5 * M, 5 * M, 5 * M, 5 * M, 5 * M, 4_990_000, 20_000]));
    expect(refusal(over)).toEqual({ status: 400, fail_code: 'over_total_invest_limit', product_id: credit[8] });
    expect(over.body.message).toContain('40,000,000원');
    expect((await invest(a.client, basket(credit, [5 * M, 5 * M, 5 * M, 5 * M, 5 * M, 5 * M, 5 * M, 4_990_000, 10_000]))).status).toBe(201);
    // Real estate 20,000,000 (apt and realty together).
    const b = await fundedInvestor(t, 21 * M);
    expect(refusal(await invest(b.client, basket(realty, [5 * M, 5 * M, 5 * M, 4_990_000, 20_000])))).toEqual({ status: 400, fail_code: 'over_realty_invest_limit', product_id: realty[4] });
    expect((await invest(b.client, basket(realty, [5 * M, 5 * M, 5 * M, 4_990_000, 10_000]))).status).toBe(201);
    // PF 10,000,000 of it: refused as over_realty_invest_limit, the message naming the PF limit.
    const c = await fundedInvestor(t, 21 * M);
    const overPf = await invest(c.client, basket(pf, [5 * M, 4_990_000, 20_000]));
    expect(refusal(overPf)).toEqual({ status: 400, fail_code: 'over_realty_invest_limit', product_id: pf[2] });
    expect(overPf.body.message).toContain('부동산 PF 상품 투자 한도 10,000,000원');
    expect((await invest(c.client, basket(pf, [5 * M, 4_990_000, 10_000]))).status).toBe(201);
    // PF counts in the real estate: 10,000,000 of PF leaves 10,000,000 of other real estate.
    expect(refusal(await invest(c.client, basket(realty, [5 * M, 5 * M, 10_000])))).toEqual({ status: 400, fail_code: 'over_realty_invest_limit', product_id: realty[2] });
    expect((await invest(c.client, basket(realty, [5 * M, 5 * M]))).status).toBe(201);
    // Same borrower 5,000,000, held money counted.
    const d = await fundedInvestor(t, 6 * M);
    expect((await invest(d.client, [{ product_id: credit[0], amount: 4_990_000 }])).status).toBe(201);
    expect(refusal(await invest(d.client, [{ product_id: credit[0], amount: 20_000 }]))).toEqual({ status: 400, fail_code: 'over_borrower_invest_limit', product_id: credit[0] });
    expect((await invest(d.client, [{ product_id: credit[0], amount: 10_000 }])).status).toBe(201);

    const dashboard = (await c.client.get('/api/dashboard')).body;
    expect(dashboard.limits).toEqual({
      investor_type: 'general', total: { used: 20 * M, limit: 40 * M }, realty: { used: 20 * M, limit: 20 * M }, pf: { used: 10 * M, limit: 10 * M },
      per_borrower_limit: 5 * M, institutional_share_bp: null,
    });
    const room = (await c.client.get(`/api/invest_limits?product_id=${pf[0]}`)).body;
    expect(room.limits.pf).toEqual({ used: 10 * M, limit: 10 * M });
    expect(room.remaining).toEqual({ total: 20 * M, realty: 0, pf: 0, borrower: 0, institutional: null });
  });

  it('judges a placement by the policy in force on its business date, and a change never undoes one placed', async () => {
    const credit = await products('credit', 3);
    const pf = await products('pf', 3);
    const a = await fundedInvestor(t, 30 * M);
    expect((await invest(a.client, basket(pf, [5 * M, 5 * M]))).status).toBe(201);
    expect((await invest(a.client, [{ product_id: credit[0], amount: 5 * M }])).status).toBe(201);
    const today = (await businessClock(operator)).today;
    const tomorrow = nextDay(today);
    // From tomorrow: more PF and per borrower, less in total (below what `a` already holds: 15,000,000).
    const change = { effective_on: tomorrow, general: { total: 14 * M, realty: 14 * M, pf: 12 * M, per_borrower: 6 * M } };
    const scheduled = await setLimitPolicy(operator, { ...change, institutional_share_bp: 3000 });
    expect(scheduled.general).toEqual({ total: 40 * M, realty: 20 * M, pf: 10 * M, per_borrower: 5 * M });
    expect(scheduled.history[0]).toMatchObject({ effective_on: tomorrow, status: 'scheduled', general: change.general, institutional_share_bp: 3000 });
    // Before the date the policy in force still decides: no PF room, 5,000,000 per borrower.
    const b = await fundedInvestor(t, 20 * M);
    expect(refusal(await invest(a.client, [{ product_id: pf[2], amount: 10_000 }]))).toMatchObject({ fail_code: 'over_realty_invest_limit' });
    expect(refusal(await invest(b.client, [{ product_id: credit[1], amount: 5_010_000 }]))).toMatchObject({ fail_code: 'over_borrower_invest_limit' });
    expect((await invest(b.client, [{ product_id: credit[1], amount: 5 * M }])).status).toBe(201);
    // A second change for the same date replaces the first: what it leaves out is again as before the date.
    const replaced = await setLimitPolicy(operator, change);
    expect(replaced.history.filter((h: { effective_on: string }) => h.effective_on === tomorrow)).toEqual([expect.objectContaining({ ...change, institutional_share_bp: 4000 })]);

    await advanceClockTo(operator, tomorrow);
    // `a` holds 15,000,000 against a total limit of 14,000,000 now: nothing of it is undone, nothing more goes in.
    const investments = (await a.client.get('/api/investments')).body.items;
    expect(investments.map((i: { status: string }) => i.status)).toEqual(['placed', 'placed', 'placed']);
    expect((await a.client.get('/api/dashboard')).body.limits).toMatchObject({ total: { used: 15 * M, limit: 14 * M }, pf: { used: 10 * M, limit: 12 * M } });
    expect(refusal(await invest(a.client, [{ product_id: pf[2], amount: 10_000 }]))).toMatchObject({ fail_code: 'over_total_invest_limit' });
    // After the date the new values decide, at their boundaries.
    const c = await fundedInvestor(t, 20 * M);
    expect(refusal(await invest(c.client, basket(pf, [6 * M, 6 * M, 10_000])))).toEqual({ status: 400, fail_code: 'over_realty_invest_limit', product_id: pf[2] });
    expect((await invest(c.client, basket(pf, [6 * M, 6 * M]))).status).toBe(201);
    expect(refusal(await invest(c.client, [{ product_id: credit[2], amount: 2_010_000 }]))).toEqual({ status: 400, fail_code: 'over_total_invest_limit', product_id: credit[2] });
    expect((await invest(c.client, [{ product_id: credit[2], amount: 2 * M }])).status).toBe(201);
    expect(refusal(await invest(b.client, [{ product_id: credit[1], amount: 1_010_000 }]))).toMatchObject({ fail_code: 'over_borrower_invest_limit' });
    expect((await invest(b.client, [{ product_id: credit[1], amount: 1 * M }])).status).toBe(201);

    const [audit] = await t.dataSource.query(`SELECT data, metadata FROM events WHERE stream_id = 'invest-limit-policy' AND type = 'InvestLimitPolicyChanged' ORDER BY stream_version DESC LIMIT 1`);
    expect(audit.data).toMatchObject({ effectiveOn: tomorrow, general: { totalWon: 14 * M, realtyWon: 14 * M, pfWon: 12 * M, borrowerWon: 6 * M }, institutionalShareBp: 4000, changedOn: today });
    expect(audit.metadata.actor_id).toBeTruthy();
    // Back to the defaults from today on, for the tests after this one.
    await setLimitPolicy(operator, { general: { total: 40 * M, realty: 20 * M, pf: 10 * M, per_borrower: 5 * M } });
  });
});
