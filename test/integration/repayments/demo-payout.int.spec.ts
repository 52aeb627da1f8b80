// Proves the demo start-up task: with demo data on, a product the demo investor holds that was
// executed gets its loan, its first installment is paid by the borrower and distributed, so the
// demo dashboard shows a payout — through the worker's own code before any worker runs — and a
// second start changes nothing.
import { DEMO_INVESTOR_EMAIL } from '../../../server/src/identity';
import { DEMO_INVESTOR_PASSWORD } from '../../../server/src/identity/startup/demo-users';
import { DemoRepaymentsTask } from '../../../server/src/repayments';
import { startTestApp, TestApp } from '../../support/test-app';
import { login, loginAsOperator } from '../../support/users';
import { createProduct, invest } from '../investing/investing-fixtures';

describe('demo payout at start-up', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ worker: false, queue: 'in-process', env: { DEMO_DATA: 'true' } });
  });
  afterAll(() => t.close());

  it('pays the first installment of the demo investor executed product once', async () => {
    // Commands of the set-up run through a worker; the task itself must not need one.
    const worker = await t.addWorker();
    const operator = await loginAsOperator(t);
    const demo = t.client();
    await login(demo, DEMO_INVESTOR_EMAIL, DEMO_INVESTOR_PASSWORD);
    const product = await createProduct(operator, { target_amount: 1_000_000, term_months: 6 });
    expect((await invest(demo, [{ product_id: product.id, amount: 1_000_000 }])).status).toBe(201);
    expect((await operator.post(`/api/admin/products/${product.id}/execute`)).status).toBe(200);
    await worker.close();

    const task = t.app.get(DemoRepaymentsTask);
    await task.run(t.config);
    const dashboard = (await demo.get('/api/dashboard')).body;
    expect(dashboard.received_interest).toBeGreaterThan(0);
    expect(dashboard.received_principal).toBeGreaterThan(0);
    const schedule = (await demo.get(`/api/investments/${product.id}/repayments`)).body.schedule;
    expect(schedule[0].status).toBe('paid');
    expect(schedule[1].status).toBe('scheduled');

    await task.run(t.config);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type = 'RepaymentCredited'`);
    expect(n).toBe(1);
  });
});
