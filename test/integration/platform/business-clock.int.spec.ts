// Proves the business clock: one offset in PostgreSQL shared by every process, moved forward only
// (the API refuses bad input, the database refuses a lower offset), only in sandbox mode, each
// move an audit event; the worker decides products' calendar by it (a product closed by business
// time refuses investment; an execution's due dates start from the business day), and neither a
// repayment run nor a borrower's payment may be dated after the business today.
import { BusinessClock } from '../../../server/src/shared/business-clock';
import { seoulDate, addMonths } from '../../../server/src/shared/clock';
import { advanceClockTo, businessClock } from '../../support/business-clock';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest } from '../investing/investing-fixtures';
import { loanOf, paymentKey } from '../repayments/loan-fixtures';

const DAY_MS = 86_400_000;

describe('the business clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('starts at real time and moves forward for every process, recording who moved it', async () => {
    const operator = await loginAsOperator(t);
    const start = await businessClock(operator);
    expect(start.offset_days).toBe(0);
    expect(start.today).toBe(seoulDate(new Date()));

    const worker = await t.addWorker();
    const moved = await operator.post('/api/admin/sandbox/clock', { advance_days: 3 });
    expect(moved.status).toBe(200);
    expect(moved.body.offset_days).toBe(3);
    expect(moved.body.today).toBe(seoulDate(new Date(Date.now() + 3 * DAY_MS)));
    // The other process hears the notification (and would re-read the row within seconds anyway).
    const otherClock = worker.get(BusinessClock);
    for (let i = 0; i < 50 && otherClock.offsetDays() !== 3; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(otherClock.offsetDays()).toBe(3);

    const [audit] = await t.dataSource.query(`SELECT type, data, metadata FROM events WHERE stream_id = 'business-clock' ORDER BY stream_version DESC LIMIT 1`);
    expect(audit.type).toBe('BusinessClockAdvanced');
    expect(audit.data).toMatchObject({ advancedDays: 3, offsetDaysBefore: 0, offsetDaysAfter: 3, businessTodayAfter: moved.body.today });
    expect(audit.metadata.actor_id).toEqual(expect.any(String));
  });

  it('refuses a move backward, a bad amount, and anyone but an operator', async () => {
    const operator = await loginAsOperator(t);
    for (const advance_days of [0, -1, 401, 1.5, '2', null]) {
      const res = await operator.post('/api/admin/sandbox/clock', { advance_days });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ fail_code: 'invalid_input', fields: { advance_days: expect.any(String) } });
    }
    const before = (await businessClock(operator)).offset_days;
    await expect(t.dataSource.query(`UPDATE business_clock SET offset_ms = 0`)).rejects.toThrow(/never moves backward/);
    expect((await businessClock(operator)).offset_days).toBe(before);

    const { client } = await fundedInvestor(t, 10_000);
    expect((await client.post('/api/admin/sandbox/clock', { advance_days: 1 })).status).toBe(403);
    expect((await t.client().get('/api/admin/sandbox/clock')).status).toBe(401);
  });

  it('decides the calendar in the worker: closing by business time, due dates from the business day', async () => {
    const operator = await loginAsOperator(t);
    const now = Date.parse((await businessClock(operator)).now);
    // Closes in two real days: still open by the wall clock, closed once the business clock passes it.
    const closing = await createProduct(operator, { target_amount: 100_000, closes_at: new Date(now + 2 * DAY_MS).toISOString() });
    const executing = await createProduct(operator, { target_amount: 100_000, term_months: 3 });
    const { client } = await fundedInvestor(t, 200_000);
    expect((await invest(client, [{ product_id: executing.id, amount: 100_000 }])).status).toBe(201);

    const clock = await advanceClockTo(operator, seoulDate(new Date(now + 3 * DAY_MS)));
    const late = await invest(client, [{ product_id: closing.id, amount: 10_000 }]);
    expect(late.status).toBe(400);
    expect(late.body.fail_code).toBe('invalid_invest');

    expect((await operator.post(`/api/admin/products/${executing.id}/execute`)).status).toBe(200);
    const loan = await loanOf(operator, executing.id);
    expect(loan.installments.map((i) => i.due_on)).toEqual([1, 2, 3].map((n) => addMonths(clock.today, n)));
  });

  it('refuses a repayment run dated after the business today', async () => {
    const operator = await loginAsOperator(t);
    const { today } = await businessClock(operator);
    const tomorrow = seoulDate(new Date(Date.parse(`${today}T12:00:00+09:00`) + DAY_MS));
    const refused = await operator.post('/api/admin/jobs/repayments', { as_of: tomorrow });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fail_code: 'invalid_input', fields: { as_of: 'after_business_today' } });
    expect((await operator.post('/api/admin/jobs/repayments', { as_of: today })).status).toBe(202);
    // Nor may a borrower's money arrive on a day the calendar has not reached.
    const product = await createProduct(operator, { target_amount: 100_000, term_months: 2 });
    const { client } = await fundedInvestor(t, 100_000);
    expect((await invest(client, [{ product_id: product.id, amount: 100_000 }])).status).toBe(201);
    expect((await operator.post(`/api/admin/products/${product.id}/execute`)).status).toBe(200);
    const early = await operator.post(`/api/admin/products/${product.id}/borrower_repayments`, { amount: 10_000, paid_on: tomorrow }, paymentKey());
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ fail_code: 'invalid_input', fields: { paid_on: 'after_business_today' } });
    expect((await operator.post(`/api/admin/products/${product.id}/borrower_repayments`, { amount: 10_000, paid_on: today }, paymentKey())).status).toBe(201);
  });
});

describe('the business clock outside sandbox mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SANDBOX: 'false' } });
  });
  afterAll(() => t?.close());

  it('does not exist', async () => {
    const operator = await loginAsOperator(t);
    expect((await operator.get('/api/admin/sandbox/clock')).status).toBe(404);
    expect((await operator.post('/api/admin/sandbox/clock', { advance_days: 1 })).status).toBe(404);
  });
});
