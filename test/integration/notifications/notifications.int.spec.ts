// Proves the notification outbox: a deposit, an investment, its funding and execution, and a
// repayment each leave their notification (written with the event), a rerun of the repayment run
// and a second write of the same cause add none, the centre pages by cursor and counts unread,
// marking read touches only the investor's own, each notification is mailed (its link absolute,
// from PUBLIC_URL, since a mail client cannot open a path), and marketing
// (a product opening) reaches only investors whose consent stands, withdrawable in the profile.
import { randomUUID } from 'node:crypto';
import { writeNotifications } from '../../../server/src/notifications';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor } from '../investing/investing-fixtures';
import { executedLoan, ExecutedLoan, payBorrower, runBatch, until } from '../repayments/loan-fixtures';

const PUBLIC_URL = 'https://www.ondari.example';

interface Item {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
}

describe('notifications', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;

  const page = async (client: HttpClient, query = 'limit=100') => (await client.get(`/api/notifications?${query}`)).body as { items: Item[]; next_cursor: string | null; unread: number };
  const kinds = async (client: HttpClient) => (await page(client)).items.map((n) => n.kind);

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: `${PUBLIC_URL}/` } });
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [500_000], { rate_bp: 1200, term_months: 2, repayment_method: 'equal_installment' });
  });
  afterAll(() => t.close());

  it('tells the investor of the deposit, the investment, the funding and the execution', async () => {
    const client = loan.investors[0].client;
    const seen = await until('notifications', async () => {
      const k = await kinds(client);
      return ['deposit_credited', 'investment_placed', 'product_funded', 'loan_executed'].every((x) => k.includes(x)) ? k : null;
    });
    expect(seen.filter((k) => k === 'deposit_credited')).toHaveLength(1);
    const deposit = (await page(client)).items.find((n) => n.kind === 'deposit_credited')!;
    expect(deposit).toMatchObject({ title: '예치금이 입금되었습니다', body: expect.stringContaining('500,000원이 예치금으로 입금되었습니다'), read_at: null });
  });

  it('tells each repayment once, however often the run is repeated', async () => {
    const first = loan.loan.installments[0];
    await payBorrower(operator, loan.productId, first.total, first.due_on);
    await runBatch(operator, first.due_on);
    await runBatch(operator, first.due_on);
    const paid = (await page(loan.investors[0].client)).items.filter((n) => n.kind === 'repayment_paid');
    expect(paid).toHaveLength(1);
    expect(paid[0].body).toContain('1회차 상환금');
    expect(paid[0].link).toBe(`/user/repay/${loan.productId}`);
  });

  it('writes one row per cause, investor and kind when a write is retried', async () => {
    const userId = loan.investors[0].userId;
    const note = { userId, kind: 'deposit_credited' as const, sourceId: `test:${randomUUID()}`, title: '재시도', body: '재시도', link: null };
    expect(await writeNotifications(t.dataSource, [note])).toBe(1);
    expect(await writeNotifications(t.dataSource, [note])).toBe(0);
  });

  it('pages by cursor, counts unread and marks only the investor own as read', async () => {
    const client = loan.investors[0].client;
    const all = await page(client);
    expect(all.unread).toBe(all.items.length);
    const first = await page(client, 'limit=2');
    const second = await page(client, `limit=2&cursor=${first.next_cursor}`);
    expect(first.items.map((n) => n.id)).toEqual(all.items.slice(0, 2).map((n) => n.id));
    expect(second.items.map((n) => n.id)).toEqual(all.items.slice(2, 4).map((n) => n.id));

    const stranger = (await fundedInvestor(t, 0, { vaccount: false })).client;
    expect((await stranger.post('/api/notifications/read', { ids: [all.items[0].id] })).status).toBe(204);
    expect((await page(client)).unread).toBe(all.items.length);
    await client.post('/api/notifications/read', { ids: [all.items[0].id] });
    expect((await page(client)).unread).toBe(all.items.length - 1);
    await client.post('/api/notifications/read', {});
    expect((await page(client)).unread).toBe(0);
    expect((await client.post('/api/notifications/read', { ids: ['not-a-uuid'] })).body.fail_code).toBe('invalid_input');
    expect((await client.get('/api/notifications?limit=101')).body.fail_code).toBe('invalid_input');
    expect((await t.client().get('/api/notifications')).status).toBe(401);
  });

  it('mails each notification to the investor, with an absolute link', async () => {
    const mails = await until('mails', async () => {
      const items = (await operator.get(`/api/admin/mail_outbox?to=${encodeURIComponent(loan.investors[0].email)}&limit=100`)).body.items as { subject: string; body_text: string }[];
      return items.some((m) => m.subject === '[온다리펀딩] 상환금이 지급되었습니다') ? items : null;
    }, 30_000, 500);
    expect(mails.find((m) => m.subject === '[온다리펀딩] 예치금이 입금되었습니다')!.body_text).toContain(`자세히 보기: ${PUBLIC_URL}/user/deposit`);
  });

  it('sends marketing only to investors whose consent stands, and stops when it is withdrawn', async () => {
    const consenting = await fundedInvestor(t, 0, { vaccount: false });
    const silent = await fundedInvestor(t, 0, { vaccount: false });
    expect((await consenting.client.put('/api/me/notification_settings', { marketing: true, source: 'sign_up' })).body.marketing).toBe(true);
    expect((await silent.client.get('/api/me/notification_settings')).body).toEqual({ marketing: false, changed_at: null });

    await createProduct(operator, { target_amount: 1_000_000 });
    const opened = (await page(consenting.client)).items.filter((n) => n.kind === 'product_opened');
    expect(opened).toHaveLength(1);
    expect(opened[0].body).toContain('모집이 시작되었습니다');
    expect(await kinds(silent.client)).not.toContain('product_opened');

    expect((await consenting.client.put('/api/me/notification_settings', { marketing: false })).body.marketing).toBe(false);
    await createProduct(operator, { target_amount: 1_000_000 });
    expect((await page(consenting.client)).items.filter((n) => n.kind === 'product_opened')).toHaveLength(1);
    const history = await t.dataSource.query(`SELECT consented, source FROM marketing_consent_changes WHERE user_id = $1 ORDER BY id`, [consenting.user.id]);
    expect(history).toEqual([{ consented: true, source: 'sign_up' }, { consented: false, source: 'profile' }]);
    expect((await consenting.client.put('/api/me/notification_settings', { marketing: 'yes' })).body.fail_code).toBe('invalid_input');
  });
});
