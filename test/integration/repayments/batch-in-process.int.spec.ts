// Proves the repayment batch in embedded mode's in-process queue (no Redis): the schedule is
// fixed at execution, a run pays the installment once and a rerun pays nothing.
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { creditsOf, executedLoan, payBorrower, runBatch } from './loan-fixtures';

describe('repayment batch on the in-process queue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process' });
  });
  afterAll(() => t.close());

  it('pays a bullet loan interest month once', async () => {
    const operator = await loginAsOperator(t);
    const loan = await executedLoan(t, operator, [200_000, 300_000], { repayment_method: 'bullet', rate_bp: 1000, term_months: 3 });
    expect(loan.loan.installments.map((i) => i.principal)).toEqual([0, 0, 500_000]);
    const first = loan.loan.installments[0];
    expect(first.interest).toBe(Math.floor((500_000 * 1000) / 120_000));
    await payBorrower(operator, loan.productId, first.total, first.due_on);
    expect(await runBatch(operator, first.due_on)).toMatchObject({ status: 'completed', processed: 2, failed: 0 });
    expect(await runBatch(operator, first.due_on)).toMatchObject({ status: 'completed', processed: 0, installments: 0 });
    for (const inv of loan.investors) expect(await creditsOf(t, inv.userId, loan.productId)).toBe(1);
    const jobs = (await operator.get('/api/admin/jobs')).body;
    expect(jobs.queues.map((q: { name: string; kind: string }) => `${q.name}:${q.kind}`)).toEqual(['commands:in-process', 'repayments:in-process']);
    expect(jobs.last_runs.length).toBeGreaterThanOrEqual(2);
  });
});
