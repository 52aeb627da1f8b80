// Proves the withholding policy operators set: income tax follows the policy in force on the
// payment date (25 % for an unregistered platform, also on loans executed before the change),
// the platform fee the policy in force when the loan was executed; a change dated tomorrow
// leaves today's payment and today's loans alone and applies to the next payment once the
// business clock reaches it; unpaid schedule rows estimate the tax of the policy in force on their
// due date (re-estimated when a change is recorded); each change is kept in the history and as an
// audit event; and the wallet's lines (tax, fee) match what the schedule shows.
import { advanceClockTo, businessClock } from '../../support/business-clock';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import type { HttpClient } from '../../support/http-client';
import { executedLoan, ExecutedLoan, payBorrower, runBatch } from './loan-fixtures';
import { withholding } from '../../../server/src/shared/loan-maths';
import { addDays } from '../../../server/src/shared/clock';

describe('repayment policy', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  const scheduleRow = async (loan: ExecutedLoan, seq: number) =>
    (await loan.investors[0].client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule[seq - 1];

  it('takes income tax from the payment date\'s policy and the fee from the loan\'s', async () => {
    expect((await operator.get('/api/admin/repayment_policy')).body).toMatchObject({ platform_registered: true, income_tax_bp: 1400, fee_bp: 0, history: [] });
    const before = await executedLoan(t, operator, [1_000_000], { term_months: 3 });
    const changed = await operator.put('/api/admin/repayment_policy', { platform_registered: false, fee_bp: 500 });
    expect(changed.body).toMatchObject({ platform_registered: false, income_tax_bp: 2500, fee_bp: 500 });
    expect(changed.body.history).toHaveLength(1);
    expect((await operator.put('/api/admin/repayment_policy', { fee_bp: -1 })).status).toBe(400);

    const after = await executedLoan(t, operator, [1_000_000], { term_months: 3 });
    // Unpaid rows estimate the tax of their due date's policy (25 % from today on), and the fee
    // each loan was executed under.
    expect(await scheduleRow(before, 1)).toMatchObject({ interest: 10_000, tax_income: 2_500, tax_local: 250, fee: 0, net: (await scheduleRow(before, 1)).principal + 10_000 - 2_750 });
    expect(await scheduleRow(after, 1)).toMatchObject({ interest: 10_000, tax_income: 2_500, tax_local: 250, fee: 500 });

    const first = after.loan.installments[0];
    const inv = after.investors[0];
    const balance = (await inv.client.get('/api/wallet')).body.balance;
    await payBorrower(operator, after.productId, first.total, first.due_on);
    await payBorrower(operator, before.productId, before.loan.installments[0].total, first.due_on);
    expect(await runBatch(operator, first.due_on)).toMatchObject({ status: 'completed', processed: 2 });
    expect((await inv.client.get('/api/wallet')).body.balance - balance).toBe(first.total - 2_500 - 250 - 500);
    const lines = (await inv.client.get('/api/wallet/transactions?limit=100')).body.items as { type: string; amount: number }[];
    expect(lines.filter((l) => l.type === 'fee').reduce((s, l) => s + l.amount, 0)).toBe(-500);
    expect(lines.filter((l) => l.type === 'tax').reduce((s, l) => s + l.amount, 0)).toBe(-2_750);
    // The loan executed before the change: paid after it, 25 % income tax, but still no fee.
    expect(await scheduleRow(before, 1)).toMatchObject({ status: 'paid', interest: 10_000, tax_income: 2_500, tax_local: 250, fee: 0 });
    expect((await inv.client.get('/api/admin/repayment_policy')).status).toBe(403);
  });

  it('applies a change dated tomorrow to the next payment, not to today\'s payment or today\'s loans', async () => {
    expect((await operator.put('/api/admin/repayment_policy', { platform_registered: true, fee_bp: 0 })).body).toMatchObject({ income_tax_bp: 1400, fee_bp: 0 });
    const loan = await executedLoan(t, operator, [1_000_000], { term_months: 3 });
    const [first, second] = loan.loan.installments;
    await advanceClockTo(operator, first.due_on);
    const tomorrow = addDays((await businessClock(operator)).today, 1);

    const yesterday = await operator.put('/api/admin/repayment_policy', { platform_registered: false, effective_on: addDays(tomorrow, -2) });
    expect(yesterday.status).toBe(400);
    expect(yesterday.body.fields).toHaveProperty('effective_on');
    const scheduled = await operator.put('/api/admin/repayment_policy', { platform_registered: false, fee_bp: 300, effective_on: tomorrow });
    expect(scheduled.status).toBe(200);
    // Still in force today; the change is listed first in the history.
    expect(scheduled.body).toMatchObject({ platform_registered: true, income_tax_bp: 1400, fee_bp: 0 });
    expect(scheduled.body.history[0]).toMatchObject({ effective_on: tomorrow, platform_registered: false, income_tax_bp: 2500, fee_bp: 300 });
    const [audit] = await t.dataSource.query(`SELECT data FROM events WHERE stream_id = 'repayment-policy' AND type = 'RepaymentPolicyChanged' ORDER BY global_position DESC LIMIT 1`);
    expect(audit.data).toMatchObject({ effectiveOn: tomorrow, platformRegistered: false, incomeTaxBp: 2500, feeBp: 300 });

    // The running loan's rows: the one due today keeps today's estimate, the later ones already
    // show the tax of the policy that will be in force on their due dates.
    expect(await scheduleRow(loan, 1)).toMatchObject({ status: 'scheduled', tax_income: withholding(first.interest, { incomeTaxBp: 1400, feeBp: 0 }).incomeTaxWon });
    expect(await scheduleRow(loan, 2)).toMatchObject({ status: 'scheduled', tax_income: withholding(second.interest, { incomeTaxBp: 2500, feeBp: 0 }).incomeTaxWon, fee: 0 });

    // A loan executed today records today's fee (none), whenever it is scheduled; its rows, all
    // due after tomorrow, estimate the 25 % income tax in force then.
    const today = await executedLoan(t, operator, [1_000_000], { term_months: 3 });
    expect(await scheduleRow(today, 1)).toMatchObject({ tax_income: 2_500, fee: 0 });
    const verify = await operator.get('/api/admin/ledger/verify');
    expect(verify.body.projections.filter((p: { ok: boolean }) => !p.ok)).toEqual([]);

    await payBorrower(operator, loan.productId, first.total, first.due_on);
    expect(await runBatch(operator, first.due_on)).toMatchObject({ status: 'completed', processed: 1 });
    const registered = withholding(first.interest, { incomeTaxBp: 1400, feeBp: 0 });
    expect(await scheduleRow(loan, 1)).toMatchObject({ status: 'paid', tax_income: registered.incomeTaxWon, tax_local: registered.localTaxWon, fee: 0 });

    await payBorrower(operator, loan.productId, second.total, second.due_on);
    expect(await runBatch(operator, second.due_on)).toMatchObject({ status: 'completed', processed: 1 });
    const unregistered = withholding(second.interest, { incomeTaxBp: 2500, feeBp: 0 });
    expect(unregistered.incomeTaxWon).toBeGreaterThan(withholding(second.interest, { incomeTaxBp: 1400, feeBp: 0 }).incomeTaxWon);
    // 25 % income tax from the payment date's policy; the fee stays the loan's (none).
    expect(await scheduleRow(loan, 2)).toMatchObject({ status: 'paid', tax_income: unregistered.incomeTaxWon, tax_local: unregistered.localTaxWon, fee: 0 });
  });
});
