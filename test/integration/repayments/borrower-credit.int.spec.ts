// Proves every won a borrower pays is allocated: the last installment paid a day before its due
// date pays investors its full scheduled interest on the due date (not interest to the day) and
// completes the loan, money beyond it is held as the borrower's credit on the loan, an operator refunds it
// (never more than is held), and what the borrower paid equals what investors were paid plus
// what was refunded plus the credit left.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { advanceClockTo } from '../../support/business-clock';
import { executedLoan, ExecutedLoan, loanOf, payBorrower, runBatch } from './loan-fixtures';
import { addDays } from '../../../server/src/shared/clock';

describe('borrower credit', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;
  const EXTRA_WON = 500;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1200, term_months: 2, repayment_method: 'bullet' });
  });
  afterAll(() => t.close());

  const inst = (seq: number) => loan.loan.installments[seq - 1];
  const schedule = async (k: number) => (await loan.investors[k].client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule as { seq: number; interest: number; principal: number; status: string }[];
  const refund = (amount: unknown) => operator.post(`/api/admin/products/${loan.productId}/borrower_refunds`, { amount });

  it('pays the last installment a day early with its full scheduled interest and completes the loan', async () => {
    await payBorrower(operator, loan.productId, inst(1).total, inst(1).due_on);
    expect(await runBatch(operator, inst(1).due_on)).toMatchObject({ status: 'completed', installments: 1 });

    const paidOn = addDays(inst(2).due_on, -1);
    await advanceClockTo(operator, paidOn);
    const paid = await payBorrower(operator, loan.productId, inst(2).total + EXTRA_WON, paidOn);
    expect(paid).toMatchObject({ funded_seqs: [2], repaid_early: false });
    expect(paid.loan.credit).toBe(EXTRA_WON);
    // Paid ahead, it is distributed on its due date like any other installment.
    expect(await runBatch(operator, inst(2).due_on)).toMatchObject({ status: 'completed', installments: 1, processed: 2 });

    // Each investor's last interest is their scheduled share, paid; together the installment's interest.
    const lastRows = [(await schedule(0))[1], (await schedule(1))[1]];
    expect(lastRows.map((r) => r.status)).toEqual(['paid', 'paid']);
    expect(lastRows[0].interest + lastRows[1].interest).toBe(inst(2).interest);
    expect(lastRows[0].principal + lastRows[1].principal).toBe(1_000_000);
    const detail = await loanOf(operator, loan.productId);
    expect(detail).toMatchObject({ status: 'completed', credit: EXTRA_WON, repaid_principal: 1_000_000, paid_interest: inst(1).interest + inst(2).interest });
    expect(detail.installments.map((i) => i.status)).toEqual(['distributed', 'distributed']);
  });

  it('refuses a refund beyond the credit or not positive, with fields.amount', async () => {
    for (const amount of [EXTRA_WON + 1, 0, -5]) {
      const res = await refund(amount);
      expect(res.status).toBe(400);
      expect(res.body.fail_code).toBe('invalid_input');
      expect(res.body.fields).toHaveProperty('amount');
    }
    expect((await loanOf(operator, loan.productId)).credit).toBe(EXTRA_WON);
  });

  it('refunds the credit, leaving the completed loan holding nothing, every won accounted for', async () => {
    const first = await refund(200);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ refunded: 200, loan: { credit: EXTRA_WON - 200 } });
    const second = await refund(EXTRA_WON - 200);
    expect(second.status).toBe(201);
    const detail = await loanOf(operator, loan.productId);
    expect(detail.credit).toBe(0);
    const refunded = 200 + (EXTRA_WON - 200);
    const paidByBorrower = detail.payments.reduce((t, p) => t + p.amount, 0);
    expect(detail.received).toBe(paidByBorrower);
    const distributed = detail.installments.filter((i) => i.status === 'distributed').reduce((t, i) => t + i.total, 0);
    expect(paidByBorrower).toBe(distributed + refunded + (detail.credit as number));
    expect(distributed).toBe((detail.repaid_principal as number) + (detail.paid_interest as number));
    expect((await refund(1)).status).toBe(400);
    // The refund is in the log as well as the read model: rebuilt from events, loans agree.
    expect((await operator.get('/api/admin/ledger/verify')).body.ok).toBe(true);
  });
});
