// Proves the overdue notice (온투법 22조⑤): on the first repayment run after an unpaid due date the
// installment's investors get `installment_overdue` and the overdue board gets a post linked to the
// product (title public, body for its investors, reason being confirmed), with a deadline of 5
// Korean business days that skips 2027's 추석 (Sept 14–16) and the weekend, set by the business
// clock; the operator's reason revises the post and notifies again, once per reason; a rerun
// posts and notifies nothing twice; bad requests get their fail codes.
// The calendar is lived on the business clock from 2027-08-13 (the holiday table covers 2027).
import type { HttpClient } from '../../support/http-client';
import { advanceClockTo } from '../../support/business-clock';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct } from '../investing/investing-fixtures';
import { executedLoan, ExecutedLoan, runBatch, until } from '../repayments/loan-fixtures';

interface Notice {
  seq: number;
  due_on: string;
  article_id: string;
  posted_on: string;
  deadline_on: string;
  late: boolean;
  reason: string | null;
  revision: number;
}

describe('overdue notices', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;
  const REASON = '차입자의 공사 대금 회수가 늦어져 상환이 지연되고 있으며, 9월 30일까지 입금을 약속받았습니다.';

  const notices = async (): Promise<Notice[]> => (await operator.get(`/api/admin/products/${loan.productId}/overdue_notices`)).body.items;
  const overdueNotifications = async (client: HttpClient) =>
    ((await client.get('/api/notifications?limit=100')).body.items as { kind: string; title: string; body: string; link: string }[]).filter((n) => n.kind === 'installment_overdue');

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    await advanceClockTo(operator, '2027-08-13');
    loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1200, term_months: 3, repayment_method: 'equal_installment' });
  });
  afterAll(() => t.close());

  it('posts nothing on the due date itself', async () => {
    expect(loan.loan.installments[0].due_on).toBe('2027-09-13');
    await runBatch(operator, '2027-09-13');
    expect(await notices()).toEqual([]);
    expect(await overdueNotifications(loan.investors[0].client)).toEqual([]);
  });

  it('on the first run after the due date posts the notice with a business-day deadline and notifies each investor', async () => {
    await runBatch(operator, '2027-09-14');
    const [notice] = await notices();
    // 5 business days after Mon 09-13: 추석 Tue–Thu and the weekend skipped → Thu 09-23 (09-20 on weekends alone).
    expect(notice).toMatchObject({ seq: 1, due_on: '2027-09-13', posted_on: '2027-09-14', deadline_on: '2027-09-23', late: false, reason: null, revision: 0 });
    for (const investor of loan.investors) {
      const [told] = await overdueNotifications(investor.client);
      expect(told).toMatchObject({ title: '상환이 지연되고 있습니다', link: `/overdue/${notice.article_id}` });
      expect(told.body).toContain('연체 사유는 확인 중');
    }
  });

  it('shows the title to everyone and the body only to the product investors', async () => {
    const { article_id: articleId } = (await notices())[0];
    const visitor = t.client();
    const listed = (await visitor.get('/api/boards/overdue')).body.items.find((p: { id: string }) => p.id === articleId);
    expect(listed).toMatchObject({ product_id: loan.productId, investor_only: true });
    expect(listed.title).toContain('1회차(2027-09-13) 상환 지연');
    // Dated by the business clock like everything the calendar decides (the run of 2027-09-14), not the wall clock.
    expect(new Date(Date.parse(listed.created_at) + 9 * 3600_000).toISOString().slice(0, 10)).toBe('2027-09-14');
    expect((await visitor.get(`/api/boards/overdue/${articleId}`)).status).toBe(401);
    const opened = await loan.investors[1].client.get(`/api/boards/overdue/${articleId}`);
    expect(opened.status).toBe(200);
    expect(opened.body.body_html).toContain('확인하고 있습니다');
  });

  it('publishes the operator reason on the post and notifies again, once per reason', async () => {
    const res = await operator.post(`/api/admin/products/${loan.productId}/overdue_notices`, { reason: REASON });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reason: REASON, revision: 1 });
    const again = await operator.post(`/api/admin/products/${loan.productId}/overdue_notices`, { reason: REASON });
    expect(again.body.revision).toBe(1);
    const told = await overdueNotifications(loan.investors[0].client);
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ title: '연체 사유를 안내해 드립니다' });
    expect(told[0].body).toContain(REASON);
    const opened = await loan.investors[0].client.get(`/api/boards/overdue/${res.body.article_id}`);
    expect(opened.body.body_html).toContain(REASON);
    expect(opened.body.body_html).not.toContain('확인하고 있습니다');
  });

  it('mails every notice to the investors', async () => {
    const investor = loan.investors[0];
    const mails = await until('overdue mails', async () => {
      const items = (await operator.get(`/api/admin/mail_outbox?to=${encodeURIComponent(investor.email)}&limit=100`)).body.items as { subject: string; body_text: string }[];
      const overdue = items.filter((m) => m.subject.includes('상환이 지연되고 있습니다') || m.subject.includes('연체 사유'));
      return overdue.length >= 2 ? overdue : null;
    }, 30_000, 500);
    // Mails relayed in one batch share their instant, so their order in the outbox is not defined.
    expect(mails.map((m) => m.subject).sort()).toEqual(['[온다리펀딩] 상환이 지연되고 있습니다', '[온다리펀딩] 연체 사유를 안내해 드립니다'].sort());
  });

  it('posts and notifies nothing twice when the run is repeated', async () => {
    await runBatch(operator, '2027-09-14');
    await runBatch(operator, '2027-09-15');
    expect(await notices()).toHaveLength(1);
    expect(await overdueNotifications(loan.investors[1].client)).toHaveLength(2);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM articles WHERE board = 'overdue' AND product_id = $1`, [loan.productId]);
    expect(n).toBe(1);
  });

  it('refuses a missing reason, an unknown product, a product without a notice and a non-operator', async () => {
    const empty = await operator.post(`/api/admin/products/${loan.productId}/overdue_notices`, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fail_code).toBe('invalid_input');
    const unknown = await operator.post('/api/admin/products/00000000-0000-4000-8000-000000000000/overdue_notices', { reason: REASON });
    expect([unknown.status, unknown.body.fail_code]).toEqual([404, 'no_such_product']);
    const fresh = await createProduct(operator, { target_amount: 1_000_000 });
    const none = await operator.post(`/api/admin/products/${fresh.id}/overdue_notices`, { reason: REASON });
    expect([none.status, none.body.fail_code]).toEqual([404, 'not_found']);
    const byInvestor = await loan.investors[0].client.post(`/api/admin/products/${loan.productId}/overdue_notices`, { reason: REASON });
    expect(byInvestor.status).toBe(403);
  });
});
