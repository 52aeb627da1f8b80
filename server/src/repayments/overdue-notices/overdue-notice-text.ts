// The words of an overdue notice: the post on the `overdue` board (title public, body for the
// product's investors) and the notification each investor gets. Plain 합니다체.
import { formatWon } from '../../shared/won';

export interface OverdueFacts {
  productTitle: string;
  seq: number;
  dueOn: string;
  amountWon: number;
  /** The operator's reason, or null while it is being confirmed. */
  reason: string | null;
}

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function overdueNoticeTitle(f: Pick<OverdueFacts, 'productTitle' | 'seq' | 'dueOn'>): string {
  return `[연체 발생] ${f.productTitle} ${f.seq}회차(${f.dueOn}) 상환 지연`;
}

export function overdueNoticeBodyHtml(f: OverdueFacts): string {
  const reason = f.reason === null
    ? '현재 차입자에게 확인하고 있습니다. 사유가 확인되는 대로 이 게시글과 알림으로 안내해 드리겠습니다.'
    : escapeHtml(f.reason);
  return (
    `<p>${escapeHtml(f.productTitle)} 상품의 ${f.seq}회차 상환금 ${formatWon(f.amountWon)}이 지급 예정일(${f.dueOn})까지 입금되지 않아 연체가 발생했습니다.</p>` +
    `<p><strong>연체 사유</strong>: ${reason}</p>` +
    '<p>차입자의 상환금이 입금되면 가장 오래된 회차부터 지급해 드리며, 진행 상황은 이 게시판으로 안내해 드리겠습니다.</p>'
  );
}

export function overdueNotification(f: OverdueFacts): { title: string; body: string } {
  if (f.reason === null) {
    return {
      title: '상환이 지연되고 있습니다',
      body: `${f.productTitle} 상품의 ${f.seq}회차 상환금(${f.dueOn} 지급 예정)이 입금되지 않았습니다. 연체 사유는 확인 중이며, 확인되는 대로 알려 드리겠습니다.`,
    };
  }
  return {
    title: '연체 사유를 안내해 드립니다',
    body: `${f.productTitle} 상품의 ${f.seq}회차 상환 지연 사유: ${f.reason}`,
  };
}
