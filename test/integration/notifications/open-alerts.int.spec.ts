// Proves 오픈 알림 through HTTP: an investor subscribes with criteria (bad criteria refused with
// Korean messages), a matching product tells them exactly once when it is registered
// (product_scheduled) and once when it opens (product_opened), in-app and by mail, with no
// marketing consent needed; a non-matching product tells nothing, a redelivered cause adds nothing,
// a subscriber who also consented to marketing gets one opening notice, not two, and after
// unsubscribing nothing more comes.
import { notifyOpenAlerts, openedProductOf } from '../../../server/src/notifications/open-alerts/open-alert-notifications';
import type { StoredEvent } from '../../../server/src/shared/event-store/event-store.types';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, ProductInput } from '../investing/investing-fixtures';
import { until } from '../repayments/loan-fixtures';

interface Item {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

const CRITERIA = { types: ['credit', 'corporate'], grades: ['A'], min_rate_bp: 1000, max_term_months: 12 };

describe('오픈 알림 (open alerts)', () => {
  let t: TestApp;
  let operator: HttpClient;

  const notices = async (client: HttpClient, productId: string) =>
    ((await client.get('/api/notifications?limit=100')).body.items as Item[]).filter((n) => n.link === `/products/${productId}`).map((n) => n.kind).sort();

  /** A product registered (scheduled, opening tomorrow) and then opened by the operator. */
  async function scheduleThenOpen(input: ProductInput, between: (productId: string) => Promise<void>): Promise<string> {
    const clock = await operator.get('/api/admin/sandbox/clock');
    const nowMs = Date.parse(clock.body.now);
    const { id } = await createProduct(operator, { ...input, opens_at: new Date(nowMs + 24 * 3600_000).toISOString(), closes_at: new Date(nowMs + 9 * 24 * 3600_000).toISOString() }, false);
    await between(id);
    const opened = await operator.post(`/api/admin/products/${id}/open`);
    expect(opened.status).toBe(200);
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  it('refuses bad criteria with the field and a Korean message', async () => {
    const { client } = await fundedInvestor(t, 0, { vaccount: false });
    const empty = await client.put('/api/me/open_alerts', { types: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ fail_code: 'invalid_input', fields: { types: 'invalid_value' }, message: '알림을 받을 상품 유형을 하나 이상 선택해 주십시오.' });
    const rate = await client.put('/api/me/open_alerts', { types: ['apt'], min_rate_bp: 2_500, grades: ['F'] });
    expect(rate.body.fields).toEqual({ grades: 'invalid_value', min_rate_bp: 'too_large' });
    expect((await client.put('/api/me/open_alerts', { types: ['apt', 'apt'] })).body.fields).toEqual({ types: 'invalid_value' });
    expect((await client.put('/api/me/open_alerts', { types: ['apt'], max_term_months: 0, extra: 1 })).body.fields).toEqual({ max_term_months: 'too_small', extra: 'unknown_field' });
    expect((await client.get('/api/me/open_alerts')).body).toEqual({ alert: null });
    expect((await t.client().get('/api/me/open_alerts')).status).toBe(401);
  });

  it('tells a subscriber once when a matching product is scheduled and once when it opens, never of one that does not match', async () => {
    const subscriber = await fundedInvestor(t, 0, { vaccount: false });
    const saved = await subscriber.client.put('/api/me/open_alerts', CRITERIA);
    expect(saved.status).toBe(200);
    expect(saved.body.alert).toMatchObject({ types: ['credit', 'corporate'], grades: ['A'], min_rate_bp: 1000, max_term_months: 12 });
    expect((await subscriber.client.get('/api/me/open_alerts')).body.alert).toEqual(saved.body.alert);

    let matchingScheduled: string[] = [];
    const matching = await scheduleThenOpen({ type: 'credit', rate_bp: 1200, term_months: 12 }, async (id) => {
      matchingScheduled = await notices(subscriber.client, id);
    });
    expect(matchingScheduled).toEqual(['product_scheduled']);
    expect(await notices(subscriber.client, matching)).toEqual(['product_opened', 'product_scheduled']);

    const lowRate = await scheduleThenOpen({ type: 'credit', rate_bp: 900, term_months: 12 }, async () => undefined);
    const longTerm = await scheduleThenOpen({ type: 'corporate', rate_bp: 1200, term_months: 18 }, async () => undefined);
    const otherType = await scheduleThenOpen({ type: 'apt', rate_bp: 1500, term_months: 6 }, async () => undefined);
    for (const id of [lowRate, longTerm, otherType]) expect(await notices(subscriber.client, id)).toEqual([]);

    const texts = ((await subscriber.client.get('/api/notifications?limit=100')).body.items as Item[]).filter((n) => n.link === `/products/${matching}`);
    expect(texts.find((n) => n.kind === 'product_scheduled')!.body).toContain('연 12.00%, 12개월, A2등급');
    expect(texts.find((n) => n.kind === 'product_opened')!.title).toBe('오픈 알림: 상품 모집이 시작되었습니다');

    // A redelivered cause (the writer run again for the same product) tells nobody twice.
    const event = { data: { productId: matching } } as unknown as StoredEvent;
    const product = await openedProductOf(t.dataSource, event);
    expect(await notifyOpenAlerts(t.dataSource, 'product_opened', product!)).toBe(0);
    expect(await notifyOpenAlerts(t.dataSource, 'product_scheduled', product!)).toBe(0);
    expect(await notices(subscriber.client, matching)).toEqual(['product_opened', 'product_scheduled']);

    // Mailed like every notification, saying why it came and how to stop it (no marketing consent asked).
    const mails = await until('open alert mails', async () => {
      const items = (await operator.get(`/api/admin/mail_outbox?to=${encodeURIComponent(subscriber.email)}&limit=100`)).body.items as { subject: string; body_text: string }[];
      return items.filter((m) => m.subject.startsWith('[온다리펀딩] 오픈 알림')).length === 2 ? items : null;
    }, 30_000, 300);
    expect(mails.map((m) => m.subject).filter((s) => s.includes('오픈 알림')).sort()).toEqual(['[온다리펀딩] 오픈 알림: 공개 예정 상품이 등록되었습니다', '[온다리펀딩] 오픈 알림: 상품 모집이 시작되었습니다']);
    expect(mails[0].body_text).toContain('오픈 알림을 신청하셔서 보내 드린 메일입니다');
    expect(mails[0].body_text).toContain(`/products/${matching}`);
  });

  it('gives a subscriber who also consented to marketing one opening notice, the one they asked for', async () => {
    const both = await fundedInvestor(t, 0, { vaccount: false });
    await both.client.put('/api/me/notification_settings', { marketing: true });
    await both.client.put('/api/me/open_alerts', { types: ['credit'] });
    const id = await scheduleThenOpen({ type: 'credit', rate_bp: 1100, term_months: 6 }, async () => undefined);
    const opened = ((await both.client.get('/api/notifications?limit=100')).body.items as (Item & { category: string })[]).filter((n) => n.link === `/products/${id}` && n.kind === 'product_opened');
    expect(opened).toHaveLength(1);
    expect(opened[0].category).toBe('requested');
  });

  it('tells nothing more after unsubscribing', async () => {
    const leaver = await fundedInvestor(t, 0, { vaccount: false });
    await leaver.client.put('/api/me/open_alerts', { types: ['credit'], min_rate_bp: null, max_term_months: null, grades: [] });
    const first = await scheduleThenOpen({ type: 'credit' }, async () => undefined);
    expect(await notices(leaver.client, first)).toEqual(['product_opened', 'product_scheduled']);

    expect((await leaver.client.delete('/api/me/open_alerts')).status).toBe(204);
    expect((await leaver.client.delete('/api/me/open_alerts')).status).toBe(204);
    expect((await leaver.client.get('/api/me/open_alerts')).body).toEqual({ alert: null });
    const later = await scheduleThenOpen({ type: 'credit' }, async () => undefined);
    expect(await notices(leaver.client, later)).toEqual([]);
  });
});
