// Proves that an investor who holds their own investment in a loan and a claim bought in the same
// loan (docs/api.md "Transfers (원리금수취권 양도)") sees each holding on its own, to the won: A
// invests in P, B invests in P, A buys B's listed claim; then A's investment and A's claim each show
// the outstanding principal, the next installment and, after a repayment run, what came back,
// exactly as each party's own schedule had it before the sale — and A's dashboard is their sum.
// The repayment page's timeline shows the transfer: 양수 first for the claim's buyer, 양도 last for
// its seller. Every read model equals its rebuild (the ledger's verify).
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { login, loginAsOperator } from '../../support/users';
import { addDays } from '../../../server/src/shared/clock';
import { advanceClockTo } from '../../support/business-clock';
import { createProduct, fundedInvestor, invest, setInvestorType } from '../investing/investing-fixtures';
import { LoanDetail, loanOf, payBorrower, runBatch } from './loan-fixtures';

type Row = { seq: number; due_on: string; principal: number; interest: number; status: string };
type Holding = {
  id: string; kind: string; principal: number; outstanding_principal: number; received_principal: number; received_interest: number;
  acquired_on: string | null; price: number | null; next: { seq: number; due_on: string; principal: number; interest: number } | null;
};
type Item = { id: string; product_id: string; amount: number; outstanding_principal: number; received_interest: number };

