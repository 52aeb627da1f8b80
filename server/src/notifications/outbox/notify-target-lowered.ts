// For the funding context (온투법 12조③): when an operator lowers a product's target, each of its
// investors must confirm again or cancel. This tells them, in the transaction that lowers the
// target, so the change and the notice commit together.
import { Queryable } from '../../shared/database/sql';
import { formatWon } from '../../shared/won';
import { writeNotifications } from './write-notifications';

export interface TargetLoweredNotice {
  /** The cause (the lowering command's id or event): a retry notifies nobody twice. */
  sourceId: string;
  productId: string;
  productTitle: string;
  newTargetWon: number;
  /** Until when (ISO instant) the investor can confirm or cancel. */
  confirmBy: string;
  investorIds: readonly string[];
  /** Where the investor confirms or cancels (default: the product page). */
  link?: string;
}

/** Notifies every investor of the product (one statement); answers how many notifications are new. */
export function notifyTargetLowered(q: Queryable, notice: TargetLoweredNotice): Promise<number> {
  const until = new Date(notice.confirmBy).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long', timeStyle: 'short' });
  const body =
    `${notice.productTitle} 상품의 모집 금액이 ${formatWon(notice.newTargetWon)}으로 변경되었습니다. ` +
    `${until}까지 투자를 유지할지 취소할지 다시 확인해 주시기 바랍니다.`;
  return writeNotifications(q, [...new Set(notice.investorIds)].map((userId) => ({
    userId,
    kind: 'target_lowered' as const,
    sourceId: notice.sourceId,
    title: '모집 금액 변경을 확인해 주십시오',
    body,
    link: notice.link ?? `/products/${notice.productId}`,
  })));
}
