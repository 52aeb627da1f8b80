// The operators' auto-invest policy (docs/api.md "Auto-invest": auto_invest_share_bp, dated like
// the other policies): shown with its history, refused when malformed or backdated, and a change
// scheduled for tomorrow leaves today's openings to the policy in force and places tomorrow's by
// the new share; each change is an audit event.
import type { HttpClient } from '../../support/http-client';
import { advanceClockTo, businessClock } from '../../support/business-clock';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor } from '../investing/investing-fixtures';
import { contractBody, placementOutcome } from './auto-invest-fixtures';

const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('auto-invest policy: the operators\' dated setting', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t?.close());

  it('shows the default in force, only to operators', async () => {
    const today = (await businessClock(operator)).today;
    const res = await operator.get('/api/admin/auto_invest_policy');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ in_force_on: today, effective_on: '2000-01-01', auto_invest_share_bp: 5000, max_amount_per_product: 100_000 });
    expect(res.body.history).toEqual([expect.objectContaining({ effective_on: '2000-01-01', status: 'in_force', changed_by: null })]);
    const { client } = await fundedInvestor(t, 0, { vaccount: false });
    expect((await client.get('/api/admin/auto_invest_policy')).status).toBe(403);
    expect((await client.put('/api/admin/auto_invest_policy', { effective_on: today, auto_invest_share_bp: 10_000 })).status).toBe(403);
  });

  it('refuses a malformed or backdated change, naming each field', async () => {
    const today = (await businessClock(operator)).today;
    const put = (body: unknown) => operator.put('/api/admin/auto_invest_policy', body);
    const refused = async (body: unknown) => {
      const res = await put(body);
      return { status: res.status, fail_code: res.body.fail_code, fields: res.body.fields };
    };
    expect(await refused({ effective_on: today, auto_invest_share_bp: 10_001, max_amount_per_product: 110_000 }))
      .toMatchObject({ status: 400, fail_code: 'invalid_input', fields: { auto_invest_share_bp: expect.any(String), max_amount_per_product: expect.any(String) } });
    expect(await refused({ effective_on: today, max_amount_per_product: 15_000 })).toMatchObject({ status: 400, fields: { max_amount_per_product: 'invalid_amount' } });
    expect(await refused({ effective_on: '2000-01-02', auto_invest_share_bp: 1000 })).toMatchObject({ status: 400, fields: { effective_on: 'before_business_today' } });
    expect(await refused({ auto_invest_share_bp: 1000 })).toMatchObject({ status: 400, fields: { effective_on: 'required' } });
    expect(await refused({ effective_on: today, share: 1000 })).toMatchObject({ status: 400, fields: { share: 'unknown_field' } });
    expect((await operator.get('/api/admin/auto_invest_policy')).body.history).toHaveLength(1);
  });

  it('places today\'s opening by the share in force and tomorrow\'s by the scheduled one', async () => {
    const today = (await businessClock(operator)).today;
    const tomorrow = nextDay(today);
    const scheduled = await operator.put('/api/admin/auto_invest_policy', { effective_on: tomorrow, auto_invest_share_bp: 2500 });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ effective_on: '2000-01-01', auto_invest_share_bp: 5000 });
    expect(scheduled.body.history[0]).toMatchObject({ effective_on: tomorrow, status: 'scheduled', auto_invest_share_bp: 2500, max_amount_per_product: 100_000 });
    expect(scheduled.body.history[0].changed_by).toBeTruthy();

    // Four contracts of 10,000 each; a product of 40,000: half of it today (two placements), a quarter tomorrow (one).
    for (let i = 0; i < 4; i += 1) {
      const investor = await fundedInvestor(t, 100_000);
      expect((await investor.client.put('/api/me/auto_invest', await contractBody(investor.client))).status).toBe(200);
    }
    const first = (await createProduct(operator, { type: 'credit', target_amount: 40_000 })).id;
    expect(await placementOutcome(t, first)).toMatchObject({ placed: 2, placedWon: 20_000 });
    await advanceClockTo(operator, tomorrow);
    const second = (await createProduct(operator, { type: 'credit', target_amount: 40_000 })).id;
    expect(await placementOutcome(t, second)).toMatchObject({ placed: 1, placedWon: 10_000 });
    expect((await operator.get('/api/admin/auto_invest_policy')).body).toMatchObject({ in_force_on: tomorrow, effective_on: tomorrow, auto_invest_share_bp: 2500 });

    const [audit] = await t.dataSource.query(`SELECT data, metadata FROM events WHERE stream_id = 'auto-invest-policy' AND type = 'AutoInvestPolicyChanged' ORDER BY stream_version DESC LIMIT 1`);
    expect(audit.data).toEqual({ effectiveOn: tomorrow, shareBp: 2500, maxAmountPerProductWon: 100_000, changedOn: today });
    expect(audit.metadata.actor_id).toBeTruthy();
    // A second change for the same date replaces the first.
    const replaced = await operator.put('/api/admin/auto_invest_policy', { effective_on: tomorrow, max_amount_per_product: 50_000 });
    expect(replaced.body.history.filter((h: { effective_on: string }) => h.effective_on === tomorrow))
      .toEqual([expect.objectContaining({ auto_invest_share_bp: 5000, max_amount_per_product: 50_000 })]);
  });
});
