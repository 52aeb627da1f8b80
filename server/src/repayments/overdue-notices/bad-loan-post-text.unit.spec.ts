// Proves what a bad loan's steps add to the product's overdue post: nothing before acceleration;
// then acceleration, each recovery with its source and costs, the write-off, the sale, in order,
// with the loan's amounts and operators' words escaped.
import type { LoanEvent } from '../loan.events';
import { badLoanStepsHtml } from './bad-loan-post-text';

const P = 'p';
const accelerated: LoanEvent = {
  type: 'LoanAccelerated',
  data: { productId: P, on: '2026-04-30', reason: '<b>폐업</b>', automatic: false, principalWon: 1_000_000, interestWon: 12_000, lateInterestWon: 3_000, replacedSeqs: [2], holdings: [], acceleratedAt: '' },
};
const recovered = (kind: 'recovery' | 'sale', amountWon: number, principalWon: number): LoanEvent => ({
  type: 'LoanRecovered',
  data: {
    productId: P, recoveryId: 'r', kind, amountWon, receivedOn: '2026-05-10', ...(kind === 'sale' ? { buyerName: '가나자산관리' } : { source: 'collateral' as const }), memo: '',
    costsWon: kind === 'sale' ? 0 : 20_000, lateInterestAccruedWon: 0, lateInterestWon: 3_000, interestWon: 12_000, principalWon, creditWon: 0, shares: [], recordedAt: '',
  },
});

describe('bad loan post text', () => {
  it('adds nothing before the loan goes bad', () => {
    expect(badLoanStepsHtml([{ type: 'LoanOverdueCleared', data: { productId: P, clearedOn: '2026-04-01' } }])).toBe('');
  });

  it('lists each step in order with the loan’s amounts, the operator’s reason escaped', () => {
    const html = badLoanStepsHtml([
      accelerated,
      recovered('recovery', 300_000, 265_000),
      { type: 'LoanWrittenOff', data: { productId: P, on: '2026-06-01', reason: '회수 불능', principalWon: 735_000, shares: [], recordedAt: '' } },
      recovered('sale', 100_000, 100_000),
      { type: 'LoanSold', data: { productId: P, soldOn: '2026-07-01', buyerName: '가나자산관리', recordedAt: '' } },
    ]);
    const items = html.match(/<li>.*?<\/li>/g)!;
    expect(items).toHaveLength(5);
    expect(items[0]).toContain('2026-04-30 기한이익상실</strong>: &lt;b&gt;폐업&lt;/b&gt;. 남은 원금 전액을 한꺼번에 청구합니다(원금 1,000,000원, 이자 12,000원, 연체이자 3,000원)');
    expect(items[1]).toContain('(담보 처분): 300,000원을 회수했습니다(비용 20,000원 차감). 투자자께 원금 265,000원');
    expect(items[2]).toContain('남은 원금 735,000원을 손실로 처리했습니다(회수 불능)');
    expect(items[3]).toContain('가나자산관리에 100,000원에 매각했습니다');
    expect(items[4]).toContain('더 회수되는 금액은 없습니다');
  });
});
