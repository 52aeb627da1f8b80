// Proves a loan's bad end through HTTP (docs/api.md "Loans that go bad"): the daily run accelerates a
// loan unpaid for acceleration_days (product `defaulted`); an operator's recovery, previewed per
// investor type then booked under an Idempotency-Key (a repeat books nothing more), pays each
// investor their share as recovery lines, taxed; a write-off counts the rest as lost with 0-won
// lines and later recoveries take principal back from it; a sale ends it (`sold`). Every step's
// refusal, each investor's invested = outstanding + received + recovered + written off, the
// timeline, the dashboard, and every read model equal to its rebuild from the log.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { addDays } from '../../../server/src/shared/clock';
import { advanceClockTo } from '../../support/business-clock';
import { executedLoan, ExecutedLoan, paymentKey, runBatch } from './loan-fixtures';

describe('loans that go bad', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1200, term_months: 6, repayment_method: 'equal_installment' });
  });
  afterAll(() => t.close());

  const base = () => `/api/admin/products/${loan.productId}`;
  const holdsTogether = async () => {
    for (const investor of loan.investors) {
      const d = (await investor.client.get('/api/dashboard')).body;
      expect(d.outstanding_principal + d.received_principal + d.recovered_principal + d.written_off_principal).toBe(d.invested_total);
    }
  };

  it('accelerates after acceleration_days unpaid, on the daily run', async () => {
    const first = loan.loan.installments[0];
    const day59 = addDays(first.due_on, 59);
    await advanceClockTo(operator, day59);
    await runBatch(operator, day59);
    expect((await operator.get(`/api/admin/loans/${loan.productId}`)).body.status).toBe('overdue');
    const day60 = addDays(first.due_on, 60);
    await advanceClockTo(operator, day60);
    await runBatch(operator, day60);
    const detail = (await operator.get(`/api/admin/loans/${loan.productId}`)).body;
    expect(detail).toMatchObject({ status: 'defaulted', accelerated_on: day60 });
    expect(detail.owed.principal).toBe(1_000_000);
    expect(detail.steps).toEqual([expect.objectContaining({ kind: 'accelerated', on: day60 })]);
    expect((await operator.get(`/api/products/${loan.productId}`)).body.status).toBe('defaulted');
    const mine = (await loan.investors[0].client.get(`/api/investments/${loan.productId}/repayments`)).body;
    expect(mine.loan_status).toBe('defaulted');
    expect(mine.timeline.map((i: { kind: string }) => i.kind)).toEqual(expect.arrayContaining(['executed', 'overdue', 'notice', 'accelerated']));
    const d = (await loan.investors[0].client.get('/api/dashboard')).body;
    expect(d).toMatchObject({ defaulted_principal: 600_000, counts: expect.objectContaining({ defaulted: 1 }) });
    await holdsTogether();
  });

  it('refuses bad recoveries and wrong steps with the right codes', async () => {
    const today = (await operator.get(`/api/admin/loans/${loan.productId}`)).body.owed.as_of;
    expect((await operator.post(`${base()}/recoveries`, { amount: 100, received_on: today, source: 'borrower', costs: 101 }, paymentKey())).body)
      .toMatchObject({ fail_code: 'invalid_input', fields: { costs: 'exceeds_amount' } });
    expect((await operator.post(`${base()}/recoveries`, { amount: 100, received_on: addDays(today, 1), source: 'borrower' }, paymentKey())).body)
      .toMatchObject({ fail_code: 'invalid_input', fields: { received_on: 'after_business_today' } });
    expect((await operator.post(`${base()}/recoveries`, { amount: 1.5, received_on: today, source: 'borrower' }, paymentKey())).status).toBe(400);
    expect((await operator.post(`${base()}/recoveries`, { amount: 100, received_on: today, source: 'borrower' })).body)
      .toMatchObject({ fail_code: 'invalid_input', fields: { 'Idempotency-Key': 'required' } });
    const again = await operator.post(`${base()}/accelerate`, { reason: '중복' }, paymentKey());
    expect(again.status).toBe(409);
    expect(again.body.fail_code).toBe('product_state_conflict');
    expect((await loan.investors[0].client.post(`${base()}/write_off`, { reason: 'x' }, paymentKey())).status).toBe(403);
  });

  it('takes the borrower\'s deposit into the repayment account of an accelerated loan as a recovery from the borrower', async () => {
    const sent = await operator.post('/api/admin/sandbox/borrower_deposits', { product_id: loan.productId, amount: 5_000 });
    expect(sent.status).toBe(201);
    const [row] = await t.dataSource.query(`SELECT status FROM bank_notifications WHERE tid = $1`, [sent.body.tid]);
    expect(row.status).toBe('credited');
    const steps = (await operator.get(`/api/admin/loans/${loan.productId}`)).body.steps;
    expect(steps.at(-1)).toMatchObject({ kind: 'recovery', amount: 5_000, source: 'borrower', costs: 0 });
    expect(steps.at(-1).allocation.late_interest).toBe(5_000);
    await holdsTogether();
  });

  it('previews then books a recovery once, paid to each investor as taxed recovery lines', async () => {
    const today = (await operator.get(`/api/admin/loans/${loan.productId}`)).body.owed.as_of;
    const body = { amount: 300_000, received_on: today, source: 'collateral', costs: 20_000, memo: '담보 경매 배당' };
    const preview = (await operator.post(`${base()}/recoveries/preview`, body)).body;
    expect(preview.allocation.costs).toBe(20_000);
    expect(preview.allocation.costs + preview.allocation.late_interest + preview.allocation.interest + preview.allocation.principal + preview.allocation.credit).toBe(300_000);
    expect(preview.by_investor_type).toEqual([expect.objectContaining({ investor_type: 'general', investors: 2, principal: preview.allocation.principal })]);
    const headers = paymentKey();
    const booked = await operator.post(`${base()}/recoveries`, body, headers);
    expect(booked.status).toBe(200);
    expect(booked.body.allocation).toEqual(preview.allocation);
    const repeat = await operator.post(`${base()}/recoveries`, body, headers);
    expect(repeat.body.allocation).toEqual(preview.allocation);
    const detail = (await operator.get(`/api/admin/loans/${loan.productId}`)).body;
    expect(detail.steps.filter((s: { kind: string; source?: string }) => s.kind === 'recovery' && s.source === 'collateral')).toHaveLength(1);
    let principal = 0;
    for (const investor of loan.investors) {
      const lines = (await investor.client.get('/api/wallet/transactions?limit=100')).body.items as { type: string; amount: number; product_id?: string }[];
      principal += lines.filter((l) => l.type === 'recovery_principal').reduce((s, l) => s + l.amount, 0);
      expect(lines.some((l) => l.type === 'recovery_interest')).toBe(true);
      expect(lines.some((l) => l.type === 'tax')).toBe(true);
      const mine = (await investor.client.get(`/api/investments/${loan.productId}/repayments`)).body;
      expect(mine.timeline.at(-1)).toMatchObject({ kind: 'recovery', amount: 300_000 });
      expect(mine.recovered.principal).toBeGreaterThan(0);
    }
    expect(principal).toBe(preview.allocation.principal);
    await holdsTogether();
  });

  it('writes off the rest with 0-won lines, a later recovery takes it back, a sale ends it', async () => {
    const today = (await operator.get(`/api/admin/loans/${loan.productId}`)).body.owed.as_of;
    const woPreview = (await operator.post(`${base()}/write_off/preview`, { reason: '회수 불능' })).body;
    const wo = await operator.post(`${base()}/write_off`, { reason: '회수 불능' }, paymentKey());
    expect(wo.status).toBe(200);
    expect(wo.body.allocation.written_off).toBe(woPreview.allocation.written_off);
    const line = (await loan.investors[1].client.get('/api/wallet/transactions?limit=100')).body.items.find((l: { type: string }) => l.type === 'write_off');
    expect(line).toMatchObject({ amount: 0 });
    await holdsTogether();
    const later = addDays(today, 10);
    await advanceClockTo(operator, later);
    const owed = (await operator.get(`/api/admin/loans/${loan.productId}`)).body.owed;
    const rec = await operator.post(`${base()}/recoveries`, { amount: owed.late_interest + owed.interest + 50_000, received_on: later, source: 'guarantor' }, paymentKey());
    expect(rec.body.allocation.principal).toBe(50_000);
    const d = (await loan.investors[0].client.get('/api/dashboard')).body;
    expect(d.written_off_principal).toBe((await loan.investors[0].client.get(`/api/investments/${loan.productId}/repayments`)).body.written_off_principal);
    await holdsTogether();
    const sale = await operator.post(`${base()}/sale`, { price: 100_000, buyer_name: '가나자산관리', sold_on: later, costs: 0 }, paymentKey());
    expect(sale.status).toBe(200);
    expect((await operator.get(`/api/admin/loans/${loan.productId}`)).body.status).toBe('sold');
    // Nothing is outstanding once sold: what the sale did not cover is written off.
    const listed = (await operator.get('/api/admin/loans?status=sold')).body.items.find((i: { product_id: string }) => i.product_id === loan.productId);
    expect(listed.outstanding_principal).toBe(0);
    await holdsTogether();
    const after = await operator.post(`${base()}/recoveries`, { amount: 1000, received_on: later, source: 'borrower' }, paymentKey());
    expect(after.status).toBe(409);
    const verify = await operator.get('/api/admin/ledger/verify');
    expect(verify.body.projections.filter((p: { ok: boolean }) => !p.ok)).toEqual([]);
  });
});

