// Proves late interest (연체이자) through HTTP: a payment made after a due date owes the
// installment's late interest first (the preview and the loan's payment listing show it as
// `allocation.late_interest`), the batch pays it to the installment's investors split exactly by
// their shares, taxed together with the payment's interest, as `repayment_late_interest` lines; the
// dashboard's `late_interest_received`, each schedule row and the tax statement show it; and every
// read model still equals its rebuild from the log.
import { daysBetween } from '../../../server/src/shared/clock';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { executedLoan, ExecutedLoan, payBorrower, runBatch } from './loan-fixtures';
import { addDays } from '../../../server/src/shared/clock';
import { advanceClockTo } from '../../support/business-clock';

const floor10 = (won: number) => Math.floor(won / 10) * 10;

describe('late interest', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [700_000, 300_000], { rate_bp: 1200, term_months: 3, repayment_method: 'equal_installment' });
  });
  afterAll(() => t.close());

  it('charges the late interest first, pays it to the investors split and taxed with the interest', async () => {
    const first = loan.loan.installments[0];
    const paidOn = addDays(first.due_on, 20);
    // 20 days at 12 % + 3 % on the installment's principal, floored.
    const lateWon = Math.floor((first.principal * 1500 * daysBetween(first.due_on, paidOn)) / 3_650_000);
    expect(lateWon).toBeGreaterThan(0);
    await advanceClockTo(operator, paidOn);
    await runBatch(operator, paidOn);
    const preview = await operator.post(`/api/admin/products/${loan.productId}/borrower_repayments/preview`, { amount: first.total + lateWon, paid_on: paidOn });
    expect(preview.status).toBe(200);
    expect(preview.body.allocation).toMatchObject({ costs: 0, late_interest: lateWon, interest: first.interest, principal: first.principal, credit: 0 });
    // One won short of the late interest: nothing is funded, the money waits as credit.
    const short = await operator.post(`/api/admin/products/${loan.productId}/borrower_repayments/preview`, { amount: first.total + lateWon - 1, paid_on: paidOn });
    expect(short.body.allocation).toMatchObject({ late_interest: 0, interest: 0, principal: 0, credit: first.total + lateWon - 1 });

    const paid = await payBorrower(operator, loan.productId, first.total + lateWon, paidOn);
    expect(paid.funded_seqs).toEqual([1]);
    const detail = (await operator.get(`/api/admin/loans/${loan.productId}`)).body;
    expect(detail.payments[0].allocation).toEqual(preview.body.allocation);
    expect(detail.installments[0]).toMatchObject({ status: 'funded', late_interest: lateWon });
    expect(await runBatch(operator, paidOn)).toMatchObject({ status: 'completed', processed: 2 });

    const shares = [Math.floor((lateWon * 7) / 10), Math.floor((lateWon * 3) / 10)];
    if (shares[0] + shares[1] < lateWon) shares[(lateWon * 7) % 10 >= (lateWon * 3) % 10 ? 0 : 1] += 1;
    let lateTotal = 0;
    for (const [k, investor] of loan.investors.entries()) {
      const lines = (await investor.client.get('/api/wallet/transactions?limit=100')).body.items as { type: string; amount: number; product_id?: string }[];
      const ofType = (type: string) => lines.filter((l) => l.type === type && l.product_id === loan.productId).reduce((s, l) => s + l.amount, 0);
      const late = ofType('repayment_late_interest');
      expect(late).toBe(shares[k]);
      lateTotal += late;
      const row = (await investor.client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule[0];
      // Taxes are withheld from the interest and the late interest together.
      const incomeTax = floor10(Math.floor(((row.interest + late) * 1400) / 10_000));
      expect(row).toMatchObject({ status: 'paid', late_interest: late, tax_income: incomeTax, tax_local: floor10(Math.floor(incomeTax / 10)) });
      expect(row.net).toBe(row.principal + row.interest + late - row.tax_income - row.tax_local - row.fee);
      expect(-ofType('tax')).toBe(row.tax_income + row.tax_local);
      const dashboard = (await investor.client.get('/api/dashboard')).body;
      expect(dashboard.late_interest_received).toBe(late);
      expect(dashboard.received_interest).toBe(row.interest);
      const year = Number(paidOn.slice(0, 4));
      const statement = (await investor.client.get(`/api/me/tax_statements/${year}`)).body;
      expect(statement.items.find((i: { product_id: string }) => i.product_id === loan.productId)).toMatchObject({ interest: row.interest + late, late_interest: late });
    }
    expect(lateTotal).toBe(lateWon);
    const verify = await operator.get('/api/admin/ledger/verify');
    expect(verify.body.projections.filter((p: { ok: boolean }) => !p.ok)).toEqual([]);
  });
});
