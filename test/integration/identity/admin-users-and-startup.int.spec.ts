// Proves the operators' user search (escaping LIKE wildcards, paging) and the start-up tasks: OPERATOR_EMAIL/OPERATOR_PASSWORD ensure an operator, and demo mode seeds the demo operator and investor once, on an empty database only.
import { DEMO_INVESTOR_EMAIL, DEMO_OPERATOR_EMAIL } from '../../../server/src/identity';
import { startTestApp, TestApp } from '../../support/test-app';
import { login, loginAsOperator, signUp } from '../../support/users';

describe('identity: admin users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('searches by name, e-mail or phone, with LIKE wildcards taken literally', async () => {
    const operator = await loginAsOperator(t);
    const { user: kim } = await signUp(t.client(), { name: '김검색', phone: '010-5555-0001' });
    await signUp(t.client(), { name: '이검색', email: `under_score-${Date.now()}@example.com` });
    const byName = await operator.get(`/api/admin/users?q=${encodeURIComponent('김검색')}`);
    expect(byName.status).toBe(200);
    expect(byName.body.items).toEqual([kim]);
    expect(byName.body).toMatchObject({ page: 1, size: 20, total: 1 });
    expect((await operator.get('/api/admin/users?q=5555-0001')).body.items.map((u: { id: string }) => u.id)).toEqual([kim.id]);
    const underscore = await operator.get('/api/admin/users?q=_');
    expect(underscore.body.items.every((u: { email: string; name: string }) => u.email.includes('_') || u.name.includes('_'))).toBe(true);
    expect((await operator.get('/api/admin/users?q=%25')).body.total).toBe(0);
    const all = await operator.get('/api/admin/users?size=2&page=1');
    expect(all.body.items).toHaveLength(2);
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    expect((await operator.get('/api/admin/users?size=500')).status).toBe(400);
  });
});

describe('identity: start-up tasks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { OPERATOR_EMAIL: 'Boss@Example.com', OPERATOR_PASSWORD: 'boss-pass-2026', DEMO_DATA: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('ensures the configured operator and seeds the demo accounts', async () => {
    const boss = await login(t.client(), 'boss@example.com', 'boss-pass-2026');
    expect(boss.role).toBe('operator');
    const demoOperator = await login(t.client(), DEMO_OPERATOR_EMAIL, 'ondari-operator-2026');
    expect(demoOperator.role).toBe('operator');
    const investor = await login(t.client(), DEMO_INVESTOR_EMAIL, 'ondari-investor-2026');
    expect(investor).toMatchObject({ role: 'investor', name: '김투자', investor_type: 'general' });
  });

  it('leaves a database that has users alone, and re-asserts the configured operator', async () => {
    const { EnsureOperator, SeedDemoUsers } = await import('../../../server/src/identity');
    await t.dataSource.query(`UPDATE users SET role = 'investor' WHERE email = 'boss@example.com'`);
    await t.app.get(EnsureOperator).run(t.config);
    await t.app.get(SeedDemoUsers).run(t.config);
    const rows = await t.dataSource.query(`SELECT email, role FROM users WHERE email IN ('boss@example.com', $1, $2) ORDER BY email`, [DEMO_INVESTOR_EMAIL, DEMO_OPERATOR_EMAIL]);
    expect(rows).toEqual([
      { email: 'boss@example.com', role: 'operator' },
      { email: DEMO_INVESTOR_EMAIL, role: 'investor' },
      { email: DEMO_OPERATOR_EMAIL, role: 'operator' },
    ]);
  });
});
