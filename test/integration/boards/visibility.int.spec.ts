// Proves who may open an investor-only post, for every kind of reader, with investments made
// through the real API (POST /api/investments): visitors get 401 no_permission, investors of
// another product 403 not_invested_this_product, readers with no investment 403 is_investor_only
// on a post without a product, the product's investors and operators read it; titles stay public.
import { BoardsService } from '../../../server/src/boards';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator, signUp, signUpVerified } from '../../support/users';

let productSeq = 0;

async function openProduct(operator: HttpClient): Promise<string> {
  productSeq += 1;
  const created = await operator.post('/api/admin/products', {
    title: `가시성 시험 상품 ${productSeq}호`,
    type: 'credit',
    borrower_id: `BR-VIS-${Date.now()}-${productSeq}`,
    borrower_name: '김대출',
    grade: 'A',
    rate_bp: 1200,
    term_months: 12,
    repayment_method: 'equal_installment',
    target_amount: 10_000_000,
    max_per_user: 0,
    // Opened by the operator below: an opens_at already past would race the scheduler's 1-second opening tick (409).
    opens_at: new Date(Date.now() + 3600_000).toISOString(),
    closes_at: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    investor_only: false,
    description: '게시판 가시성 시험용 상품입니다.',
  });
  if (created.status !== 201) throw new Error(`create product: ${created.status} ${JSON.stringify(created.body)}`);
  const opened = await operator.post(`/api/admin/products/${created.body.id}/open`);
  if (opened.status !== 200) throw new Error(`open product: ${opened.status} ${JSON.stringify(opened.body)}`);
  return created.body.id;
}

/** A signed-up investor with a virtual account, 100,000 won deposited through the sandbox bank. */
async function fundedInvestor(t: TestApp): Promise<HttpClient> {
  const client = t.client();
  await signUpVerified(client);
  const vaccount = await client.post('/api/vaccount', {});
  if (vaccount.status !== 201) throw new Error(`vaccount: ${vaccount.status} ${JSON.stringify(vaccount.body)}`);
  const deposit = await client.post('/api/sandbox/deposits', { amount: 100_000 });
  if (deposit.status !== 201) throw new Error(`deposit: ${deposit.status} ${JSON.stringify(deposit.body)}`);
  return client;
}

