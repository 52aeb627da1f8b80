// Proves transfer listings through HTTP (docs/api.md "Transfers"): a seller lists their whole
// claim in a repaying loan inside the price band, sees it on the market with the disclosure, the
// remaining schedule and the payment history, withdraws it; every refusal answers its code; two
// listings at once by one seller leave one; a missed due date takes the listing off the market and
// refuses a new one; and the listings read model equals its rebuild from the log.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { addDays } from '../../../server/src/shared/clock';
import { advanceClockTo } from '../../support/business-clock';
import { transferYieldBp } from '../../../server/src/repayments/transfers/transfer-yield';
import { executedLoan, ExecutedLoan, payBorrower, runBatch } from './loan-fixtures';

describe('transfer listings', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;
  let sellerInvestment: string;
  let otherInvestment: string;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1200, term_months: 6, repayment_method: 'equal_installment' });
    sellerInvestment = (await loan.investors[0].client.get('/api/investments')).body.items[0].id;
    otherInvestment = (await loan.investors[1].client.get('/api/investments')).body.items[0].id;
  });
  afterAll(() => t.close());

  const seller = () => loan.investors[0].client;
  const other = () => loan.investors[1].client;
  const list = (client: HttpClient, body: Record<string, unknown>) => client.post('/api/transfers/listings', body);

  it('refuses bad listings with their codes, in order', async () => {
    expect((await list(seller(), { investment_id: 'nope', price: 600_000, acknowledged: true })).body).toMatchObject({ fail_code: 'invalid_input', fields: { investment_id: expect.any(String) } });
    const unconfirmed = await list(seller(), { investment_id: sellerInvestment, price: 600_000 });
    expect([unconfirmed.status, unconfirmed.body.fail_code]).toEqual([400, 'confirmation_required']);
    const unknown = await list(seller(), { investment_id: '00000000-0000-4000-8000-00000000abcd', price: 600_000, acknowledged: true });
    expect([unknown.status, unknown.body.fail_code]).toEqual([404, 'not_found']);
    const others = await list(seller(), { investment_id: otherInvestment, price: 400_000, acknowledged: true });
    expect([others.status, others.body.fail_code, others.body.fields]).toEqual([400, 'invalid_input', { investment_id: 'not_yours' }]);
    for (const price of [539_999, 612_001]) {
      const out = await list(seller(), { investment_id: sellerInvestment, price, acknowledged: true });
      expect([out.status, out.body.fail_code]).toEqual([400, 'transfer_price_out_of_range']);
      expect(out.body.message).toContain('540,000원~612,000원');
    }
  });

  it('lists the whole claim once, even when asked twice at once', async () => {
    const [a, b] = await Promise.all([
      list(seller(), { investment_id: sellerInvestment, price: 540_000, acknowledged: true }),
      list(seller(), { investment_id: sellerInvestment, price: 612_000, acknowledged: true }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const refused = a.status === 400 ? a : b;
    expect(refused.body).toMatchObject({ fail_code: 'invalid_input', fields: { investment_id: 'already_listed' } });
    const listed = (a.status === 201 ? a : b).body.listing;
    expect(listed).toMatchObject({ investment_id: sellerInvestment, product_id: loan.productId, outstanding_principal: 600_000, from_seq: 1, status: 'open' });
  });

  it('shows the market with the disclosure, the remaining schedule, the payment history and the viewer\'s eligibility', async () => {
    const market = (await other().get('/api/transfers/listings')).body;
    const item = market.items.find((i: { product_id: string }) => i.product_id === loan.productId);
    expect(item).toMatchObject({ own: false, outstanding_principal: 600_000, from_seq: 1, accrued_interest: 0, product: expect.objectContaining({ id: loan.productId }) });
    expect(item.disclosure).toEqual(expect.objectContaining({ version: expect.any(String) }));
    expect(item.remaining_schedule).toHaveLength(6);
    expect(item.remaining_schedule.reduce((s: number, r: { principal: number }) => s + r.principal, 0)).toBe(600_000);
    expect(item.payment_history.map((r: { status: string }) => r.status)).toEqual(Array(6).fill('scheduled'));
    expect(market.eligibility).toEqual({ eligible: false, reason: 'too_few_investments', required: 5, placed: 1 });
    const mine = (await seller().get('/api/transfers/listings')).body.items.find((i: { product_id: string }) => i.product_id === loan.productId);
    expect(mine.own).toBe(true);
    expect((await other().get('/api/transfers/listings?size=101')).body.fail_code).toBe('invalid_input');
  });

  it('is withdrawn by its seller only, once', async () => {
    const id = (await seller().get('/api/transfers/listings')).body.items.find((i: { product_id: string }) => i.product_id === loan.productId).id;
    expect((await other().delete(`/api/transfers/listings/${id}`)).status).toBe(404);
    const withdrawn = await seller().delete(`/api/transfers/listings/${id}`);
    expect([withdrawn.status, withdrawn.body.listing.status]).toEqual([200, 'withdrawn']);
    const again = await seller().delete(`/api/transfers/listings/${id}`);
    expect([again.status, again.body.fail_code]).toEqual([409, 'listing_not_available']);
    expect((await other().get('/api/transfers/listings')).body.items.some((i: { id: string }) => i.id === id)).toBe(false);
    expect((await list(seller(), { investment_id: sellerInvestment, price: 600_000, acknowledged: true })).status).toBe(201);
  });

  it('takes a listing off the market once a due date is missed, refuses new ones, and the daily run ends it', async () => {
    const open = (await other().get('/api/transfers/listings')).body.items.find((i: { product_id: string }) => i.product_id === loan.productId);
    const missed = addDays(loan.loan.installments[0].due_on, 1);
    await advanceClockTo(operator, missed);
    expect((await other().get('/api/transfers/listings')).body.items.some((i: { product_id: string }) => i.product_id === loan.productId)).toBe(false);
    const refused = await list(other(), { investment_id: otherInvestment, price: 400_000, acknowledged: true });
    expect([refused.status, refused.body.fail_code]).toEqual([409, 'product_state_conflict']);
    // Until the run the listing is still the seller's to withdraw; the run ends it (a missed due date).
    await runBatch(operator, missed);
    const gone = await seller().delete(`/api/transfers/listings/${open.id}`);
    expect([gone.status, gone.body.fail_code]).toEqual([409, 'listing_not_available']);
    const ended = await t.dataSource.query(`SELECT status, end_reason FROM transfer_listings WHERE listing_id = $1`, [open.id]);
    expect(ended).toEqual([{ status: 'ended', end_reason: 'due_date_missed' }]);
  });

  it('sells what is left after a paid installment, with 경과이자 since its due date, to the won', async () => {
    const later = await executedLoan(t, operator, [500_000, 300_000], { rate_bp: 1350, term_months: 4, repayment_method: 'equal_installment' });
    const first = later.loan.installments[0];
    await payBorrower(operator, later.productId, first.total, first.due_on);
    await runBatch(operator, first.due_on);
    await advanceClockTo(operator, addDays(first.due_on, 10));
    const client = later.investors[0].client;
    const schedule = (await client.get(`/api/investments/${later.productId}/repayments`)).body.schedule as { seq: number; principal: number; interest: number; status: string }[];
    expect(schedule[0].status).toBe('paid');
    const rest = schedule.filter((r) => r.seq >= 2);
    const outstanding = rest.reduce((sum, r) => sum + r.principal, 0);
    const investmentId = (await client.get('/api/investments')).body.items.find((i: { product_id: string }) => i.product_id === later.productId).id;
    const listed = await list(client, { investment_id: investmentId, price: outstanding, acknowledged: true });
    expect([listed.status, listed.body.listing]).toEqual([201, expect.objectContaining({ from_seq: 2, outstanding_principal: outstanding, price: outstanding })]);
    const item = (await other().get('/api/transfers/listings')).body.items.find((i: { product_id: string }) => i.product_id === later.productId);
    // 10 days at 13.5 % over 365 days, floored; the remaining schedule is exactly the seller's rows from seq 2.
    expect(item.accrued_interest).toBe(Math.floor((outstanding * 1350 * 10) / 3_650_000));
    expect(item.remaining_schedule).toEqual(rest.map((r) => expect.objectContaining({ seq: r.seq, principal: r.principal, interest: r.interest })));
    expect(item.payment_history[0]).toMatchObject({ seq: 1, status: 'distributed', paid_on: first.due_on });
    // The yield after tax at the asking price: price + 경과이자 today, each row's net on its due date.
    const netRows = (schedule as unknown as { seq: number; due_on: string; net: number }[]).filter((r) => r.seq >= 2);
    expect(item.remaining_schedule.map((r: { net: number }) => r.net)).toEqual(netRows.map((r) => r.net));
    expect(item.yield_bp).toBe(transferYieldBp(outstanding + item.accrued_interest, addDays(first.due_on, 10), netRows));
    expect(item.yield_bp).toBeGreaterThan(1100);
    expect(item.yield_bp).toBeLessThan(1350);
  });

  it('keeps the listings read model equal to its rebuild from the log', async () => {
    const verify = (await operator.get('/api/admin/ledger/verify')).body;
    expect(verify.projections.find((p: { name: string }) => p.name === 'transfer_listings')).toMatchObject({ ok: true });
    expect(verify.ok).toBe(true);
  });
});
