// Proves payouts are dated by the business clock, not by when their events were recorded: with
// the sandbox clock moved forward month by month (a three-month loan executed today, paid on each
// due date), each investor's schedule row is paid on its due date, the wallet's repayment lines
// carry that date, the loan and its product complete on the last one, the yearly tax statement
// lists each payment in its business year (the loan runs into the next year), and each month's
// disclosure counts the principal repaid in it.
// Recorded times all fall within the few seconds of the test, in today's real month.
import { seoulDate } from '../../../server/src/shared/clock';
import { nextMonth } from '../../../server/src/disclosures/monthly/month-calendar';
import { businessClock } from '../../support/business-clock';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { executedLoan, ExecutedLoan, payBorrower, runBatch } from './loan-fixtures';

interface ScheduleRow {
  seq: number;
  due_on: string;
  principal: number;
  interest: number;
  status: string;
  paid_at: string | null;
}

interface Statement {
  items: { product_id: string; seq: number; paid_on: string; interest: number }[];
  total_interest: number;
}

describe('payouts dated by the business clock', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;
  let executedMonth: string;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    executedMonth = (await businessClock(operator)).today.slice(0, 7);
    loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1500, term_months: 3, repayment_method: 'equal_installment' });
    for (const inst of loan.loan.installments) {
      await payBorrower(operator, loan.productId, inst.total, inst.due_on);
      const job = await runBatch(operator, inst.due_on);
      expect(job).toMatchObject({ status: 'completed', failed: 0 });
    }
  });
  afterAll(() => t?.close());

  const investor = () => loan.investors[0].client;

  it('pays every schedule row on its due date by the business clock, and the credit event carries it', async () => {
    const schedule = (await investor().get(`/api/investments/${loan.productId}/repayments`)).body.schedule as ScheduleRow[];
    expect(schedule.map((r) => [r.seq, r.status, r.paid_at && seoulDate(new Date(r.paid_at))])).toEqual(
      loan.loan.installments.map((i) => [i.seq, 'paid', i.due_on]),
    );
    const credits = await t.dataSource.query(
      `SELECT (data->>'seq')::int AS seq, data->>'paidAt' AS paid_at, recorded_at FROM events
       WHERE type = 'RepaymentCredited' AND stream_id = $1 ORDER BY seq`,
      [`investor-${loan.investors[0].userId}`],
    );
    for (const [k, credit] of credits.entries()) {
      expect(seoulDate(new Date(credit.paid_at))).toBe(loan.loan.installments[k].due_on);
      // Recorded in real time, months before the business date it pays on.
      expect(Date.parse(credit.paid_at) - new Date(credit.recorded_at).getTime()).toBeGreaterThan(20 * 86_400_000);
    }
  });

  it('dates the completed loan and product on the business day of the last payout', async () => {
    const [row] = await t.dataSource.query(
      `SELECT p.status, p.completed_at AS product_at, l.completed_at AS loan_at FROM products p JOIN loans l ON l.product_id = p.id WHERE p.id = $1`,
      [loan.productId],
    );
    const lastDueOn = loan.loan.installments[loan.loan.installments.length - 1].due_on;
    expect([row.status, seoulDate(new Date(row.product_at)), seoulDate(new Date(row.loan_at))]).toEqual(['completed', lastDueOn, lastDueOn]);
  });

  it('dates the wallet repayment lines by the business payment date', async () => {
    const lines = (await investor().get('/api/wallet/transactions?type=repayment_interest&limit=100')).body.items as { at: string; memo: string }[];
    expect(lines.map((l) => seoulDate(new Date(l.at))).sort()).toEqual(loan.loan.installments.map((i) => i.due_on));
  });

  it('lists each payment in the tax statement of its business year, and the years add up to the dashboard', async () => {
    const years = [...new Set(loan.loan.installments.map((i) => Number(i.due_on.slice(0, 4))))];
    let interest = 0;
    const listed: [number, string][] = [];
    for (const year of years) {
      const statement = (await investor().get(`/api/me/tax_statements/${year}`)).body as Statement;
      listed.push(...statement.items.map((i): [number, string] => [i.seq, i.paid_on]));
      interest += statement.total_interest;
    }
    expect(listed).toEqual(loan.loan.installments.map((i) => [i.seq, i.due_on]));
    expect(interest).toBe((await investor().get('/api/dashboard')).body.received_interest);
  });

  it('counts principal repaid in the month it was paid by the business clock, in every monthly disclosure', async () => {
    const lastMonth = (await businessClock(operator)).today.slice(0, 7);
    const repaidBy = (month: string) => loan.loan.installments.filter((i) => i.due_on.slice(0, 7) <= month).reduce((s, i) => s + i.principal, 0);
    const months: string[] = [];
    for (let month = executedMonth; month <= lastMonth; month = nextMonth(month)) months.push(month);
    expect(months.length).toBeGreaterThanOrEqual(3);
    const disclosed = [];
    for (const month of months) disclosed.push((await t.client().get(`/api/disclosures/monthly/${month}`)).body);
    expect(disclosed.map((d) => [d.month, d.cumulative_repaid_amount, d.outstanding_amount])).toEqual(
      months.map((month) => [month, repaidBy(month), 1_000_000 - repaidBy(month)]),
    );
  });
});
