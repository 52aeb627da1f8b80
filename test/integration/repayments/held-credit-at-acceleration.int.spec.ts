// Proves that what a borrower paid towards an installment it never completed is not left held when
// the loan is accelerated (docs/api.md "Loans that go bad"): the daily run's acceleration applies
// the loan's credit to the claim at once as the borrower's recovery (late interest, interest,
// principal), each investor's share credited and taxed, the loan holding no credit after, every
// investor's invested = outstanding + received + recovered + written off, and verify exact.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { addDays } from '../../../server/src/shared/clock';
import { advanceClockTo } from '../../support/business-clock';
import { executedLoan, ExecutedLoan, payBorrower, runBatch } from './loan-fixtures';

describe('credit held at acceleration', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1200, term_months: 6, repayment_method: 'equal_installment' });
  });
  afterAll(() => t.close());

  it('is applied to the claim as the borrower\'s recovery by the daily run that accelerates the loan', async () => {
    const first = loan.loan.installments[0];
    // 50,000 won paid on the due date: less than the installment, so it is held as the borrower's credit.
    await advanceClockTo(operator, first.due_on);
    await payBorrower(operator, loan.productId, 50_000, first.due_on);
    const day60 = addDays(first.due_on, 60);
    await advanceClockTo(operator, day60);
    await runBatch(operator, day60);

    const detail = (await operator.get(`/api/admin/loans/${loan.productId}`)).body;
    expect(detail.status).toBe('defaulted');
    const kinds = detail.steps.map((s: { kind: string }) => s.kind);
    expect(kinds).toEqual(['accelerated', 'recovery']);
    const recovery = detail.steps[1];
    expect(recovery).toMatchObject({ amount: 50_000, source: 'borrower', costs: 0, on: day60 });
    const a = recovery.allocation;
    expect(a.late_interest + a.interest + a.principal + a.credit).toBe(50_000);
    expect(a.credit).toBe(0);
    const [held] = await t.dataSource.query(
      `SELECT COALESCE(sum(CASE type WHEN 'BorrowerPaymentReceived' THEN (data->>'amountWon')::bigint
         WHEN 'InstallmentFunded' THEN -(data->>'amountWon')::bigint
         WHEN 'LoanRecovered' THEN (data->>'creditWon')::bigint - COALESCE((data->>'appliedCreditWon')::bigint, 0) ELSE 0 END), 0)::int AS won
       FROM events WHERE stream_id = $1`, [`loan-${loan.productId}`]);
    expect(held.won).toBe(0);

    let creditedWon = 0;
    for (const investor of loan.investors) {
      const lines = (await investor.client.get('/api/wallet/transactions?limit=100')).body.items as { type: string; amount: number }[];
      creditedWon += lines.filter((l) => l.type.startsWith('recovery_')).reduce((s, l) => s + l.amount, 0);
      const d = (await investor.client.get('/api/dashboard')).body;
      expect(d.outstanding_principal + d.received_principal + d.recovered_principal + d.written_off_principal).toBe(d.invested_total);
    }
    expect(creditedWon).toBe(a.late_interest + a.interest + a.principal);
    const verify = await operator.get('/api/admin/ledger/verify');
    expect(verify.body.projections.filter((p: { ok: boolean }) => !p.ok)).toEqual([]);
  });
});
