// 오픈 알림's notifications: when a product is registered (공개예정, `product_scheduled`) and when it
// opens for funding (`product_opened`), every investor whose criteria it meets is told, in ONE
// statement written in the append transaction of the event (the notification outbox's writer,
// events/event-notifications.subscriber.ts), and mailed by the relay like every notification.
// One per product, investor and kind: the cause is the product (`product:{id}`), so a redelivered
// event, a retried command or a product opened again never tells anyone twice; the general
// opening announcement (marketing) uses the same cause, so a subscriber who also consented to
// marketing gets one `product_opened`, the one they asked for (it is written first).
// Consent: these are `requested`, not `marketing`. The investor asked for exactly these messages,
// with criteria of their own, and withdraws by deleting the subscription (DELETE /me/open_alerts,
// one tap in the settings screen); that is a prior, specific consent to them (온투법 19조,
// 시행령 18조⑥ forbid advertising without prior consent, not what the recipient requested), so
// the general marketing checkbox is not asked on top. Each mail says why it was sent and how to
// stop it, and the relay mails only while the subscription stands.
// Investor-only products are left out: their page opens only to the product's own investors.
import { SEOUL_OFFSET_MS } from '../../shared/clock';
import { one, Queryable, rows } from '../../shared/database/sql';
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { BUSINESS_NOW_SQL } from '../outbox/write-notifications';
import type { OpenAlertKind } from '../notification-kinds';

/** What matching and the message need of a product. */
export interface AlertedProduct {
  productId: string;
  title: string;
  type: string;
  grade: string;
  rateBp: number;
  termMonths: number;
  opensAt: string;
  investorOnly: boolean;
}

export const productCauseId = (productId: string): string => `product:${productId}`;

const INSERT = `
  INSERT INTO notifications (user_id, kind, category, title, body, link, source_id, created_at)
  SELECT a.user_id, $1, 'requested', $2, $3, $4, $5, ${BUSINESS_NOW_SQL}
  FROM open_alerts a JOIN users u ON u.id = a.user_id AND u.role = 'investor'
  WHERE $6::text = ANY(a.types)
    AND (a.min_rate_bp IS NULL OR a.min_rate_bp <= $7::int)
    AND (a.max_term_months IS NULL OR a.max_term_months >= $8::int)
    AND (cardinality(a.grades) = 0 OR left($9::text, 1) = ANY(a.grades))
  ON CONFLICT (source_id, user_id, kind) DO NOTHING
  RETURNING 1`;

/** "2026년 12월 28일 14:05" (Korea time), written out: the runtime's ICU may lack Korean and print "PM 2:05". */
export function seoulTime(iso: string): string {
  const [on, time] = new Date(Date.parse(iso) + SEOUL_OFFSET_MS).toISOString().split('T');
  const [year, month, day] = on.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일 ${time.slice(0, 5)}`;
}

/** The title and body of each kind, in 합니다체. */
export function openAlertText(kind: OpenAlertKind, p: AlertedProduct): { title: string; body: string } {
  const terms = `연 ${(p.rateBp / 100).toFixed(2)}%, ${p.termMonths}개월, ${p.grade}등급`;
  return kind === 'product_scheduled'
    ? { title: '오픈 알림: 공개 예정 상품이 등록되었습니다', body: `${p.title} 상품(${terms})이 등록되었습니다. ${seoulTime(p.opensAt)}에 모집이 시작될 예정입니다. 설정하신 오픈 알림 조건에 맞는 상품입니다.` }
    : { title: '오픈 알림: 상품 모집이 시작되었습니다', body: `${p.title} 상품(${terms})의 모집이 시작되었습니다. 설정하신 오픈 알림 조건에 맞는 상품입니다. 투자 전 상품 설명과 위험 고지를 꼭 확인해 주십시오.` };
}

/** Tells every matching subscriber (one statement); answers how many were told now. */
export async function notifyOpenAlerts(q: Queryable, kind: OpenAlertKind, p: AlertedProduct): Promise<number> {
  if (p.investorOnly) return 0;
  const { title, body } = openAlertText(kind, p);
  const told = await rows(q, INSERT, [kind, title, body, `/products/${p.productId}`, productCauseId(p.productId), p.type, p.rateBp, p.termMonths, p.grade]);
  return told.length;
}

/** ProductRegistered: the event carries the terms. */
export function scheduledProductOf(event: StoredEvent): AlertedProduct {
  const { productId, title, type, grade, rateBp, termMonths, opensAt, investorOnly } = event.data as AlertedProduct;
  return { productId, title, type, grade, rateBp, termMonths, opensAt, investorOnly };
}

/** ProductOpened: the terms as the read model has them now (an operator may have changed them since registration). */
export async function openedProductOf(q: Queryable, event: StoredEvent): Promise<AlertedProduct | null> {
  const productId = (event.data as { productId: string }).productId;
  const row = await one<{ title: string; type: string; grade: string; rate_bp: number; term_months: number; opens_at: Date; investor_only: boolean }>(
    q, `SELECT title, type, grade, rate_bp, term_months, opens_at, investor_only FROM products WHERE id = $1`, [productId]);
  if (!row) return null;
  return { productId, title: row.title, type: row.type, grade: row.grade, rateBp: Number(row.rate_bp), termMonths: Number(row.term_months), opensAt: new Date(row.opens_at).toISOString(), investorOnly: row.investor_only };
}
