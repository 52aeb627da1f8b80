// The words a bad loan's steps add to the product's post on the `overdue` board (온투법 22조⑤;
// docs/compliance.md "When a loan goes bad": the overdue notice, then the acceleration, each
// recovery, the sale and the write-off on the same post). Rendered whole from the loan's own
// stream each time, so the post says every step in the order it happened and a revision of the
// notice's reason keeps them. Loan-level amounts only: each investor's share is in their
// notification and on their repayment page. Plain 합니다체.
import { formatWon } from '../../shared/won';
import type { LoanEvent } from '../loan.events';
import { escapeHtml } from './overdue-notice-text';

const SOURCE_NAMES: Record<string, string> = { borrower: '차입자 상환', collateral: '담보 처분', guarantor: '보증인 변제', collection: '채권추심' };

/** The title of the post a bad loan gets when it had no overdue notice (an operator accelerated it early). */
export const badLoanPostTitle = (productTitle: string): string => `[기한이익상실] ${productTitle} 채권 회수 안내`;

function stepOf(e: LoanEvent): string | null {
  switch (e.type) {
    case 'LoanAccelerated': {
      const d = e.data;
      const owed = `원금 ${formatWon(d.principalWon)}, 이자 ${formatWon(d.interestWon)}, 연체이자 ${formatWon(d.lateInterestWon)}`;
      const why = d.automatic ? '상환이 오래 지연되어' : escapeHtml(d.reason);
      return `<strong>${d.on} 기한이익상실</strong>: ${why}. 남은 원금 전액을 한꺼번에 청구합니다(${owed}). 이후 원금에는 연체이자가 붙습니다.`;
    }
    case 'LoanRecovered': {
      const d = e.data;
      const costs = d.costsWon > 0 ? `(비용 ${formatWon(d.costsWon)} 차감)` : '';
      const paid = `원금 ${formatWon(d.principalWon)}, 이자 ${formatWon(d.interestWon)}, 연체이자 ${formatWon(d.lateInterestWon)}`;
      if (d.kind === 'sale') {
        return `<strong>${d.receivedOn} 채권 매각</strong>: ${escapeHtml(d.buyerName ?? '')}에 ${formatWon(d.amountWon)}에 매각했습니다${costs}. 투자자께 ${paid}을 원금 비율로 지급했습니다.`;
      }
      return `<strong>${d.receivedOn} 회수</strong> (${SOURCE_NAMES[d.source ?? 'borrower']}): ${formatWon(d.amountWon)}을 회수했습니다${costs}. 투자자께 ${paid}을 원금 비율로 지급했습니다.`;
    }
    case 'LoanWrittenOff':
      return `<strong>${e.data.on} 상각</strong>: 남은 원금 ${formatWon(e.data.principalWon)}을 손실로 처리했습니다(${escapeHtml(e.data.reason)}). 채권은 남아 있어 이후 회수되는 금액은 투자자께 지급합니다.`;
    case 'LoanSold':
      return `<strong>${e.data.soldOn} 매각 완료</strong>: 이 상품에서 더 회수되는 금액은 없습니다.`;
    default:
      return null;
  }
}

/** The steps after acceleration, oldest first, as a section of the post; empty before any. */
export function badLoanStepsHtml(history: readonly LoanEvent[]): string {
  const steps = history.flatMap((e) => stepOf(e) ?? []);
  if (steps.length === 0) return '';
  const completed = history.some((e) => e.type === 'LoanCompleted') && history.some((e) => e.type === 'LoanRecovered')
    ? '<p>회수금으로 남은 원금과 이자를 모두 지급하여 상환이 완료되었습니다.</p>'
    : '';
  return `<h3>채권 회수 경과</h3><ul>${steps.map((s) => `<li>${s}</li>`).join('')}</ul>${completed}`;
}

/** True when the events a command appended are a bad loan's step the post must follow. */
export const isBadLoanStep = (e: LoanEvent): boolean =>
  e.type === 'LoanAccelerated' || e.type === 'LoanRecovered' || e.type === 'LoanWrittenOff' || e.type === 'LoanSold';
