// Proves the withholding policy operators set: an unregistered platform withholds income tax at
// 25 % and a platform fee is taken from interest, for loans executed after the change, and the
// wallet's lines (tax, fee) match what the schedule showed.
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { executedLoan, payBorrower, runBatch } from './loan-fixtures';

describe('repayment policy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('applies 25 % income tax and a fee to loans executed after the change', async () => {
    const operator = await loginAsOperator(t);
    expect((await operator.get('/api/admin/repayment_policy')).body).toMatchObject({ platform_registered: true, income_tax_bp: 1400, fee_bp: 0 });
    const before = await executedLoan(t, operator, [1_000_000], { term_months: 3 });
    const changed = await operator.put('/api/admin/repayment_policy', { platform_registered: false, fee_bp: 500 });
    expect(changed.body).toMatchObject({ platform_registered: false, income_tax_bp: 2500, fee_bp: 500 });
    expect((await operator.put('/api/admin/repayment_policy', { fee_bp: -1 })).status).toBe(400);

    const after = await executedLoan(t, operator, [1_000_000], { term_months: 3 });
    const oldRow = (await before.investors[0].client.get(`/api/investments/${before.productId}/repayments`)).body.schedule[0];
    const row = (await after.investors[0].client.get(`/api/investments/${after.productId}/repayments`)).body.schedule[0];
    expect(oldRow).toMatchObject({ interest: 10_000, tax_income: 1_400, tax_local: 140, fee: 0 });
    expect(row).toMatchObject({ interest: 10_000, tax_income: 2_500, tax_local: 250, fee: 500 });

    const first = after.loan.installments[0];
    const inv = after.investors[0];
    const balance = (await inv.client.get('/api/wallet')).body.balance;
    await payBorrower(operator, after.productId, first.total, first.due_on);
    expect(await runBatch(operator, first.due_on)).toMatchObject({ status: 'completed', processed: 1 });
    expect((await inv.client.get('/api/wallet')).body.balance - balance).toBe(first.total - 2_500 - 250 - 500);
    const lines = (await inv.client.get('/api/wallet/transactions?limit=100')).body.items as { type: string; amount: number }[];
    expect(lines.filter((l) => l.type === 'fee').reduce((s, l) => s + l.amount, 0)).toBe(-500);
    expect(lines.filter((l) => l.type === 'tax').reduce((s, l) => s + l.amount, 0)).toBe(-2_750);
    expect((await inv.client.get('/api/admin/repayment_policy')).status).toBe(403);
  });
});
