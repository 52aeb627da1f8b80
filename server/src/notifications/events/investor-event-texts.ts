// What an investor is told about an event of their own wallet stream: pure, one case per event.
// Titles and bodies in plain 합니다체; amounts as 12,340원; links are paths on the site.
import { formatWon } from '../../shared/won';
import type { EventNamed } from '../../shared/event-store/event-store.types';
import { claimSoldNetWon, repaymentNetWon, type RepaymentCredited, type WalletEvent } from '../../wallet';
import type { NotificationKind } from '../notification-kinds';

export interface NotificationText {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

/** The wallet events that tell the investor something (a withdrawal request is their own act). */
export const NOTIFIED_WALLET_EVENTS = [
  'DepositCredited', 'WithdrawalCompleted', 'WithdrawalFailed', 'InvestmentPlaced', 'InvestmentCanceled', 'RepaymentCredited', 'ClaimBought', 'ClaimSold',
] as const;
export type NotifiedWalletEvent = EventNamed<WalletEvent, (typeof NOTIFIED_WALLET_EVENTS)[number]>;

const productName = (titles: ReadonlyMap<string, string>, productId: string): string => titles.get(productId) ?? '투자 상품';

function repaymentText(d: RepaymentCredited['data'], title: string): NotificationText {
  const taxWon = d.incomeTaxWon + d.localTaxWon;
  const fee = d.feeWon > 0 ? `, 수수료 ${formatWon(d.feeWon)}` : '';
  const late = (d.lateInterestWon ?? 0) > 0 ? `, 연체이자 ${formatWon(d.lateInterestWon!)}` : '';
  return {
    kind: 'repayment_paid',
    title: '상환금이 지급되었습니다',
    body: `${title} ${d.seq}회차 상환금 ${formatWon(repaymentNetWon(d))}(원금 ${formatWon(d.principalWon)}, 이자 ${formatWon(d.interestWon)}${late}, 세금 ${formatWon(taxWon)}${fee})이 예치금으로 입금되었습니다.`,
    link: `/user/repay/${d.productId}`,
  };
}

/** Why the money came back, in the investor's words: the operator's cancel, the funding deadline, or their own. */
function canceledBody(d: { amountWon: number; reason: string }, title: string): string {
  const amount = formatWon(d.amountWon);
  switch (d.reason) {
    case 'product_canceled':
      return `${title} 상품의 모집이 취소되어 투자금 ${amount}을 예치금으로 돌려 드렸습니다.`;
    case 'funding_failed':
      return `${title} 상품이 모집 마감까지 목표 금액을 채우지 못해 모집이 취소되었습니다. 투자금 ${amount}을 예치금으로 돌려 드렸습니다.`;
    default:
      return `${title} 투자 ${amount}이 취소되어 예치금으로 돌려 드렸습니다.`;
  }
}

/** An investment placed by the investor's auto-invest contract (its events carry `source: "auto"`). */
export function autoPlacedText(d: { productId: string; amountWon: number }, titles: ReadonlyMap<string, string>): NotificationText {
  return {
    kind: 'auto_invest_placed',
    title: '자동투자로 투자를 신청했습니다',
    body: `자동투자 계약에 따라 ${productName(titles, d.productId)}에 ${formatWon(d.amountWon)} 투자를 신청했습니다. 모집 중에는 투자를 취소하실 수 있습니다.`,
    link: '/user/auto_invest',
  };
}

/** The notification for one wallet event, or null when it tells nothing. */
export function investorEventText(e: WalletEvent, titles: ReadonlyMap<string, string>): NotificationText | null {
  switch (e.type) {
    case 'DepositCredited':
      return { kind: 'deposit_credited', title: '예치금이 입금되었습니다', body: `${formatWon(e.data.amountWon)}이 예치금으로 입금되었습니다. 지금 바로 투자에 사용하실 수 있습니다.`, link: '/user/deposit' };
    case 'WithdrawalCompleted':
      return { kind: 'withdrawal_completed', title: '출금이 완료되었습니다', body: `${formatWon(e.data.amountWon)}을 등록하신 출금 계좌로 보내 드렸습니다.`, link: '/user/deposit' };
    case 'WithdrawalFailed':
      return { kind: 'withdrawal_failed', title: '출금이 처리되지 않았습니다', body: `${formatWon(e.data.amountWon)} 출금이 은행 사정으로 처리되지 않아 예치금으로 돌려 드렸습니다. 잠시 후 다시 신청해 주시기 바랍니다.`, link: '/user/deposit' };
    case 'InvestmentPlaced':
      return { kind: 'investment_placed', title: '투자 신청이 접수되었습니다', body: `${productName(titles, e.data.productId)}에 ${formatWon(e.data.amountWon)} 투자를 신청하셨습니다. 모집이 끝날 때까지 이 금액은 투자 대기로 보관됩니다.`, link: `/products/${e.data.productId}` };
    case 'InvestmentCanceled':
      return { kind: 'investment_canceled', title: '투자가 취소되었습니다', body: canceledBody(e.data, productName(titles, e.data.productId)), link: '/user/dashboard' };
    case 'RepaymentCredited':
      return repaymentText(e.data, productName(titles, e.data.productId));
    case 'ClaimSold': {
      const d = e.data;
      const fee = d.feeWon > 0 ? `, 양도 수수료 ${formatWon(d.feeWon)}` : '';
      const accrued = d.accruedInterestWon > 0 ? `, 경과이자 ${formatWon(d.accruedInterestWon)}, 세금 ${formatWon(d.incomeTaxWon + d.localTaxWon)}` : '';
      return {
        kind: 'transfer_sold',
        title: '원리금수취권이 양도되었습니다',
        body: `${productName(titles, d.productId)}의 남은 원금 ${formatWon(d.principalWon)} 채권이 ${formatWon(d.priceWon)}에 양도되어 ${formatWon(claimSoldNetWon(d))}(양도 가격 ${formatWon(d.priceWon)}${fee}${accrued})이 예치금으로 입금되었습니다.`,
        link: '/user/deposit',
      };
    }
    case 'ClaimBought': {
      const d = e.data;
      const accrued = d.accruedInterestWon > 0 ? `과 경과이자 ${formatWon(d.accruedInterestWon)}` : '';
      return {
        kind: 'transfer_bought',
        title: '원리금수취권을 양수했습니다',
        body: `${productName(titles, d.productId)}의 남은 원금 ${formatWon(d.principalWon)} 채권을 ${formatWon(d.priceWon)}${accrued}에 양수했습니다. 다음 상환분부터 예치금으로 지급됩니다.`,
        link: `/user/repay/${d.productId}`,
      };
    }
    default:
      return null;
  }
}

/** The products an event names, for one title lookup per batch. */
export function productIdOf(event: { data: object }): string | null {
  return 'productId' in event.data && typeof event.data.productId === 'string' ? event.data.productId : null;
}
