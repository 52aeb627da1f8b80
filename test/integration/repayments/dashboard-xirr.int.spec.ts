// Proves the dashboard's annualised return (xirr_bp) through HTTP: null right after investing
// (under 30 days of history), and once a loan has been repaid month by month on the business
// clock, the XIRR of the placement and of each payout net of tax on its due date — about the
// loan's rate less 15.4 % withholding, compounded — while an investor with no investment has none.
import { xirrBp } from '../../../server/src/shared/returns/xirr';
import { seoulDate } from '../../../server/src/shared/clock';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { fundedInvestor } from '../investing/investing-fixtures';
import { executedLoan, ExecutedLoan, payBorrower, runBatch } from './loan-fixtures';

const dayNumber = (on: string) => Date.parse(`${on}T00:00:00Z`) / 86_400_000;

describe('dashboard annualised return (xirr_bp)', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [1_000_000], { rate_bp: 1200, term_months: 3, repayment_method: 'equal_installment' });
  });
  afterAll(() => t?.close());

  const dashboard = async (client: HttpClient) => (await client.get('/api/dashboard')).body as { xirr_bp: number | null; outstanding_principal: number };

  it('is null before there are 30 days of history, and for an investor with no investment', async () => {
    expect((await dashboard(loan.investors[0].client)).xirr_bp).toBeNull();
    const idle = await fundedInvestor(t, 50_000);
    expect((await dashboard(idle.client)).xirr_bp).toBeNull();
  });

  it('is the XIRR of the placement and each payout net of tax, once the loan is repaid', async () => {
    for (const inst of loan.loan.installments) {
      await payBorrower(operator, loan.productId, inst.total, inst.due_on);
      expect(await runBatch(operator, inst.due_on)).toMatchObject({ status: 'completed', failed: 0 });
    }
    const client = loan.investors[0].client;
    const hold = (await client.get('/api/wallet/transactions?type=invest_hold&limit=10')).body.items as { at: string; amount: number }[];
    const schedule = (await client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule as { due_on: string; net: number; status: string }[];
    expect(schedule.every((r) => r.status === 'paid')).toBe(true);
    const placedOn = seoulDate(new Date(hold[0].at));
    const expected = xirrBp([
      { days: 0, amount: hold[0].amount },
      ...schedule.map((r) => ({ days: dayNumber(r.due_on) - dayNumber(placedOn), amount: r.net })),
    ]);
    const seen = await dashboard(client);
    expect(seen.outstanding_principal).toBe(0);
    expect(seen.xirr_bp).toBe(expected);
    // 12 % less 15.4 % withholding is 10.15 % a year nominal, about 10.6 % compounded monthly.
    expect(seen.xirr_bp).toBeGreaterThan(1000);
    expect(seen.xirr_bp).toBeLessThan(1100);
  });
});