describe('a holder of an investment and of a claim bought in the same loan', () => {
  let t: TestApp;
  let operator: HttpClient;
  let productId: string;
  let loan: LoanDetail;
  let a: HttpClient;
  let b: HttpClient;
  let aInvestment: string;
  let listing: { id: string; price: number; outstanding_principal: number; from_seq: number };
  let aBefore: Row[];
  let bBefore: Row[];
  let purchasedOn: string;
  let accrued: number;
  let fee: number;

  const repayments = async (client: HttpClient) => (await client.get(`/api/investments/${productId}/repayments`)).body;
  const itemsOf = async (client: HttpClient): Promise<Item[]> => ((await client.get('/api/investments')).body.items as Item[]).filter((i) => i.product_id === productId);
  const sum = (rows: Row[], f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0);

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    const product = await createProduct(operator, { target_amount: 1_000_000, rate_bp: 1200, term_months: 6, repayment_method: 'equal_installment' });
    productId = product.id;
    // A: income-qualified (eligible to buy), with money for the claim; B: a general investor.
    const fundedA = await fundedInvestor(t, 2_000_000);
    await setInvestorType(t, fundedA.user.id, 'income_qualified');
    await login(fundedA.client, fundedA.email, fundedA.password);
    a = fundedA.client;
    const placedA = await invest(a, [{ product_id: productId, amount: 600_000 }]);
    expect(placedA.status).toBe(201);
    aInvestment = placedA.body.investments[0].id;
    b = (await fundedInvestor(t, 400_000)).client;
    expect((await invest(b, [{ product_id: productId, amount: 400_000 }])).status).toBe(201);
    expect((await operator.post(`/api/admin/products/${productId}/execute`)).status).toBe(200);
    loan = await loanOf(operator, productId);
    const first = loan.installments[0];
    await payBorrower(operator, productId, first.total, first.due_on);
    await runBatch(operator, first.due_on);
    purchasedOn = addDays(first.due_on, 10);
    await advanceClockTo(operator, purchasedOn);
    // Each party's own schedule before the sale: what each holding must keep showing after it.
    aBefore = (await repayments(a)).schedule;
    bBefore = (await repayments(b)).schedule;
    const bItem = (await itemsOf(b))[0];
    const probe = await b.post('/api/transfers/listings', { investment_id: bItem.id, price: 1, acknowledged: true });
    const maxWon = Number(/([\d,]+)원~([\d,]+)원/.exec(probe.body.message)![2].replace(/,/g, ''));
    const listed = await b.post('/api/transfers/listings', { investment_id: bItem.id, price: Math.round(maxWon / 1.02), acknowledged: true });
    expect(listed.status).toBe(201);
    listing = listed.body.listing;
    expect(listing.from_seq).toBe(2);
    const ticket = (await a.post('/api/invest_tickets')).body.ticket;
    const bought = await a.post('/api/transfers/purchases', { listing_id: listing.id, ticket, acknowledged: true });
    expect(bought.status).toBe(201);
    accrued = bought.body.purchase.accrued_interest;
    fee = bought.body.purchase.fee;
  });
  afterAll(() => t.close());

  /** What each of A's holdings must show once installments up to `paidSeq` are paid out. */
  function expected(paidSeq: number) {
    const paid = (rows: Row[]) => rows.filter((r) => r.seq <= paidSeq);
    const ownPaid = paid(aBefore);
    const boughtPaid = paid(bBefore).filter((r) => r.seq >= listing.from_seq);
    const nextOf = (rows: Row[]) => {
      const r = rows.find((x) => x.seq === paidSeq + 1);
      return r ? { seq: r.seq, due_on: r.due_on, principal: r.principal, interest: r.interest } : null;
    };
    return {
      own: { outstanding: 600_000 - sum(ownPaid, (r) => r.principal), receivedPrincipal: sum(ownPaid, (r) => r.principal), interest: sum(ownPaid, (r) => r.interest), next: nextOf(aBefore) },
      bought: {
        outstanding: listing.outstanding_principal - sum(boughtPaid, (r) => r.principal), receivedPrincipal: sum(boughtPaid, (r) => r.principal),
        interest: sum(boughtPaid, (r) => r.interest), next: nextOf(bBefore),
      },
    };
  }

  async function expectHoldings(paidSeq: number) {
    const want = expected(paidSeq);
    // GET /investments: each item its own figures.
    const items = await itemsOf(a);
    const ownItem = items.find((i) => i.id === aInvestment)!;
    const boughtItem = items.find((i) => i.id === listing.id)!;
    expect([ownItem.outstanding_principal, ownItem.received_interest]).toEqual([want.own.outstanding, want.own.interest]);
    expect([boughtItem.amount, boughtItem.outstanding_principal, boughtItem.received_interest]).toEqual([listing.outstanding_principal, want.bought.outstanding, want.bought.interest]);
    // The repayment page: each holding, with its own next installment.
    const page = await repayments(a);
    const holdings = page.holdings as Holding[];
    expect(holdings.find((h) => h.id === aInvestment)).toEqual({
      id: aInvestment, kind: 'invested', principal: 600_000, outstanding_principal: want.own.outstanding, received_principal: want.own.receivedPrincipal,
      received_interest: want.own.interest, acquired_on: null, price: null, next: want.own.next,
    });
    expect(holdings.find((h) => h.id === listing.id)).toEqual({
      id: listing.id, kind: 'bought', principal: listing.outstanding_principal, outstanding_principal: want.bought.outstanding, received_principal: want.bought.receivedPrincipal,
      received_interest: want.bought.interest, acquired_on: purchasedOn, price: listing.price, next: want.bought.next,
    });
    // The schedule adds both up per installment; the dashboard is the sum of both holdings.
    const schedule = page.schedule as Row[];
    for (const seq of [listing.from_seq, listing.from_seq + 1]) {
      const own = aBefore.find((r) => r.seq === seq)!;
      const theirs = bBefore.find((r) => r.seq === seq)!;
      expect(schedule.find((r) => r.seq === seq)).toMatchObject({ principal: own.principal + theirs.principal, interest: own.interest + theirs.interest });
    }
    const dashboard = (await a.get('/api/dashboard')).body;
    expect(dashboard.outstanding_principal).toBe(want.own.outstanding + want.bought.outstanding);
    expect(dashboard.received_principal).toBe(want.own.receivedPrincipal + want.bought.receivedPrincipal);
    expect(dashboard.received_interest).toBe(want.own.interest + want.bought.interest);
  }

  it('shows each holding its own figures right after the purchase', async () => {
    await expectHoldings(1);
  });

  it('keeps each holding its own after the next repayment run, to the won', async () => {
    const second = loan.installments[1];
    await payBorrower(operator, productId, second.total, second.due_on);
    await runBatch(operator, second.due_on);
    expect((await repayments(a)).schedule.find((r: Row) => r.seq === 2).status).toBe('paid');
    await expectHoldings(2);
  });

  it('shows the transfer on the timelines: 양수 first of the claim for the buyer, 양도 last for the seller', async () => {
    const aTimeline = (await repayments(a)).timeline as { kind: string; on: string; price?: number; accrued_interest?: number; fee?: number; principal?: number }[];
    expect(aTimeline[0].kind).toBe('executed');
    const inStep = aTimeline.find((i) => i.kind === 'transfer_in');
    expect(inStep).toMatchObject({ on: purchasedOn, price: listing.price, amount: listing.price, principal: listing.outstanding_principal, accrued_interest: accrued });
    expect(aTimeline.map((i) => i.kind)).toEqual(expect.arrayContaining(['paid']));
    const bTimeline = (await repayments(b)).timeline as { kind: string; on: string; price?: number; fee?: number }[];
    expect(bTimeline.at(-1)).toMatchObject({ kind: 'transfer_out', on: purchasedOn, price: listing.price, fee });
    expect(bTimeline.filter((i) => i.kind === 'paid')).toHaveLength(1);
  });

  it('leaves every read model equal to its rebuild', async () => {
    const verify = (await operator.get('/api/admin/ledger/verify')).body;
    expect(verify.projections.filter((p: { ok: boolean }) => !p.ok)).toEqual([]);
    expect(verify.ok).toBe(true);
  });
});
