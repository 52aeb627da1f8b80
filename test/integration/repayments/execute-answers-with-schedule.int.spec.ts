// Proves that `execute` answers only once every investor's schedule is readable: right after the
// answer (no polling) each investor's repayment page and the operators' loan screen show the
// whole schedule, even while the loan-scheduling follower is stopped; and the follower, run
// afterwards, schedules nothing twice.
import { LoanSchedulingFollower } from '../../../server/src/repayments/scheduling/loan-scheduling.follower';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest } from '../investing/investing-fixtures';

describe('execute answers with the schedule', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    // The follower would schedule the loan up to a second later: take it out of the race.
    await t.app.get(LoanSchedulingFollower).stop();
  });
  afterAll(() => t?.close());

  it('shows every investor the full schedule the moment execute answers', async () => {
    const product = await createProduct(operator, { target_amount: 500_000, term_months: 4 });
    const investors: HttpClient[] = [];
    for (const amount of [300_000, 200_000]) {
      const { client } = await fundedInvestor(t, amount);
      expect((await invest(client, [{ product_id: product.id, amount }])).status).toBe(201);
      investors.push(client);
    }
    const executed = await operator.post(`/api/admin/products/${product.id}/execute`);
    expect(executed.status).toBe(200);

    for (const client of investors) {
      const page = await client.get(`/api/investments/${product.id}/repayments`);
      expect(page.status).toBe(200);
      expect(page.body.schedule).toHaveLength(4);
    }
    const loan = await operator.get(`/api/admin/loans/${product.id}`);
    expect(loan.status).toBe(200);
    expect(loan.body.installments).toHaveLength(4);

    // The follower still reads the execution later; its ScheduleLoan is the same command, done once.
    await t.app.get(LoanSchedulingFollower).catchUp();
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'LoanScheduled'`, [`loan-${product.id}`]);
    expect(n).toBe(1);
  });
});
