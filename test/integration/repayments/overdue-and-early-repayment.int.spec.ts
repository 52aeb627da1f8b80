// Proves the overdue path and the borrower's early exit: an unpaid installment turns overdue the
// day after its due date, 30 days make the product overdue (statistics and an investor-only
// notice on the overdue board), a late payment settles the oldest installments first and clears
// it (with the first installment's late interest), and an early full repayment of more than the last installment closes the loan with
// interest to that day.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator, signUp } from '../../support/users';
import { creditsOf, executedLoan, ExecutedLoan, payBorrower, runBatch } from './loan-fixtures';
import { addDays, daysBetween } from '../../../server/src/shared/clock';

describe('overdue and early repayment', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [1_000_000], { rate_bp: 1200, term_months: 4, repayment_method: 'equal_installment' });
  });
  afterAll(() => t.close());

  const inst = (seq: number) => loan.loan.installments[seq - 1];
  const productStatus = async () => (await operator.get(`/api/products/${loan.productId}`)).body.status;
  const investorRow = async (seq: number) => (await loan.investors[0].client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule[seq - 1];
  /** The dashboard's schedule (kept per investor for its version) agrees with the product's rows, read from the table, at every step. */
  const expectSchedulesAgree = async () => {
    const client = loan.investors[0].client;
    const product = (await client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule;
    const mine = (await client.get('/api/dashboard/schedule')).body as Record<string, unknown>[];
    const keys = ['seq', 'due_on', 'principal', 'interest', 'late_interest', 'tax_income', 'tax_local', 'fee', 'net', 'status', 'paid_at'];
    const rows = mine.filter((r) => r.product_id === loan.productId).map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));
    expect(product.length).toBeGreaterThan(0);
    expect(rows).toEqual(product);
  };

  it('marks the installment overdue the day after its due date, the product at 30 days', async () => {
    expect(await runBatch(operator, inst(1).due_on)).toMatchObject({ status: 'completed', installments: 0 });
    expect((await investorRow(1)).status).toBe('scheduled');
    await expectSchedulesAgree();
    await runBatch(operator, addDays(inst(1).due_on, 1));
    expect((await investorRow(1)).status).toBe('overdue');
    await expectSchedulesAgree();
    expect(await productStatus()).toBe('repaying');

    await runBatch(operator, addDays(inst(1).due_on, 30));
    expect(await productStatus()).toBe('overdue');
    const stats = (await operator.get('/api/stats')).body;
    expect(stats.overdue_rate_bp).toBe(10_000);
    const overdueList = await operator.get('/api/admin/loans?status=overdue');
    expect(overdueList.body.items.map((l: { product_id: string }) => l.product_id)).toContain(loan.productId);
  });

  it('posts a notice on the overdue board that only the product investors can open', async () => {
    const list = await loan.investors[0].client.get('/api/boards/overdue');
    const post = list.body.items.find((p: { product_id?: string }) => p.product_id === loan.productId);
    expect(post).toBeDefined();
    expect(post.investor_only).toBe(true);
    expect((await loan.investors[0].client.get(`/api/boards/overdue/${post.id}`)).status).toBe(200);
    const stranger = t.client();
    await signUp(stranger);
    const denied = await stranger.get(`/api/boards/overdue/${post.id}`);
    expect(denied.status).toBe(403);
  });

  it('settles the oldest installments first with a late payment and clears the overdue product', async () => {
    const paidOn = inst(2).due_on;
    // The first installment is a month late: its late interest (12 % + 3 %) comes with it.
    const late1 = Math.floor((inst(1).principal * 1500 * daysBetween(inst(1).due_on, paidOn)) / 3_650_000);
    const result = await payBorrower(operator, loan.productId, inst(1).total + late1 + inst(2).total + 7, paidOn);
    expect(result.funded_seqs).toEqual([1, 2]);
    expect(result.loan.credit).toBe(7);
    expect(await productStatus()).toBe('repaying');
    expect(await runBatch(operator, paidOn)).toMatchObject({ status: 'completed', installments: 2, processed: 2 });
    expect((await investorRow(1)).status).toBe('paid');
    expect((await investorRow(2)).status).toBe('paid');
    await expectSchedulesAgree();
    expect(await creditsOf(t, loan.investors[0].userId, loan.productId)).toBe(2);
  });

  it('closes the loan early with interest to the day and completes the product', async () => {
    const paidOn = addDays(inst(2).due_on, 10);
    // Installments 3 and 4 are left: their principal closes early (the last alone would be paid in full).
    const outstanding = inst(3).principal + inst(4).principal;
    const interest = Math.floor((outstanding * 1200 * daysBetween(inst(2).due_on, paidOn)) / 3_650_000);
    // The 7 won left over from the late payment count toward it.
    const result = await payBorrower(operator, loan.productId, outstanding + interest - 7, paidOn);
    expect(result.repaid_early).toBe(true);
    const closing = result.loan.installments.find((i: { seq: number }) => i.seq === 3);
    expect(closing).toMatchObject({ due_on: paidOn, principal: outstanding, interest, status: 'funded' });
    expect(await runBatch(operator, paidOn)).toMatchObject({ status: 'completed', installments: 1, processed: 1 });
    expect(await productStatus()).toBe('completed');
    const row = await investorRow(3);
    expect(row).toMatchObject({ seq: 3, due_on: paidOn, principal: outstanding, interest, status: 'paid' });
    await expectSchedulesAgree();
    const dashboard = (await loan.investors[0].client.get('/api/dashboard')).body;
    expect(dashboard).toMatchObject({ received_principal: 1_000_000, outstanding_principal: 0, expected_interest: 0 });
    expect(dashboard.counts.completed).toBe(1);
    const repay = await payBorrower(operator, loan.productId, 10, paidOn).catch((e: Error) => e.message);
    expect(String(repay)).toContain('409');
  });
});
