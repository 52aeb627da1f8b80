// Proves the demo seed: on an empty database the products appear in every state through the real commands, the demo investor holds some of them, and a restart seeds nothing twice.
import { startTestApp, TestApp } from '../../support/test-app';
import { login } from '../../support/users';
import { DEMO_INVESTOR_EMAIL, DEMO_INVESTOR_PASSWORD } from '../../../server/src/identity/startup/demo-users';
import { runStartupTasks } from '../../../server/src/app/startup-tasks';

describe('demo products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { DEMO_DATA: 'true' } });
  });
  afterAll(() => t.close());

  it('seeds products in every state and the demo investor’s investments', async () => {
    const list = await t.client().get('/api/products?size=100');
    expect(list.body.total).toBeGreaterThanOrEqual(6);
    const statuses = new Set(list.body.items.map((p: { status: string }) => p.status));
    for (const s of ['funding', 'scheduled', 'funded', 'repaying']) expect(statuses).toContain(s);
    const investor = t.client();
    await login(investor, DEMO_INVESTOR_EMAIL, DEMO_INVESTOR_PASSWORD);
    const mine = await investor.get('/api/investments');
    expect(mine.body.items.length).toBeGreaterThanOrEqual(3);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM events WHERE type = 'ProductExecuted'`);
    // 송도 (the first payout) and the three loans the bad-loans demo lets go bad.
    expect(count).toBe(4);
    // The demo investor's auto-invest contract is shown stopped; no contract runs (docs/api.md "Auto-invest").
    expect((await investor.get('/api/me/auto_invest')).body.contract).toMatchObject({ version: 1, active: false });
    expect(await t.dataSource.query(`SELECT user_id FROM auto_invest_contracts WHERE stopped_at IS NULL`)).toEqual([]);
    await runStartupTasks(t.app, t.config);
    expect(await t.dataSource.query(`SELECT version FROM auto_invest_versions`)).toEqual([{ version: 1 }]);
    expect((await t.client().get('/api/products?size=100')).body.total).toBe(list.body.total);
  });
});
