// Proves each wallet event becomes the docs/api.md transaction lines with the right signs: amount is
// the change of balance, held_change the change of held, and their sums match the wallet deltas.
import { WalletEvent, repaymentNetWon } from '../wallet.decider';
import { linesOf } from './transaction-lines';
import { walletDeltas } from './wallets.projection';

const P = '11111111-1111-4111-8111-111111111111';
const repayment = { productId: P, seq: 3, principalWon: 78_848, interestWon: 10_000, incomeTaxWon: 1_400, localTaxWon: 140, feeWon: 500 };
const events: WalletEvent[] = [
  { type: 'DepositCredited', data: { tid: 't', amountWon: 1_000_000, depositorName: '홍길동', at: '2026-11-21T00:00:00Z' } },
  { type: 'WithdrawalRequested', data: { withdrawalId: 'w', amountWon: 50_000, bankCode: '004', accountNumber: '12345678901234' } },
  { type: 'WithdrawalCompleted', data: { withdrawalId: 'w', amountWon: 50_000 } },
  { type: 'WithdrawalFailed', data: { withdrawalId: 'w', amountWon: 50_000, failCode: 'REQUEST_HAS_TIME_OUT' } },
  { type: 'InvestmentPlaced', data: { investmentId: 'i', productId: P, amountWon: 100_000 } },
  { type: 'InvestmentCanceled', data: { investmentId: 'i', productId: P, amountWon: 100_000, reason: 'investor' } },
  { type: 'InvestmentExecuted', data: { investmentId: 'i', productId: P, amountWon: 100_000 } },
  { type: 'RepaymentCredited', data: repayment },
];

describe('transaction lines', () => {
  it('gives each event its typed, signed lines', () => {
    expect(events.map((e) => linesOf(e).map((l) => [l.type, l.amountWon, l.heldChangeWon]))).toEqual([
      [['deposit', 1_000_000, 0]],
      [['withdrawal', -50_000, 0]],
      [],
      [['withdrawal_restored', 50_000, 0]],
      [['invest_hold', -100_000, 100_000]],
      [['invest_cancel', 100_000, -100_000]],
      [['invest_execute', 0, -100_000]],
      [['repayment_principal', 78_848, 0], ['repayment_interest', 10_000, 0], ['tax', -1_540, 0], ['fee', -500, 0]],
    ]);
  });

  it('sums to the same balance and held changes as the wallets projection', () => {
    for (const event of events) {
      const lines = linesOf(event);
      const deltas = walletDeltas(event);
      expect(lines.reduce((s, l) => s + l.amountWon, 0)).toBe(deltas.balance ?? 0);
      expect(lines.reduce((s, l) => s + l.heldChangeWon, 0)).toBe(deltas.held ?? 0);
    }
    expect(repaymentNetWon(repayment)).toBe(78_848 + 10_000 - 1_540 - 500);
  });

  it('writes Korean memos with the masked account and the failure reason', () => {
    expect(linesOf(events[1])[0].memo).toBe('출금 (KB국민은행 ****1234)');
    expect(linesOf(events[3])[0].memo).toContain('은행 응답 시간 초과');
    expect(linesOf(events[7])[2].memo).toBe('3회차 원천징수 (소득세 1,400원, 지방소득세 140원)');
  });

  it('says why a hold came back: the investor, an operator\'s cancel, or a product short of its target at the deadline', () => {
    const canceled = (reason: string) => linesOf({ type: 'InvestmentCanceled', data: { investmentId: 'i', productId: P, amountWon: 100_000, reason } })[0].memo;
    expect(canceled('investor')).toBe('투자 취소');
    expect(canceled('product_canceled')).toBe('상품 모집 취소');
    expect(canceled('funding_failed')).toBe('모집 금액 미달로 모집 취소');
  });

  it('skips zero parts of a repayment', () => {
    const lines = linesOf({ type: 'RepaymentCredited', data: { ...repayment, interestWon: 0, incomeTaxWon: 0, localTaxWon: 0, feeWon: 0 } });
    expect(lines.map((l) => l.type)).toEqual(['repayment_principal']);
  });
});