async function invest(client: HttpClient, productId: string): Promise<string> {
  const ticket = await client.post('/api/invest_tickets');
  if (ticket.status !== 201) throw new Error(`ticket: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  const res = await client.post('/api/investments', { ticket: ticket.body.ticket, acknowledged: true, items: [{ product_id: productId, amount: 10_000 }] });
  if (res.status !== 201) throw new Error(`invest: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.investments[0].id;
}

describe('investor-only posts', () => {
  let t: TestApp;
  let operator: HttpClient;
  let visitor: HttpClient;
  let investorOfA: HttpClient;
  let investorOfB: HttpClient;
  let noInvestments: HttpClient;
  let canceledInvestor: HttpClient;
  let productA: string;
  let linkedPostId: string;
  let generalPostId: string;
  let publicPostId: string;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    visitor = t.client();
    productA = await openProduct(operator);
    const productB = await openProduct(operator);
    investorOfA = await fundedInvestor(t);
    await invest(investorOfA, productA);
    investorOfB = await fundedInvestor(t);
    await invest(investorOfB, productB);
    canceledInvestor = await fundedInvestor(t);
    const canceledId = await invest(canceledInvestor, productA);
    const canceled = await canceledInvestor.delete(`/api/investments/${canceledId}`);
    if (canceled.status !== 200) throw new Error(`cancel: ${canceled.status} ${JSON.stringify(canceled.body)}`);
    noInvestments = t.client();
    await signUp(noInvestments);

    // The repayments batch publishes through the exported service; the operator writes the others.
    linkedPostId = (await t.app.get(BoardsService).publishOverdueNotice({
      productId: productA,
      title: '[연체] 가시성 시험 상품 상환 지연 안내',
      bodyHtml: '<p>회수 계획: 담보 처분 <script>alert(1)</script>비밀어구</p>',
    })).id;
    generalPostId = (await operator.post('/api/admin/boards/overdue', { title: '투자자 전용 회수 절차', body: '<p>투자자에게만 알리는 회수 절차</p>', investor_only: true })).body.id;
    publicPostId = (await operator.post('/api/admin/boards/overdue', { title: '월간 연체 현황', body: '<p>누구나 볼 수 있습니다</p>' })).body.id;
  });
  afterAll(() => t.close());

  it('lists every post with its title for everyone, investor-only ones flagged', async () => {
    const list = await visitor.get('/api/boards/overdue');
    expect(list.status).toBe(200);
    const byId = new Map(list.body.items.map((i: { id: string }) => [i.id, i]));
    expect(byId.get(linkedPostId)).toMatchObject({ title: '[연체] 가시성 시험 상품 상환 지연 안내', investor_only: true, product_id: productA });
    expect(byId.get(generalPostId)).toMatchObject({ investor_only: true });
    expect(byId.get(publicPostId)).toMatchObject({ investor_only: false });
    // The body of an investor-only post is not searchable: a hit would leak it.
    expect((await visitor.get(`/api/boards/overdue?q=${encodeURIComponent('비밀어구')}`)).body.total).toBe(0);
  });

  describe('a post linked to product A', () => {
    it('visitor → 401 no_permission', async () => {
      const res = await visitor.get(`/api/boards/overdue/${linkedPostId}`);
      expect(res.status).toBe(401);
      expect(res.body.fail_code).toBe('no_permission');
    });

    it('investor of another product → 403 not_invested_this_product', async () => {
      const res = await investorOfB.get(`/api/boards/overdue/${linkedPostId}`);
      expect(res.status).toBe(403);
      expect(res.body.fail_code).toBe('not_invested_this_product');
    });

    it('a reader with no investment, or whose investment in A was canceled → 403 not_invested_this_product', async () => {
      expect((await noInvestments.get(`/api/boards/overdue/${linkedPostId}`)).body.fail_code).toBe('not_invested_this_product');
      expect((await canceledInvestor.get(`/api/boards/overdue/${linkedPostId}`)).body.fail_code).toBe('not_invested_this_product');
    });

    it("product A's investor reads it, sanitized", async () => {
      const res = await investorOfA.get(`/api/boards/overdue/${linkedPostId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: linkedPostId, board: 'overdue', investor_only: true, product_id: productA });
      expect(res.body.body_html).toBe('<p>회수 계획: 담보 처분 비밀어구</p>');
    });

    it('an operator reads it', async () => {
      expect((await operator.get(`/api/boards/overdue/${linkedPostId}`)).status).toBe(200);
    });
  });

  describe('an investor-only post without a product', () => {
    it('visitor → 401 no_permission; no investment at all → 403 is_investor_only', async () => {
      expect((await visitor.get(`/api/boards/overdue/${generalPostId}`)).body.fail_code).toBe('no_permission');
      const res = await noInvestments.get(`/api/boards/overdue/${generalPostId}`);
      expect(res.status).toBe(403);
      expect(res.body.fail_code).toBe('is_investor_only');
      expect((await canceledInvestor.get(`/api/boards/overdue/${generalPostId}`)).body.fail_code).toBe('is_investor_only');
    });

    it('any investor and operators read it', async () => {
      expect((await investorOfB.get(`/api/boards/overdue/${generalPostId}`)).status).toBe(200);
      expect((await investorOfA.get(`/api/boards/overdue/${generalPostId}`)).status).toBe(200);
      expect((await operator.get(`/api/boards/overdue/${generalPostId}`)).status).toBe(200);
    });
  });

  it('a public post opens for everyone, with investor-only neighbours shown by title', async () => {
    const res = await visitor.get(`/api/boards/overdue/${publicPostId}`);
    expect(res.status).toBe(200);
    expect(res.body.prev).toEqual({ id: generalPostId, title: '투자자 전용 회수 절차' });
    expect(res.body.next).toBeNull();
  });

  it('publishOverdueNotice is idempotent per product and title', async () => {
    const again = await t.app.get(BoardsService).publishOverdueNotice({ productId: productA, title: '[연체] 가시성 시험 상품 상환 지연 안내', bodyHtml: '<p>다시</p>' });
    expect(again.id).toBe(linkedPostId);
  });
});
