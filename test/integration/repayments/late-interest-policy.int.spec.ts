// Proves the bad-loan terms of the repayment policy: late_interest_bp, max_rate_bp and
// acceleration_days default to 300, 2000 and 60, are changed with an effective date like the
// policy's other fields (kept in the history, never earlier than the business today, validated),
// and a loan records the late interest and maximum rate in force on its execution date.
import { addDays } from '../../../server/src/shared/clock';
import { advanceClockTo, businessClock } from '../../support/business-clock';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { executedLoan } from './loan-fixtures';

describe('late interest policy', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  const scheduledTerms = async (productId: string) => {
    const [row] = await t.dataSource.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'LoanScheduled'`, [`loan-${productId}`]);
    return { lateInterestBp: row.data.lateInterestBp, maxRateBp: row.data.maxRateBp };
  };

  it('dates each change and records the terms in force at execution with the loan', async () => {
    expect((await operator.get('/api/admin/repayment_policy')).body).toMatchObject({ late_interest_bp: 300, max_rate_bp: 2000, acceleration_days: 60 });
    const today = (await businessClock(operator)).today;
    const tomorrow = addDays(today, 1);
    const changed = await operator.put('/api/admin/repayment_policy', { late_interest_bp: 500, max_rate_bp: 1800, acceleration_days: 90, effective_on: tomorrow });
    expect(changed.status).toBe(200);
    // Not in force yet; the history has it, with the fields it left out kept (income tax, fee).
    expect(changed.body).toMatchObject({ late_interest_bp: 300, max_rate_bp: 2000, acceleration_days: 60 });
    expect(changed.body.history[0]).toMatchObject({ effective_on: tomorrow, late_interest_bp: 500, max_rate_bp: 1800, acceleration_days: 90, fee_bp: 0, income_tax_bp: 1400 });

    const before = await executedLoan(t, operator, [1_000_000], { term_months: 3 });
    expect(await scheduledTerms(before.productId)).toEqual({ lateInterestBp: 300, maxRateBp: 2000 });

    await advanceClockTo(operator, tomorrow);
    expect((await operator.get('/api/admin/repayment_policy')).body).toMatchObject({ late_interest_bp: 500, max_rate_bp: 1800, acceleration_days: 90 });
    const after = await executedLoan(t, operator, [1_000_000], { term_months: 3 });
    expect(await scheduledTerms(after.productId)).toEqual({ lateInterestBp: 500, maxRateBp: 1800 });
    // A later change of one field keeps the others in force.
    const fee = await operator.put('/api/admin/repayment_policy', { fee_bp: 100 });
    expect(fee.body).toMatchObject({ fee_bp: 100, late_interest_bp: 500, max_rate_bp: 1800, acceleration_days: 90 });
  });

  it('refuses out-of-range terms and a date before the business today', async () => {
    const today = (await businessClock(operator)).today;
    for (const body of [{ late_interest_bp: -1 }, { max_rate_bp: 10_001 }, { acceleration_days: 0 }, { late_interest_bp: 1.5 }, { late_interest_bp: 300, effective_on: addDays(today, -1) }]) {
      const res = await operator.put('/api/admin/repayment_policy', body);
      expect({ body, status: res.status, fail_code: res.body.fail_code }).toEqual({ body, status: 400, fail_code: 'invalid_input' });
    }
  });
});
