// Proves the demo start-up task: with demo data on, the product the demo investor holds that
// the demo seed executed gets its loan and its first installment paid and distributed before
// any worker runs, so the demo dashboard shows a payout; running the task again pays nothing.
import { DEMO_INVESTOR_EMAIL } from '../../../server/src/identity';
import { DEMO_INVESTOR_PASSWORD } from '../../../server/src/identity/startup/demo-users';
import { DemoRepaymentsTask } from '../../../server/src/repayments';
import { startTestApp, TestApp } from '../../support/test-app';
import { login } from '../../support/users';

describe('demo payout at start-up', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ worker: false, queue: 'in-process', env: { DEMO_DATA: 'true' } });
  });
  afterAll(() => t.close());

  it('shows the demo investor a paid first installment, once', async () => {
    const demo = t.client();
    const user = await login(demo, DEMO_INVESTOR_EMAIL, DEMO_INVESTOR_PASSWORD);
    const credited = await t.dataSource.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'RepaymentCredited'`, [`investor-${user.id}`]);
    expect(credited).toHaveLength(1);
    const productId: string = credited[0].data.productId;
    const dashboard = (await demo.get('/api/dashboard')).body;
    expect(dashboard.received_principal).toBe(credited[0].data.principalWon);
    expect(dashboard.received_interest).toBe(credited[0].data.interestWon);
    expect(dashboard.counts.repaying).toBeGreaterThanOrEqual(1);
    const schedule = (await demo.get(`/api/investments/${productId}/repayments`)).body.schedule;
    expect(schedule[0].status).toBe('paid');
    expect(schedule[1].status).toBe('scheduled');

    await t.app.get(DemoRepaymentsTask).run(t.config);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type = 'RepaymentCredited'`);
    expect(n).toBe(1);
  });
});
