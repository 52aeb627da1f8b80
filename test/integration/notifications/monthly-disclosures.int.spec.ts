// Proves the monthly disclosure (온투법 10조): the running month is provisional and computed from
// the projections, a month the business clock has left is published as it stood at its end and
// frozen (later changes to the read models do not move it), a delinquency rate above 15 % marks
// the month for immediate disclosure, and bad or future months get their fail codes.
import type { HttpClient } from '../../support/http-client';
import { businessClock } from '../../support/business-clock';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { nextMonth } from '../../../server/src/disclosures/monthly/month-calendar';
import { executedLoan, ExecutedLoan, runBatch } from '../repayments/loan-fixtures';
import { addDays } from '../../../server/src/shared/clock';

describe('monthly disclosures', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;
  let startMonth: string;
  const visitor = () => t.client();

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    startMonth = (await businessClock(operator)).today.slice(0, 7);
    loan = await executedLoan(t, operator, [1_000_000], { rate_bp: 1200, term_months: 3, repayment_method: 'bullet' });
  });
  afterAll(() => t.close());

  it('shows the running month as provisional, publicly', async () => {
    const res = await visitor().get('/api/disclosures/monthly');
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({
      month: startMonth, status: 'provisional', published_at: null, cumulative_loan_amount: 1_000_000, outstanding_amount: 1_000_000,
      cumulative_repaid_amount: 0, overdue_rate_bp: 0, product_count: 1, investor_count: 1, immediate_disclosure: false,
      repayment_methods: [{ method: 'bullet', count: 1 }],
    });
    expect(res.body.platform.deposit_institution).toContain('분리 보관');
  });

  it('marks a month whose delinquency is above 15 % for immediate disclosure', async () => {
    const overdueOn = addDays(loan.loan.installments[0].due_on, 31);
    await runBatch(operator, overdueOn);
    const month = (await visitor().get(`/api/disclosures/monthly/${overdueOn.slice(0, 7)}`)).body;
    expect(month).toMatchObject({ status: 'provisional', overdue_rate_bp: 10_000, overdue_amount: 1_000_000, immediate_disclosure: true, supervisor_report: true });
  });

  it('publishes a month the clock has left, frozen as it stood at its end', async () => {
    const first = (await visitor().get(`/api/disclosures/monthly/${startMonth}`)).body;
    expect(first).toMatchObject({ month: startMonth, status: 'published', cumulative_loan_amount: 1_000_000, overdue_rate_bp: 0, immediate_disclosure: false });
    // Closed at the next month's first midnight, Korea time.
    expect(first.published_at).toBe(new Date(`${nextMonth(startMonth)}-01T00:00:00+09:00`).toISOString());
    await t.dataSource.query(`UPDATE products SET executed_amount = executed_amount + 1 WHERE id = $1`, [loan.productId]);
    try {
      const again = (await visitor().get(`/api/disclosures/monthly/${startMonth}`)).body;
      expect(again).toEqual(first);
      const listed = (await visitor().get('/api/disclosures/monthly')).body.items;
      expect(listed.map((m: { status: string }) => m.status)).toEqual(['provisional', ...listed.slice(1).map(() => 'published')]);
    } finally {
      await t.dataSource.query(`UPDATE products SET executed_amount = executed_amount - 1 WHERE id = $1`, [loan.productId]);
    }
  });

  it('refuses a malformed month and a month not yet begun', async () => {
    expect((await visitor().get('/api/disclosures/monthly/2026-13')).body.fail_code).toBe('invalid_input');
    const today = (await businessClock(operator)).today;
    const future = `${Number(today.slice(0, 4)) + 1}-${today.slice(5, 7)}`;
    const res = await visitor().get(`/api/disclosures/monthly/${future}`);
    expect([res.status, res.body.fail_code]).toEqual([404, 'not_found']);
  });
});
