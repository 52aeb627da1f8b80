// What each investor is told when a loan goes bad (docs/api.md "Loans that go bad"): acceleration
// (`loan_defaulted`, with their principal now claimed), each recovery (`recovery_paid`, their own
// share: net, principal, interest, late interest, tax), a write-off (`loan_written_off`: the
// principal counted as lost, the claim surviving) and a sale (`loan_sold`: their share of the
// price and the principal the price left unpaid, which the sale writes off in the same append).
// Pure: the events of one append batch in, the texts out. Plain 합니다체; amounts as 12,340원.
import { formatWon } from '../../shared/won';
import type { EventNamed } from '../../shared/event-store/event-store.types';
import type { LoanAccelerated, LoanEvent } from '../../repayments';
import { recoveryNetWon, type PrincipalWrittenOff, type RecoveryCredited } from '../../wallet';
import type { NotificationText } from './investor-event-texts';

export type LoanSold = EventNamed<LoanEvent, 'LoanSold'>;

/** The loan events that tell its investors something; the wallet's are RecoveryCredited and PrincipalWrittenOff. */
export const NOTIFIED_LOAN_EVENTS = ['LoanAccelerated', 'LoanSold'] as const;
export type NotifiedLoanEvent = LoanAccelerated | LoanSold;

const repayLink = (productId: string): string => `/user/repay/${productId}`;

/** Each investor with principal in the accelerated claim: their principal now due at once. */
export function loanDefaultedTexts(d: LoanAccelerated['data'], title: string): { userId: string; text: NotificationText }[] {
  const why = d.automatic ? '상환이 오래 지연되어' : '차입자의 사정으로';
  return d.holdings.filter((h) => h.principalWon > 0).map((h) => ({
    userId: h.userId,
    text: {
      kind: 'loan_defaulted',
      title: '대출의 기한이익이 상실되었습니다',
      body: `${title} 상품은 ${why} ${d.on}에 기한이익이 상실되었습니다. 투자하신 남은 원금 ${formatWon(h.principalWon)}은 차입자에게 한꺼번에 청구하며, `
        + '회수되는 금액은 원금 비율에 따라 지급해 드리겠습니다. 진행 상황은 연체 게시판과 상환 내역에서 확인하실 수 있습니다.',
      link: repayLink(d.productId),
    },
  }));
}

/** The parts of a recovery credit as the investor reads them: principal, interest, late interest, tax, fee. */
function partsOf(d: RecoveryCredited['data']): string {
  const parts = [`원금 ${formatWon(d.principalWon)}`, `이자 ${formatWon(d.interestWon)}`];
  if (d.lateInterestWon > 0) parts.push(`연체이자 ${formatWon(d.lateInterestWon)}`);
  parts.push(`세금 ${formatWon(d.incomeTaxWon + d.localTaxWon)}`);
  if (d.feeWon > 0) parts.push(`수수료 ${formatWon(d.feeWon)}`);
  return parts.join(', ');
}

export function recoveryPaidText(d: RecoveryCredited['data'], title: string): NotificationText {
  const back = d.writtenOffPrincipalWon > 0 ? ` 이 가운데 원금 ${formatWon(d.writtenOffPrincipalWon)}은 상각되었던 원금입니다.` : '';
  return {
    kind: 'recovery_paid',
    title: '회수금이 지급되었습니다',
    body: `${title} 상품에서 회수한 금액 중 투자자님 몫 ${formatWon(recoveryNetWon(d))}(${partsOf(d)})이 예치금으로 입금되었습니다.${back}`,
    link: repayLink(d.productId),
  };
}

export function loanWrittenOffText(d: PrincipalWrittenOff['data'], title: string): NotificationText {
  return {
    kind: 'loan_written_off',
    title: '남은 원금이 상각되었습니다',
    body: `${title} 상품의 남은 원금 ${formatWon(d.principalWon)}을 ${d.on}에 상각(손실 처리)했습니다. 상각은 회계 처리일 뿐 차입자에 대한 채권은 그대로 남아 있어, `
      + '이후 회수되는 금액은 다시 지급해 드리겠습니다.',
    link: repayLink(d.productId),
  };
}

/** A sale, for one investor: their share of the price (if any) and the principal it left unpaid (if any). */
export function loanSoldText(
  d: LoanSold['data'], title: string, credit: RecoveryCredited['data'] | undefined, writtenOff: PrincipalWrittenOff['data'] | undefined,
): NotificationText {
  const paid = credit
    ? `매각 대금 중 투자자님 몫 ${formatWon(recoveryNetWon(credit))}(${partsOf(credit)})이 예치금으로 입금되었습니다.`
    : '매각 대금 중 투자자님께 지급된 금액은 없습니다.';
  const lost = writtenOff ? ` 매각 대금으로 돌려받지 못한 원금 ${formatWon(writtenOff.principalWon)}은 손실(상각)로 처리되었습니다.` : '';
  return {
    kind: 'loan_sold',
    title: '채권이 매각되었습니다',
    body: `${title} 상품의 채권을 ${d.soldOn}에 ${d.buyerName}에 매각했습니다. ${paid}${lost} 매각 후에는 이 상품에서 더 회수되는 금액이 없습니다.`,
    link: repayLink(d.productId),
  };
}
