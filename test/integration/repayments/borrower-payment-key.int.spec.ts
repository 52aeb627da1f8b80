// Proves an operator's borrower payment is booked once per Idempotency-Key, through HTTP: no key is
// 400 with the field named and books nothing; the same key and body, sent again or three times at
// once, is one payment, every request answered alike, investors credited once; the same key with
// another body is 409 duplicate_ticket; the preview shows exactly what the payment then allocates
// and appends nothing; GET /admin/loans/{id} lists each payment with its source and allocation.
import { randomUUID } from 'node:crypto';
import type { HttpClient } from '../../support/http-client';
import { advanceClockTo } from '../../support/business-clock';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct } from '../investing/investing-fixtures';
import { creditsOf, executedLoan, ExecutedLoan, loanOf, paymentKey, runBatch } from './loan-fixtures';

describe('borrower payments under an Idempotency-Key', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;
  const key = randomUUID();

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1200, term_months: 3 });
  });
  afterAll(() => t.close());

  const inst = (seq: number) => loan.loan.installments[seq - 1];
  const pay = (body: unknown, headers?: Record<string, string>, productId = loan.productId) =>
    operator.post(`/api/admin/products/${productId}/borrower_repayments`, body, headers);
  const preview = (body: unknown, productId = loan.productId) => operator.post(`/api/admin/products/${productId}/borrower_repayments/preview`, body);
  const loanEvents = async (type?: string): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND ($2::text IS NULL OR type = $2)`, [`loan-${loan.productId}`, type ?? null]))[0].n;
  const schedule = async (k: number) => ((await loan.investors[k].client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule as { status: string }[]).map((r) => r.status);

  it('refuses a payment without a key with fields naming it, booking nothing', async () => {
    await advanceClockTo(operator, inst(1).due_on);
    const res = await pay({ amount: inst(1).total, paid_on: inst(1).due_on });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fail_code: 'invalid_input', fields: { 'Idempotency-Key': 'required' } });
    expect((await pay({ amount: inst(1).total, paid_on: inst(1).due_on }, { 'Idempotency-Key': 'k'.repeat(201) })).body.fields).toEqual({ 'Idempotency-Key': 'invalid_format' });
    const detail = await loanOf(operator, loan.productId);
    expect([detail.received, detail.payments]).toEqual([0, []]);
    expect(await loanEvents('BorrowerPaymentReceived')).toBe(0);
  });

  it('books three identical requests sent at once with one key once, answering each alike', async () => {
    const body = { amount: inst(1).total, paid_on: inst(1).due_on };
    const answers = await Promise.all([1, 2, 3].map(() => pay(body, paymentKey(key))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers[0].body).toMatchObject({ funded_seqs: [1], repaid_early: false, loan: { received: inst(1).total, credit: 0 } });
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers[2].body).toEqual(answers[0].body);
    // Sent again later, it is still the same payment with the same answer.
    const again = await pay(body, paymentKey(key));
    expect([again.status, again.body]).toEqual([201, answers[0].body]);

    const detail = await loanOf(operator, loan.productId);
    expect(detail.received).toBe(inst(1).total);
    expect(detail.payments.map((p) => p.payment_id)).toEqual([answers[0].body.payment_id]);
    // No future installment is paid with money the borrower never sent.
    expect(detail.installments.map((i) => i.status)).toEqual(['funded', 'scheduled', 'scheduled']);
    expect(await loanEvents('BorrowerPaymentReceived')).toBe(1);
    expect(await loanEvents('InstallmentFunded')).toBe(1);

    expect(await runBatch(operator, inst(1).due_on)).toMatchObject({ status: 'completed', installments: 1, failed: 0 });
    for (const [k, investor] of loan.investors.entries()) {
      expect(await creditsOf(t, investor.userId, loan.productId)).toBe(1);
      expect(await creditsOf(t, investor.userId, loan.productId, 1)).toBe(1);
      expect(await schedule(k)).toEqual(['paid', 'scheduled', 'scheduled']);
    }
  });

  it('answers the same key with another body 409 duplicate_ticket, booking nothing', async () => {
    const other = await pay({ amount: inst(1).total + 1, paid_on: inst(1).due_on }, paymentKey(key));
    expect([other.status, other.body.fail_code]).toEqual([409, 'duplicate_ticket']);
    const elsewhere = await createProduct(operator, { target_amount: 1_000_000 });
    const otherProduct = await pay({ amount: inst(1).total, paid_on: inst(1).due_on }, paymentKey(key), elsewhere.id);
    expect([otherProduct.status, otherProduct.body.fail_code]).toEqual([409, 'duplicate_ticket']);
    expect((await loanOf(operator, loan.productId)).received).toBe(inst(1).total);
    expect(await loanEvents('BorrowerPaymentReceived')).toBe(1);
  });

  it('previews exactly what the payment then allocates, appending nothing', async () => {
    await advanceClockTo(operator, inst(2).due_on);
    const body = { amount: inst(2).total + 1_000, paid_on: inst(2).due_on };
    const before = await loanEvents();
    const shown = await preview(body);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      allocation: { costs: 0, late_interest: 0, interest: inst(2).interest, principal: inst(2).principal, credit: 1_000, credit_used: 0 },
      installments: [{ seq: 2, due_on: inst(2).due_on, late_interest: 0, interest: inst(2).interest, principal: inst(2).principal }],
    });
    expect(await loanEvents()).toBe(before);
    expect((await pay(body, paymentKey())).status).toBe(201);
    const booked = (await loanOf(operator, loan.productId)).payments.at(-1)!;
    expect({ allocation: booked.allocation, installments: booked.installments }).toEqual(shown.body);

    // The credit left over goes into the next installment: the preview says so, and so does the booking.
    await advanceClockTo(operator, inst(3).due_on);
    const last = { amount: inst(3).total - 1_000, paid_on: inst(3).due_on };
    const lastShown = await preview(last);
    expect(lastShown.body.allocation).toEqual({ costs: 0, late_interest: 0, interest: inst(3).interest, principal: inst(3).principal, credit: 0, credit_used: 1_000 });
    expect((await pay(last, paymentKey())).status).toBe(201);
    const lastBooked = (await loanOf(operator, loan.productId)).payments.at(-1)!;
    expect({ allocation: lastBooked.allocation, installments: lastBooked.installments }).toEqual(lastShown.body);
  });

  it('lists every payment with its source and allocation, every won accounted for', async () => {
    const detail = await loanOf(operator, loan.productId);
    expect(detail.payments.map((p) => [p.amount, p.paid_on, p.source])).toEqual([
      [inst(1).total, inst(1).due_on, 'operator'],
      [inst(2).total + 1_000, inst(2).due_on, 'operator'],
      [inst(3).total - 1_000, inst(3).due_on, 'operator'],
    ]);
    expect(detail.payments.map((p) => p.installments.map((i) => i.seq))).toEqual([[1], [2], [3]]);
    const allocated = detail.payments.reduce((sum, p) => sum + p.allocation.costs + p.allocation.late_interest + p.allocation.interest + p.allocation.principal, 0);
    const credit = detail.payments.reduce((sum, p) => sum + p.allocation.credit - p.allocation.credit_used, 0);
    expect(allocated + credit).toBe(detail.received);
    expect(credit).toBe(detail.credit);
    expect(detail.installments.reduce((sum, i) => sum + i.total, 0)).toBe(allocated);
  });

  it('refuses a preview as the payment would be refused', async () => {
    const body = { amount: 1_000, paid_on: inst(3).due_on };
    expect((await preview(body)).body.fail_code).toBe('product_state_conflict'); // nothing left to pay
    const funding = await createProduct(operator, { target_amount: 1_000_000 });
    expect(await preview(body, funding.id).then((r) => [r.status, r.body.fail_code])).toEqual([409, 'product_state_conflict']);
    expect(await preview(body, randomUUID()).then((r) => [r.status, r.body.fail_code])).toEqual([404, 'no_such_product']);
    const bad = await preview({ amount: 0, paid_on: '2999-01-01' });
    expect([bad.status, bad.body.fields]).toEqual([400, { amount: 'too_small' }]);
    expect((await operator.get('/api/admin/ledger/verify')).body.ok).toBe(true);
  });
});
