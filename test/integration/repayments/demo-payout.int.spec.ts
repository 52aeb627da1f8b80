// Proves the demo start-up tasks: with demo data on, the product the demo investor holds that
// the demo seed executed first (송도) gets its loan and its first installment paid and distributed
// before any worker runs, so the demo dashboard shows a payout; then three loans go bad (docs/api.md
// "Loans that go bad"): one paid late with late interest, one accelerated and partly recovered, one
// written off and partly recovered after, each on the demo investor's dashboard and the holding's
// repayment page; running the tasks again adds nothing. The demo lives through it with the
// business clock (no run dated in the future): 송도's first due date has passed within the month,
// nothing is late now, and today's products are open. Every loan the demo executed has its
// repayment account by the end of start-up.
import { DEMO_INVESTOR_EMAIL } from '../../../server/src/identity';
import { DEMO_INVESTOR_PASSWORD } from '../../../server/src/identity/startup/demo-users';
import { DemoBadLoansTask, DemoRepaymentsTask } from '../../../server/src/repayments';
import { daysBetween } from '../../../server/src/shared/clock';
import { BusinessClock } from '../../../server/src/shared/business-clock';
import { startTestApp, TestApp } from '../../support/test-app';
import { login, loginAsOperator } from '../../support/users';

describe('demo payout at start-up', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ worker: false, queue: 'in-process', env: { DEMO_DATA: 'true' } });
  });
  afterAll(() => t.close());

  it('shows the demo investor a paid first installment, once', async () => {
    const demo = t.client();
    const user = await login(demo, DEMO_INVESTOR_EMAIL, DEMO_INVESTOR_PASSWORD);
    // The first payout: 송도's first installment (the bad-loans demo's late payment is the other credit).
    const credited = await t.dataSource.query(`SELECT e.data FROM events e JOIN products p ON p.id = (e.data->>'productId')::uuid
      WHERE e.stream_id = $1 AND e.type = 'RepaymentCredited' AND p.title LIKE '%송도%'`, [`investor-${user.id}`]);
    expect(credited).toHaveLength(1);
    const productId: string = credited[0].data.productId;
    const dashboard = (await demo.get('/api/dashboard')).body;
    expect(dashboard.received_principal).toBeGreaterThan(credited[0].data.principalWon);
    expect(dashboard.received_interest).toBeGreaterThan(credited[0].data.interestWon);
    expect(dashboard.counts.repaying).toBeGreaterThanOrEqual(1);
    const schedule = (await demo.get(`/api/investments/${productId}/repayments`)).body.schedule;
    expect(schedule[0].status).toBe('paid');
    expect(schedule[1].status).toBe('scheduled');

    // Lived through, not paid ahead: the clock stands within the month after the first due date
    // (the bad-loans demo's 24 days), the second is still ahead, and nothing is late now.
    const today = t.app.get(BusinessClock).today();
    const [clock] = await t.dataSource.query(`SELECT offset_ms::bigint AS offset_ms FROM business_clock`);
    expect(Number(clock.offset_ms)).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(daysBetween(schedule[0].due_on, today)).toBeGreaterThanOrEqual(0);
    expect(schedule[1].due_on > today).toBe(true);
    const [{ late }] = await t.dataSource.query(`SELECT count(*)::int AS late FROM loan_installments WHERE status = 'scheduled' AND due_on < $1::date`, [today]);
    expect(late).toBe(0);
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

    const [{ n: before }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events`);
    await t.app.get(DemoRepaymentsTask).run(t.config);
    await t.app.get(DemoBadLoansTask).run(t.config);
    const [{ n: after }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events`);
    expect(after).toBe(before);
  });

  it('shows the demo investor a loan paid late, one in recovery and one written off then partly recovered', async () => {
    const demo = t.client();
    await login(demo, DEMO_INVESTOR_EMAIL, DEMO_INVESTOR_PASSWORD);
    const byTitle = async (title: string) => {
      const [{ id }] = await t.dataSource.query(`SELECT id FROM products WHERE title = $1`, [title]);
      const page = await demo.get(`/api/investments/${id}/repayments`);
      expect(page.status).toBe(200);
      return page.body;
    };
    const kinds = (page: { timeline: { kind: string }[] }) => page.timeline.map((i) => i.kind);

    const late = await byTitle('개인신용 분산투자 포트폴리오 2026-10호');
    expect(late.loan_status).toBe('repaying');
    expect(kinds(late)).toEqual(expect.arrayContaining(['executed', 'overdue', 'paid_late']));
    expect(late.schedule[0].status).toBe('paid');

    const inRecovery = await byTitle('(주)서해물산 재고자산 담보 제1231호');
    expect(inRecovery.loan_status).toBe('defaulted');
    expect(kinds(inRecovery)).toEqual(expect.arrayContaining(['overdue', 'accelerated', 'recovery']));
    expect(inRecovery.recovered.principal).toBeGreaterThan(0);
    expect(inRecovery.written_off_principal).toBe(0);

    const writtenOff = await byTitle('개인사업자 운영자금 제1232호');
    expect(writtenOff.loan_status).toBe('written_off');
    const woKinds = kinds(writtenOff);
    expect(woKinds.indexOf('recovery')).toBeGreaterThan(woKinds.indexOf('write_off'));
    expect(woKinds.indexOf('write_off')).toBeGreaterThan(woKinds.indexOf('accelerated'));
    expect(writtenOff.recovered.principal).toBeGreaterThan(0);
    expect(writtenOff.written_off_principal).toBeGreaterThan(0);

    const d = (await demo.get('/api/dashboard')).body;
    expect(d.late_interest_received).toBeGreaterThan(0);
    expect(d.recovered_principal).toBe(inRecovery.recovered.principal + writtenOff.recovered.principal);
    expect(d.written_off_principal).toBe(writtenOff.written_off_principal);
    expect(d.defaulted_principal).toBeGreaterThan(0);
    expect(d.counts).toMatchObject({ defaulted: 1, written_off: 1 });
    expect(d.invested_total).toBe(d.held + d.outstanding_principal + d.received_principal + d.recovered_principal + d.written_off_principal);
    const operator = await loginAsOperator(t);
    const verify = (await operator.get('/api/admin/ledger/verify')).body;
    expect(verify.projections.filter((p: { ok: boolean }) => !p.ok)).toEqual([]);
  });
});
