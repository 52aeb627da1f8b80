// Proves the repayment batch end to end through HTTP: execute fixes each investor's schedule,
// a borrower payment plus a batch run credits principal and interest minus withheld taxes to
// every wallet, a rerun (with a second worker running) pays nothing twice, and the dashboard
// equals the sum of the investor's wallet transactions.
import { loginAsOperator } from '../../support/users';
import { startTestApp, TestApp } from '../../support/test-app';
import type { HttpClient } from '../../support/http-client';
import { createProduct } from '../investing/investing-fixtures';
import { creditsOf, executedLoan, ExecutedLoan, payBorrower, paymentKey, runBatch } from './loan-fixtures';

describe('repayment batch', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1200, term_months: 12, repayment_method: 'equal_installment' });
  });
  afterAll(() => t.close());

  it('fixes the schedule at execution: 12 installments of 88,848 won, split 6:4 exactly', async () => {
    expect(loan.loan.installments).toHaveLength(12);
    expect(loan.loan.installments.slice(0, 11).every((i) => i.total === 88_848)).toBe(true);
    expect(loan.loan.installments[0].interest).toBe(10_000);
    const [a, b] = await Promise.all(loan.investors.map((inv) => inv.client.get(`/api/investments/${loan.productId}/repayments`)));
    expect(a.status).toBe(200);
    expect(a.body.invested_amount).toBe(600_000);
    expect(a.body.schedule[0]).toMatchObject({ seq: 1, interest: 6_000, tax_income: 840, tax_local: 80, fee: 0, status: 'scheduled' });
    expect(b.body.schedule[0]).toMatchObject({ seq: 1, interest: 4_000, tax_income: 560, tax_local: 50, status: 'scheduled' });
    for (const seq of [0, 5, 11]) {
      expect(a.body.schedule[seq].principal + b.body.schedule[seq].principal).toBe(loan.loan.installments[seq].principal);
      expect(a.body.schedule[seq].interest + b.body.schedule[seq].interest).toBe(loan.loan.installments[seq].interest);
    }
    const sum = (rows: { principal: number }[]) => rows.reduce((s, r) => s + r.principal, 0);
    expect(sum(a.body.schedule)).toBe(600_000);
    expect(sum(b.body.schedule)).toBe(400_000);
  });

  it('answers not_invested_this_product to someone else and no_such_product for an unknown product', async () => {
    expect((await operator.get(`/api/investments/${loan.productId}/repayments`)).body.fail_code).toBe('not_invested_this_product');
    const unknown = await loan.investors[0].client.get('/api/investments/00000000-0000-4000-8000-000000000000/repayments');
    expect([unknown.status, unknown.body.fail_code]).toEqual([404, 'no_such_product']);
    expect((await loan.investors[0].client.get('/api/investments/not-a-uuid/repayments')).status).toBe(400);
  });

  it('refuses borrower payments for unknown or unexecuted products and bad input', async () => {
    const unknown = await operator.post('/api/admin/products/00000000-0000-4000-8000-000000000000/borrower_repayments', { amount: 1000, paid_on: '2026-01-01' }, paymentKey());
    expect([unknown.status, unknown.body.fail_code]).toEqual([404, 'no_such_product']);
    const funding = await createProduct(operator, { target_amount: 1_000_000 });
    const early = await operator.post(`/api/admin/products/${funding.id}/borrower_repayments`, { amount: 1000, paid_on: '2026-01-01' }, paymentKey());
    expect([early.status, early.body.fail_code]).toEqual([409, 'product_state_conflict']);
    const bad = await operator.post(`/api/admin/products/${loan.productId}/borrower_repayments`, { amount: 0, paid_on: '2026-13-01', extra: 1 }, paymentKey());
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ amount: 'too_small', paid_on: 'invalid_date', extra: 'unknown_field' });
    const asInvestor = await loan.investors[0].client.post(`/api/admin/products/${loan.productId}/borrower_repayments`, { amount: 1000, paid_on: '2026-01-01' }, paymentKey());
    expect(asInvestor.status).toBe(403);
    const badJob = await operator.post('/api/admin/jobs/repayments', {});
    expect([badJob.status, badJob.body.fields]).toEqual([400, { as_of: 'required' }]);
    expect((await operator.get('/api/admin/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('pays the first installment once, even when the batch runs again with two workers', async () => {
    const first = loan.loan.installments[0];
    const before = await Promise.all(loan.investors.map((inv) => inv.client.get('/api/wallet')));
    // Not due yet: nothing is paid before the due date even with the money in.
    await payBorrower(operator, loan.productId, first.total, first.due_on);
    const early = await runBatch(operator, new Date(Date.parse(first.due_on) - 86_400_000).toISOString().slice(0, 10));
    expect(early).toMatchObject({ status: 'completed', installments: 0, processed: 0 });
    await t.addWorker();
    const job = await runBatch(operator, first.due_on);
    expect(job).toMatchObject({ status: 'completed', installments: 1, processed: 2, failed: 0 });
    const rerun = await runBatch(operator, first.due_on);
    expect(rerun).toMatchObject({ status: 'completed', installments: 0, processed: 0 });
    for (const [i, inv] of loan.investors.entries()) {
      expect(await creditsOf(t, inv.userId, loan.productId, 1)).toBe(1);
      const after = await inv.client.get('/api/wallet');
      const row = (await inv.client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule[0];
      expect(row.status).toBe('paid');
      expect(row.net).toBe(row.principal + row.interest - row.tax_income - row.tax_local - row.fee);
      expect(after.body.balance - before[i].body.balance).toBe(row.net);
    }
    const detail = await operator.get(`/api/admin/loans/${loan.productId}`);
    expect(detail.body.installments[0].status).toBe('distributed');
    expect(detail.body.repaid_principal).toBe(first.principal);
  });

  it('shows a dashboard equal to the sum of the investor wallet transactions', async () => {
    const inv = loan.investors[0];
    const dashboard = (await inv.client.get('/api/dashboard')).body;
    const lines: { type: string; amount: number; held_change: number }[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const res: { body: { items: typeof lines; next_cursor: string | null } } = await inv.client.get(`/api/wallet/transactions?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      lines.push(...res.body.items);
      cursor = res.body.next_cursor;
      if (!cursor) break;
    }
    const total = (type: string) => lines.filter((l) => l.type === type).reduce((s, l) => s + l.amount, 0);
    expect(dashboard.balance).toBe(lines.reduce((s, l) => s + l.amount, 0));
    expect(dashboard.held).toBe(lines.reduce((s, l) => s + l.held_change, 0));
    expect(dashboard.received_principal).toBe(total('repayment_principal'));
    expect(dashboard.received_interest).toBe(total('repayment_interest'));
    expect(dashboard.tax_withheld + total('tax')).toBe(0);
    expect(dashboard.fees_paid + total('fee')).toBe(0);
    expect(dashboard.tax_withheld).toBeGreaterThan(0);
    expect(dashboard.invested_total).toBe(600_000);
    expect(dashboard.outstanding_principal).toBe(600_000 - dashboard.received_principal);
    expect(dashboard.counts).toEqual({ funding: 0, repaying: 1, completed: 0, overdue: 0, defaulted: 0, written_off: 0 });
    const schedule = (await inv.client.get('/api/dashboard/schedule')).body as { status: string; interest: number }[];
    expect(schedule).toHaveLength(12);
    expect(dashboard.expected_interest).toBe(schedule.filter((r) => r.status !== 'paid').reduce((s, r) => s + r.interest, 0));
    expect(dashboard.limits.total.used).toBe(dashboard.outstanding_principal);
  });
});
