// Product events that concern many investors: who is told and what. Funded and executed go to the
// product's investors (transactional); a product opening for funding is marketing, written in one
// statement for every investor whose consent stands (온투법 19조: never without it).
import { formatWon } from '../../shared/won';
import { rows, Queryable } from '../../shared/database/sql';
import type { EventNamed, StoredEvent } from '../../shared/event-store/event-store.types';
import type { ProductEvent } from '../../products';
import { productCauseId } from '../open-alerts/open-alert-notifications';
import { BUSINESS_NOW_SQL, type OutboxNotification } from '../outbox/write-notifications';

/** ProductRegistered tells 오픈 알림 subscribers (open-alerts/); the others as below. */
export const NOTIFIED_PRODUCT_EVENTS = ['ProductFunded', 'ProductExecuted', 'ProductOpened', 'ProductRegistered'] as const;
export type NotifiedProductEvent = EventNamed<ProductEvent, (typeof NOTIFIED_PRODUCT_EVENTS)[number]>;

export const eventSourceId = (event: StoredEvent): string => `event:${event.streamId}@${event.streamVersion}`;

/** The transactional notifications of a funded or executed product (one read for a funded one). */
export async function productAudience(q: Queryable, event: StoredEvent<NotifiedProductEvent>, title: string): Promise<OutboxNotification[]> {
  const productId = event.data.productId;
  const sourceId = eventSourceId(event);
  if (event.type === 'ProductFunded') {
    const investors = await rows<{ user_id: string }>(q, `SELECT DISTINCT user_id FROM investments WHERE product_id = $1 AND status <> 'canceled'`, [productId]);
    return investors.map((r) => ({
      userId: r.user_id, kind: 'product_funded', sourceId, link: `/products/${productId}`,
      title: '모집이 완료되었습니다',
      body: `${title} 상품의 모집 금액이 모두 채워졌습니다. 대출이 실행되면 다시 알려 드리겠습니다.`,
    }));
  }
  if (event.type === 'ProductExecuted') {
    const byUser = new Map<string, number>();
    for (const line of event.data.investments) byUser.set(line.userId, (byUser.get(line.userId) ?? 0) + line.amountWon);
    return [...byUser].map(([userId, amountWon]) => ({
      userId, kind: 'loan_executed', sourceId, link: `/user/repay/${productId}`,
      title: '대출이 실행되었습니다',
      body: `${title} 상품의 대출이 실행되어 투자하신 ${formatWon(amountWon)}의 상환 일정이 확정되었습니다.`,
    }));
  }
  return [];
}

/**
 * A product opened for funding: one statement for every consenting investor (marketing). Its
 * cause is the product, as 오픈 알림's is: one `product_opened` per product and investor.
 */
export async function announceOpening(q: Queryable, event: StoredEvent<EventNamed<ProductEvent, 'ProductOpened'>>): Promise<void> {
  const productId = event.data.productId;
  await q.query(
    `INSERT INTO notifications (user_id, kind, category, title, body, link, source_id, created_at)
     SELECT c.user_id, 'product_opened', 'marketing', '새 투자 상품의 모집이 시작되었습니다',
            p.title || ' 상품(연 ' || to_char(p.rate_bp / 100.0, 'FM990.00') || '%, ' || p.term_months || '개월)의 모집이 시작되었습니다. 투자 전 상품 설명과 위험 고지를 꼭 확인해 주십시오.',
            '/products/' || p.id, $2, ${BUSINESS_NOW_SQL}
     FROM marketing_consents c JOIN users u ON u.id = c.user_id AND u.role = 'investor'
     CROSS JOIN products p
     WHERE c.consented AND p.id = $1
     ON CONFLICT (source_id, user_id, kind) DO NOTHING`,
    [productId, productCauseId(productId)],
  );
}
