// Proves the product page's payout preview is the loan the investor will be paid, under a policy
// other than the default: with the platform unregistered (25 % income tax), a 5 % fee, and a
// change back to registered (14 %, no fee) taking effect mid-loan, the preview of 3,330,000 won
// before execution has the same amounts, and after execution the same rows to the date, as the
// schedule of the investor who lent all of it; the fee stays the one in force when the loan was made.
// The return calculator's additions (totals, return_bp, net_return_bp) are the items' sums and the
// amount's yearly return before and after taxes and the fee.
import type { PayoutEstimate } from '../../../server/src/products/http/product-answers.schema';
import { addDays } from '../../../server/src/shared/clock';
import { businessClock } from '../../support/business-clock';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { executedLoan } from '../repayments/loan-fixtures';

type Line = PayoutEstimate;

const AMOUNT_WON = 3_330_000;
/** The preview's fields of each line (the schedule adds status and paid_at); without the date, before execution. */
const rowsOf = (lines: Line[], withDate = true) =>
  lines.map(({ seq, due_on, principal, interest, tax_income, tax_local, fee, net }) => ({ seq, ...(withDate ? { due_on } : {}), principal, interest, tax_income, tax_local, fee, net }));

describe('payout preview', () => {
  let t: TestApp;
  let operator: HttpClient;
  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t?.close());

  const preview = async (productId: string): Promise<Line[]> => {
    const res = await t.client().get(`/api/products/${productId}?amount=${AMOUNT_WON}`);
    expect(res.status).toBe(200);
    expect(res.body.schedule_preview.amount).toBe(AMOUNT_WON);
    return res.body.schedule_preview.items;
  };

  it('equals the executed schedule of the same amount under an unregistered platform with a fee', async () => {
    const { today } = await businessClock(operator);
    expect((await operator.put('/api/admin/repayment_policy', { platform_registered: false, fee_bp: 500 })).status).toBe(200);
    // Between the 2nd and 3rd due dates whether they are reckoned from today or from the close a week on.
    expect((await operator.put('/api/admin/repayment_policy', { platform_registered: true, fee_bp: 0, effective_on: addDays(today, 75) })).status).toBe(200);

    let before: Line[] = [];
    const loan = await executedLoan(t, operator, [AMOUNT_WON], { rate_bp: 1450, term_months: 6 }, undefined, async (productId) => {
      before = await preview(productId);
    });
    const schedule: Line[] = (await loan.investors[0].client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule;
    expect(schedule).toHaveLength(6);
    expect(rowsOf(before, false)).toEqual(rowsOf(schedule, false));
    expect(rowsOf(await preview(loan.productId))).toEqual(rowsOf(schedule));

    // 25 % and the 5 % fee on the first interest (3,330,000 × 14.5 % / 12 = 40,237); 14 % from the change, the fee kept.
    expect(before[0]).toMatchObject({ interest: 40_237, tax_income: 10_050, tax_local: 1_000, fee: 2_011 });
    expect(before[5].tax_income).toBe(Math.floor((before[5].interest * 14) / 1_000) * 10);
    expect(before[5].fee).toBe(Math.floor((before[5].interest * 5) / 100));

    const answered = (await t.client().get(`/api/products/${loan.productId}?amount=${AMOUNT_WON}`)).body.schedule_preview;
    const sum = (key: keyof Line) => schedule.reduce((s, line) => s + Number(line[key]), 0);
    expect(answered.totals).toEqual({ principal: AMOUNT_WON, interest: sum('interest'), tax_income: sum('tax_income'), tax_local: sum('tax_local'), fee: sum('fee'), net: sum('net') });
    // 14.5 % a year before tax (floored interest loses a fraction of a basis point); after tax, fee and rounding, well below.
    expect(answered.return_bp).toBeGreaterThanOrEqual(1440);
    expect(answered.return_bp).toBeLessThanOrEqual(1450);
    expect(answered.net_return_bp).toBeLessThan(answered.return_bp - 200);
    expect(answered.net_return_bp).toBeGreaterThan(0);
  });
});