describe('a personal debtor\'s loan (개인채무자보호법 switches)', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  it('is noticed before the daily run accelerates it, and its late interest runs only on principal past due', async () => {
    expect((await operator.put('/api/admin/repayment_policy', { personal_debtor_types: ['nope'] })).body).toMatchObject({ fail_code: 'invalid_input', fields: { personal_debtor_types: 'invalid_value' } });
    const set = await operator.put('/api/admin/repayment_policy', { personal_debtor_types: ['credit'], acceleration_notice_days: 10 });
    expect(set.body).toMatchObject({ personal_debtor_types: ['credit'], personal_debtor_max_principal: 50_000_000, acceleration_notice_days: 10 });
    const loan = await executedLoan(t, operator, [500_000], { rate_bp: 1200, term_months: 12, repayment_method: 'equal_installment', type: 'credit' });
    const first = loan.loan.installments[0];
    for (const days of [49, 50, 59]) {
      await advanceClockTo(operator, addDays(first.due_on, days));
      await runBatch(operator, addDays(first.due_on, days));
    }
    const noticed = (await loan.investors[0].client.get(`/api/investments/${loan.productId}/repayments`)).body;
    expect(noticed.loan_status).toBe('overdue');
    expect(noticed.timeline.filter((i: { kind: string }) => i.kind === 'notice').length).toBeGreaterThanOrEqual(2);
    await advanceClockTo(operator, addDays(first.due_on, 60));
    await runBatch(operator, addDays(first.due_on, 60));
    expect((await operator.get(`/api/admin/loans/${loan.productId}`)).body.status).toBe('defaulted');
  });
});
