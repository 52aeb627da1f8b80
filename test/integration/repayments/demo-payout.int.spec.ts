// Proves the demo start-up task: with demo data on, the product the demo investor holds that
// the demo seed executed gets its loan and its first installment paid and distributed before
// any worker runs, so the demo dashboard shows a payout; running the task again pays nothing.
// The demo lives through that month with the business clock (no run dated in the future): the
// first due date is the business today, nothing is overdue, and today's products are open.
// Every loan the demo executed has its repayment account by the end of start-up.
import { DEMO_INVESTOR_EMAIL } from '../../../server/src/identity';
import { DEMO_INVESTOR_PASSWORD } from '../../../server/src/identity/startup/demo-users';
import { DemoRepaymentsTask } from '../../../server/src/repayments';
import { BusinessClock } from '../../../server/src/shared/business-clock';
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

    // Lived through, not paid ahead: the clock stands on the first due date, and nothing is late.
    const [clock] = await t.dataSource.query(`SELECT offset_ms::bigint AS offset_ms FROM business_clock`);
    expect(Number(clock.offset_ms)).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(schedule[0].due_on).toBe(t.app.get(BusinessClock).today());
    const [{ overdue }] = await t.dataSource.query(`SELECT count(*)::int AS overdue FROM loan_installments WHERE overdue`);
    expect(overdue).toBe(0);
    expect((await t.client().get('/api/stats')).body.overdue_rate_bp).toBe(0);
    // Today's products were seeded after the move: the funding ones are open by the new today.
    const funding = (await t.client().get('/api/products?status=funding&size=100')).body.items as { closes_at: string }[];
    expect(funding.length).toBeGreaterThan(0);
    for (const product of funding) expect(Date.parse(product.closes_at)).toBeGreaterThan(t.app.get(BusinessClock).now().getTime());

    // Every loan the demo made has its repayment account (issued by the start-up task, without a worker).
    const [{ without }] = await t.dataSource.query(
      `SELECT count(*)::int AS without FROM loans l WHERE NOT EXISTS (SELECT 1 FROM loan_repayment_accounts a WHERE a.product_id = l.product_id)`);
    expect(without).toBe(0);
    const [{ loans }] = await t.dataSource.query(`SELECT count(*)::int AS loans FROM loans`);
    expect(loans).toBeGreaterThan(0);

    await t.app.get(DemoRepaymentsTask).run(t.config);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type = 'RepaymentCredited'`);
    expect(n).toBe(1);
  });
});
