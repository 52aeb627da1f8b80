// Proves the operators' sandbox bank controls: state with the maintenance window, closed
// true/false/null (false opens it even inside the window), fail_next validated and used once,
// external holdings handed to the central registry, and 403 forbidden for investors.
import { CentralRegistry } from '../../../server/src/registry';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { investor } from './wallet-fixtures';

describe('sandbox bank controls', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A window covering the whole day but one minute: the bank is closed by the schedule.
    t = await startTestApp({ env: { BANK_MAINTENANCE: '00:00-23:59' } });
  });
  afterAll(() => t?.close());

  it('follows the maintenance window unless operators force it open or closed', async () => {
    const operator = await loginAsOperator(t);
    const state = await operator.get('/api/admin/sandbox/bank');
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ closed: null, fail_next: null, maintenance: '00:00-23:59' });
    const inv = await investor(t, { vaccount: false });
    const scheduled = await inv.client.post('/api/vaccount', {});
    if (state.body.in_maintenance) expect(scheduled.body.fail_code).toBe('bank_closed');

    expect((await operator.post('/api/admin/sandbox/bank', { closed: false })).body).toMatchObject({ closed: false, open: true });
    if (scheduled.status !== 201) expect((await inv.client.post('/api/vaccount', {})).status).toBe(201);
    expect((await operator.post('/api/admin/sandbox/bank', { closed: true })).body).toMatchObject({ closed: true, open: false });
    expect((await operator.post('/api/admin/sandbox/bank', { closed: null })).body).toMatchObject({ closed: null });
  });

  it('validates fail_next and uses it exactly once', async () => {
    const operator = await loginAsOperator(t);
    await operator.post('/api/admin/sandbox/bank', { closed: false });
    const bad = await operator.post('/api/admin/sandbox/bank', { fail_next: 'no_such_code' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ fail_next: 'invalid_value' });
    expect((await operator.post('/api/admin/sandbox/bank', { fail_next: 'seyfert_error' })).body.fail_next).toBe('seyfert_error');
    const a = await investor(t, { vaccount: false });
    const b = await investor(t, { vaccount: false });
    const answers = await Promise.all([a.client.post('/api/vaccount', {}), b.client.post('/api/vaccount', {})]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 502]);
    expect((await operator.get('/api/admin/sandbox/bank')).body.fail_next).toBeNull();
    await operator.post('/api/admin/sandbox/bank', { closed: null });
  });

  it('hands external holdings to the central registry', async () => {
    const operator = await loginAsOperator(t);
    const inv = await investor(t, { vaccount: false });
    const borrower = '5b6f2a7e-1c1d-4d61-9f53-6c2f8a1b2c3d';
    const res = await operator.post('/api/admin/sandbox/bank', { external_holdings: { user_id: inv.userId, amount: 25_000_000, borrowers: { [borrower]: 4_000_000 } } });
    expect(res.status).toBe(200);
    expect(await t.app.get(CentralRegistry).externalHoldings(null, inv.userId)).toEqual({ amountWon: 25_000_000, realtyWon: 0, borrowersWon: { [borrower]: 4_000_000 } });
    const bad = await operator.post('/api/admin/sandbox/bank', { external_holdings: { user_id: 'x', amount: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ 'external_holdings.user_id': 'invalid_uuid', 'external_holdings.amount': 'too_small' });
  });

  it('is for operators only: 403 forbidden', async () => {
    const inv = await investor(t, { vaccount: false });
    const res = await inv.client.post('/api/admin/sandbox/bank', { closed: true });
    expect(res.status).toBe(403);
    expect(res.body.fail_code).toBe('forbidden');
  });
});
