// Proves buying a listed claim through HTTP (docs/api.md "Transfers (원리금수취권 양도)"): every
// refusal answers its code in the contract's order; a purchase moves the price (and 경과이자) from
// the buyer to the seller less the transfer fee, to the won, and the next repayment goes to the
// buyer; the dashboard's identity holds for both; and races — two buyers for one listing, a
// purchase against the seller's withdrawal, against a repayment run and against an acceleration —
// leave one outcome each, nothing doubled or lost, and every read model equal to its rebuild.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { login, loginAsOperator } from '../../support/users';
import { compact, pdfText } from '../../support/pdf-text';
import { DocumentChecker } from '../openapi/document-checker';
import { addDays } from '../../../server/src/shared/clock';
import { incomeTaxBpOf, withholding } from '../../../server/src/shared/loan-maths';
import { advanceClockTo } from '../../support/business-clock';
import { fundedInvestor, setInvestorType } from '../investing/investing-fixtures';
import { pendingCount, reconciliation, registryDown, reportsBecome } from '../registry/registry-fixtures';
import { creditsOf, executedLoan, ExecutedLoan, payBorrower, paymentKey, runBatch, until } from './loan-fixtures';

type InvestorType = 'general' | 'income_qualified' | 'professional';

describe('transfer purchases', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  async function buyer(balanceWon: number, type: InvestorType = 'income_qualified') {
    const b = await fundedInvestor(t, balanceWon);
    await setInvestorType(t, b.user.id, type);
    await login(b.client, b.email, b.password);
    return { client: b.client, userId: b.user.id as string };
  }

  async function ticketOf(client: HttpClient): Promise<string> {
    const res = await client.post('/api/invest_tickets');
    expect(res.status).toBe(201);
    return res.body.ticket;
  }

  async function purchase(client: HttpClient, listingId: string, body: Record<string, unknown> = {}) {
    return client.post('/api/transfers/purchases', { listing_id: listingId, ticket: await ticketOf(client), acknowledged: true, ...body });
  }

  async function listWhole(client: HttpClient, productId: string): Promise<{ id: string; price: number; outstanding_principal: number; from_seq: number }> {
    const investmentId = (await client.get('/api/investments')).body.items.find((i: { product_id: string }) => i.product_id === productId).id;
    // Price = the outstanding principal: list once at a price inside the band, read what was listed.
    const probe = await client.post('/api/transfers/listings', { investment_id: investmentId, price: 1, acknowledged: true });
    expect(probe.body.fail_code).toBe('transfer_price_out_of_range');
    const band = /([\d,]+)원~([\d,]+)원/.exec(probe.body.message)!;
    const maxWon = Number(band[2].replace(/,/g, ''));
    const price = Math.round(maxWon / 1.02);
    const listed = await client.post('/api/transfers/listings', { investment_id: investmentId, price, acknowledged: true });
    expect(listed.status).toBe(201);
    return listed.body.listing;
  }

  const balanceOf = async (client: HttpClient): Promise<number> => (await client.get('/api/wallet')).body.balance;
  const dashboardOf = async (client: HttpClient) => (await client.get('/api/dashboard')).body;

  async function expectVerifyExact() {
    const verify = (await operator.get('/api/admin/ledger/verify')).body;
    const broken = verify.projections.filter((p: { ok: boolean }) => !p.ok);
    expect(broken).toEqual([]);
    expect(verify.ok).toBe(true);
  }

  /** docs/api.md "Dashboard": invested principal of executed loans + transferred in = outstanding + received + recovered + written off + transferred out. */
  function expectIdentity(d: Record<string, number>, executedWon: number) {
    expect(executedWon + d.transferred_in_principal).toBe(
      d.outstanding_principal + d.received_principal + d.recovered_principal + d.written_off_principal + d.transferred_out_principal);
  }

  describe('one loan, one listing', () => {
    let loan: ExecutedLoan;
    let listing: { id: string; price: number; outstanding_principal: number; from_seq: number };
    let purchasedOn: string;
    const seller = () => loan.investors[0].client;
    const other = () => loan.investors[1].client;

    beforeAll(async () => {
      loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1200, term_months: 6, repayment_method: 'equal_installment' });
      const first = loan.loan.installments[0];
      await payBorrower(operator, loan.productId, first.total, first.due_on);
      await runBatch(operator, first.due_on);
      purchasedOn = addDays(first.due_on, 10);
      await advanceClockTo(operator, purchasedOn);
      listing = await listWhole(seller(), loan.productId);
      expect(listing.from_seq).toBe(2);
    });

    it('refuses with every code, in the contract\'s order', async () => {
      const b = await buyer(5_000_000);
      const fail = (res: { status: number; body: { fail_code: string } }) => [res.status, res.body.fail_code];
      // input: the confirmation, a malformed id, one's own listing
      expect(fail(await purchase(b.client, listing.id, { acknowledged: undefined }))).toEqual([400, 'confirmation_required']);
      expect((await purchase(b.client, 'nope')).body).toMatchObject({ fail_code: 'invalid_input', fields: { listing_id: expect.any(String) } });
      const own = await purchase(seller(), listing.id);
      expect([own.status, own.body.fail_code, own.body.fields]).toEqual([400, 'invalid_input', { listing_id: 'own_listing' }]);
      // ticket: before the listing is looked at
      const badTicket = await b.client.post('/api/transfers/purchases', { listing_id: '00000000-0000-4000-8000-00000000abcd', ticket: '00000000-0000-4000-8000-00000000abce', acknowledged: true });
      expect(badTicket.body.fail_code).toBe('invalid_token');
      // listing
      expect(fail(await purchase(b.client, '00000000-0000-4000-8000-00000000abcd'))).toEqual([409, 'listing_not_available']);
      // eligibility: a general investor with one investment placed
      expect(fail(await purchase(other(), listing.id))).toEqual([403, 'transfer_not_eligible']);
      // limits: a professional may hold 40 % of the product's 1,000,000 won; the claim is more
      const pro = await buyer(5_000_000, 'professional');
      expect(listing.outstanding_principal).toBeGreaterThan(400_000);
      expect(fail(await purchase(pro.client, listing.id))).toEqual([400, 'over_institutional_share_limit']);
      // registry
      await registryDown(operator, true);
      try {
        expect((await purchase(b.client, listing.id)).body.fail_code).toBe('retry_later');
      } finally {
        await registryDown(operator, false);
      }
      // balance
      const poor = await buyer(listing.price);
      expect(fail(await purchase(poor.client, listing.id))).toEqual([400, 'not_enough_balance']);
      // Nothing moved: the listing is still open, the buyers' balances untouched.
      expect(await balanceOf(b.client)).toBe(5_000_000);
      expect((await b.client.get('/api/transfers/listings')).body.items.some((i: { id: string }) => i.id === listing.id)).toBe(true);
    });

    it('moves the price, 경과이자 and fee to the won, hands the claim over, and pays the next installment to the buyer', async () => {
      expect((await operator.put('/api/admin/repayment_policy', { transfer_fee_bp: 100 })).body.transfer_fee_bp).toBe(100);
      const b = await buyer(2_000_000);
      const sellerBefore = await balanceOf(seller());
      const accrued = Math.floor((listing.outstanding_principal * 1200 * 10) / 3_650_000);
      const fee = Math.floor((listing.price * 100) / 10_000);
      const tax = withholding(accrued, { incomeTaxBp: incomeTaxBpOf(true), feeBp: 0 });
      const bought = await purchase(b.client, listing.id);
      expect(bought.status).toBe(201);
      expect(bought.body.purchase).toMatchObject({ listing_id: listing.id, principal: listing.outstanding_principal, price: listing.price, accrued_interest: accrued, fee, paid: listing.price + accrued });
      expect(await balanceOf(b.client)).toBe(2_000_000 - listing.price - accrued);
      expect(await balanceOf(seller())).toBe(sellerBefore + listing.price - fee + accrued - tax.incomeTaxWon - tax.localTaxWon);
      await operator.put('/api/admin/repayment_policy', { transfer_fee_bp: 0 });
      // The buyer's transfer contract among the documents of the holding (the listing's id); nobody else's.
      expect((await b.client.get(`/api/investments/${listing.id}/documents`)).body).toEqual([expect.objectContaining({ kind: 'transfer_contract' })]);
      const contract = (await b.client.get(`/api/investments/${listing.id}/documents/transfer_contract`)).body;
      expect(contract.content.transfer).toEqual({
        listing_id: listing.id, purchased_on: purchasedOn, from_seq: 2, principal: listing.outstanding_principal, price: listing.price, accrued_interest: accrued, fee,
      });
      // …as the OpenAPI document describes a transfer contract (its content is neither other document's).
      const checker = new DocumentChecker((await t.client().get('/api/openapi.json')).body);
      await checker.expectStatus(b.client, 'get', '/investments/{id}/documents/{kind}', 200, { path: { id: listing.id, kind: 'transfer_contract' } });
      expect(checker.problems).toEqual([]);
      // …and printable, in Korean, with what was bought and paid.
      const pdf = await b.client.bytes(`/api/investments/${listing.id}/documents/transfer_contract?format=pdf`);
      expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      expect(pdf.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('원리금수취권양수도계약서')}`);
      const printed = compact(pdfText(pdf.body));
      for (const phrase of ['원리금수취권 양수도 계약서', `${listing.price.toLocaleString('en-US')}원`, `${listing.outstanding_principal.toLocaleString('en-US')}원 (2회차부터`, '중앙기록관리기관에 보고']) {
        expect(printed).toContain(compact(phrase));
      }
      expect((await seller().get(`/api/investments/${listing.id}/documents`)).status).toBe(404);
      // The transaction lines of both, by the contract's types.
      const buyerLines = (await b.client.get('/api/wallet/transactions?limit=100')).body.items as { type: string; amount: number }[];
      expect(buyerLines.filter((l) => l.type === 'transfer_in').map((l) => l.amount)).toEqual([-listing.price]);
      const sellerLines = (await seller().get('/api/wallet/transactions?limit=100')).body.items as { type: string; amount: number }[];
      expect(sellerLines.filter((l) => l.type === 'transfer_out').map((l) => l.amount)).toEqual([listing.price - fee]);
      // Sold: off the market, not sold twice.
      expect((await purchase((await buyer(2_000_000)).client, listing.id)).body.fail_code).toBe('listing_not_available');
      // The dashboard: principal bought and sold, and the identity for both.
      const bd = await dashboardOf(b.client);
      expect(bd).toMatchObject({ transferred_in_principal: listing.outstanding_principal, transferred_out_principal: 0, outstanding_principal: listing.outstanding_principal });
      expect(bd.limits.total.used).toBe(listing.outstanding_principal);
      // A buyer who never invested in the product holds a part of its loan: it counts as repaying.
      expect(bd.counts).toEqual({ funding: 0, repaying: 1, completed: 0, overdue: 0, defaulted: 0, written_off: 0 });
      expectIdentity(bd, 0);
      const sd = await dashboardOf(seller());
      expect(sd).toMatchObject({ transferred_out_principal: listing.outstanding_principal, outstanding_principal: 0 });
      expectIdentity(sd, 600_000);
      // The next installment goes to the buyer; the other investor's share is untouched.
      const second = loan.loan.installments[1];
      await payBorrower(operator, loan.productId, second.total, second.due_on);
      await runBatch(operator, second.due_on);
      expect(await creditsOf(t, b.userId, loan.productId, 2)).toBe(1);
      expect(await creditsOf(t, loan.investors[0].userId, loan.productId, 2)).toBe(0);
      expect(await creditsOf(t, loan.investors[1].userId, loan.productId, 2)).toBe(1);
      const schedule = (await b.client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule as { seq: number; principal: number; status: string }[];
      expect(schedule.map((r) => r.seq)).toEqual([2, 3, 4, 5, 6]);
      expect(schedule.reduce((s, r) => s + r.principal, 0)).toBe(listing.outstanding_principal);
      expect(schedule[0].status).toBe('paid');
      const after = await dashboardOf(b.client);
      expect(after.received_principal).toBe(schedule[0].principal);
      expectIdentity(after, 0);
      // Each holder's interest on their tax statement: the seller's 경과이자, the buyer's installment.
      const year = Number(purchasedOn.slice(0, 4));
      const sellerTax = (await seller().get(`/api/me/tax_statements/${year}`)).body;
      expect(sellerTax.items.filter((i: { kind: string }) => i.kind === 'transfer')).toEqual([
        expect.objectContaining({ product_id: loan.productId, paid_on: purchasedOn, interest: accrued, tax_income: tax.incomeTaxWon, tax_local: tax.localTaxWon }),
      ]);
      const secondYear = Number(second.due_on.slice(0, 4));
      const buyerTax = (await b.client.get(`/api/me/tax_statements/${secondYear}`)).body;
      expect(buyerTax.items.map((i: { product_id: string; seq: number }) => [i.product_id, i.seq])).toEqual([[loan.productId, 2]]);
      // Both are told; the registry is told the claim changed hands, and reconciles.
      const kinds = async (client: HttpClient) => ((await client.get('/api/notifications?limit=100')).body.items as { kind: string }[]).map((n) => n.kind);
      await until('transfer notifications', async () => (await kinds(b.client)).includes('transfer_bought') && (await kinds(seller())).includes('transfer_sold'));
      await reportsBecome(operator, b.userId, [`transfer:${listing.outstanding_principal}:acknowledged`, `repayment:${schedule[0].principal}:acknowledged`]);
      await until('registry caught up', async () => (await pendingCount(operator)) === 0);
      expect(await reconciliation(operator)).toEqual({ ok: true, differences: [] });
      await expectVerifyExact();
    });
  });

  describe('a claim bought is a holding', () => {
    it('is listed among the buyer\'s investments and resold: A sells to B, B resells to C, the next installment reaches C', async () => {
      const loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1200, term_months: 6, repayment_method: 'equal_installment' });
      const [first, second, third] = loan.loan.installments;
      const a = loan.investors[0];
      await payBorrower(operator, loan.productId, first.total, first.due_on);
      await runBatch(operator, first.due_on);
      await advanceClockTo(operator, addDays(first.due_on, 10));
      const fromA = await listWhole(a.client, loan.productId);
      const b = await buyer(2_000_000);
      expect((await purchase(b.client, fromA.id)).status).toBe(201);
      // B's 투자 내역 lists the claim bought (by its listing), with its transfer contract; A's investment has nothing outstanding.
      const bItems = (await b.client.get('/api/investments')).body.items;
      expect(bItems).toEqual([expect.objectContaining({
        id: fromA.id, product_id: loan.productId, amount: fromA.outstanding_principal, status: 'executed', outstanding_principal: fromA.outstanding_principal,
        documents: [expect.objectContaining({ kind: 'transfer_contract' })],
      })]);
      const aItem = (await a.client.get('/api/investments')).body.items.find((i: { product_id: string }) => i.product_id === loan.productId);
      expect(aItem.outstanding_principal).toBe(0);
      // The second installment reaches B; then B lists the rest of the claim and C buys it.
      await payBorrower(operator, loan.productId, second.total, second.due_on);
      await runBatch(operator, second.due_on);
      expect(await creditsOf(t, b.userId, loan.productId, 2)).toBe(1);
      await advanceClockTo(operator, addDays(second.due_on, 5));
      const fromB = await listWhole(b.client, loan.productId);
      const bSchedule = (await b.client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule as { seq: number; principal: number }[];
      const bRest = bSchedule.filter((r) => r.seq >= 3).reduce((sum, r) => sum + r.principal, 0);
      expect(fromB).toMatchObject({ investment_id: fromA.id, from_seq: 3, outstanding_principal: bRest });
      const c = await buyer(2_000_000);
      expect((await purchase(c.client, fromB.id)).status).toBe(201);
      expect((await c.client.get('/api/investments')).body.items).toEqual([expect.objectContaining({ id: fromB.id, outstanding_principal: fromB.outstanding_principal })]);
      expect((await b.client.get('/api/investments')).body.items).toEqual([expect.objectContaining({ id: fromA.id, outstanding_principal: 0 })]);
      // The third installment reaches C, and no one else of the chain.
      await payBorrower(operator, loan.productId, third.total, third.due_on);
      await runBatch(operator, third.due_on);
      expect(await creditsOf(t, c.userId, loan.productId, 3)).toBe(1);
      expect(await creditsOf(t, b.userId, loan.productId, 3)).toBe(0);
      expect(await creditsOf(t, a.userId, loan.productId, 3)).toBe(0);
      expect(await creditsOf(t, loan.investors[1].userId, loan.productId, 3)).toBe(1);
      for (const [client, executedWon] of [[a.client, 600_000], [b.client, 0], [c.client, 0]] as const) expectIdentity(await dashboardOf(client), executedWon);
      expect((await dashboardOf(c.client)).counts.repaying).toBe(1);
      await expectVerifyExact();
    });
  });

  describe('races', () => {
    it('two buyers for one listing: exactly one wins, the other gets listing_not_available', async () => {
      const loan = await executedLoan(t, operator, [500_000, 300_000], { rate_bp: 1200, term_months: 6, repayment_method: 'equal_installment' });
      const listing = await listWhole(loan.investors[0].client, loan.productId);
      const [b1, b2] = await Promise.all([buyer(2_000_000), buyer(2_000_000)]);
      const [r1, r2] = await Promise.all([purchase(b1.client, listing.id), purchase(b2.client, listing.id)]);
      expect([r1.status, r2.status].sort()).toEqual([201, 409]);
      expect([r1, r2].find((r) => r.status === 409)!.body.fail_code).toBe('listing_not_available');
      const paid = [r1, r2].find((r) => r.status === 201)!.body.purchase.paid;
      const balances = [await balanceOf(b1.client), await balanceOf(b2.client)].sort((a, b) => a - b);
      expect(balances).toEqual([2_000_000 - paid, 2_000_000]);
      await expectVerifyExact();
    });

    it('a purchase against the seller\'s withdrawal: one of them, never both', async () => {
      const loan = await executedLoan(t, operator, [500_000, 300_000], { rate_bp: 1200, term_months: 6, repayment_method: 'equal_installment' });
      const listing = await listWhole(loan.investors[0].client, loan.productId);
      const b = await buyer(2_000_000);
      const [bought, withdrawn] = await Promise.all([purchase(b.client, listing.id), loan.investors[0].client.delete(`/api/transfers/listings/${listing.id}`)]);
      expect([[201, 409], [409, 200]]).toContainEqual([bought.status, withdrawn.status]);
      expect((bought.status === 409 ? bought : withdrawn).body.fail_code).toBe('listing_not_available');
      const [row] = await t.dataSource.query(`SELECT status FROM transfer_listings WHERE listing_id = $1`, [listing.id]);
      expect(row.status).toBe(bought.status === 201 ? 'sold' : 'withdrawn');
      expect(await balanceOf(b.client)).toBe(bought.status === 201 ? 2_000_000 - bought.body.purchase.paid : 2_000_000);
      await expectVerifyExact();
    });

    it('a purchase against a repayment run: the installment due before stays the seller\'s, the rest follows the winner', async () => {
      const loan = await executedLoan(t, operator, [500_000, 300_000], { rate_bp: 1200, term_months: 6, repayment_method: 'equal_installment' });
      const first = loan.loan.installments[0];
      // Paid on its due date, distributed by a run the day after, which races the purchase.
      await payBorrower(operator, loan.productId, first.total, first.due_on);
      const day = addDays(first.due_on, 1);
      await advanceClockTo(operator, day);
      const listing = await listWhole(loan.investors[0].client, loan.productId);
      expect(listing.from_seq).toBe(2);
      const b = await buyer(2_000_000);
      const [bought] = await Promise.all([purchase(b.client, listing.id), runBatch(operator, day)]);
      expect(bought.status).toBe(201);
      expect(await creditsOf(t, loan.investors[0].userId, loan.productId, 1)).toBe(1);
      expect(await creditsOf(t, b.userId, loan.productId, 1)).toBe(0);
      const second = loan.loan.installments[1];
      await payBorrower(operator, loan.productId, second.total, second.due_on);
      await runBatch(operator, second.due_on);
      expect(await creditsOf(t, b.userId, loan.productId, 2)).toBe(1);
      expect(await creditsOf(t, loan.investors[0].userId, loan.productId, 2)).toBe(0);
      await expectVerifyExact();
    });

    it('a purchase against an acceleration: either the buyer holds the accelerated claim or the listing is not available', async () => {
      const loan = await executedLoan(t, operator, [500_000, 300_000], { rate_bp: 1200, term_months: 6, repayment_method: 'equal_installment' });
      const listing = await listWhole(loan.investors[0].client, loan.productId);
      const b = await buyer(2_000_000);
      const [bought, accelerated] = await Promise.all([
        purchase(b.client, listing.id),
        operator.post(`/api/admin/products/${loan.productId}/accelerate`, { reason: '기한이익상실 경합 시험' }, paymentKey()),
      ]);
      expect(accelerated.status).toBe(200);
      const [event] = await t.dataSource.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'LoanAccelerated'`, [`loan-${loan.productId}`]);
      const holders = (event.data.holdings as { userId: string; principalWon: number }[]).map((h) => h.userId);
      if (bought.status === 201) {
        expect(holders).toContain(b.userId);
        expect(holders).not.toContain(loan.investors[0].userId);
        expect(await balanceOf(b.client)).toBe(2_000_000 - listing.price - bought.body.purchase.accrued_interest);
      } else {
        expect([bought.status, bought.body.fail_code]).toEqual([409, 'listing_not_available']);
        expect(holders).toContain(loan.investors[0].userId);
        expect(await balanceOf(b.client)).toBe(2_000_000);
      }
      await expectVerifyExact();
    });
  });
});
