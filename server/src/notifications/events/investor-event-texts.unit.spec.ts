// Proves what an investor is told per wallet event: each notified event gets its kind, a 합니다체
// title and a body with the amounts in won; a repayment shows net, principal, interest and tax;
// a withdrawal request tells nothing.
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { isWalletEvent, type WalletEvent, type WalletEventType } from '../../wallet';
import { investorEventText } from './investor-event-texts';

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const titles = new Map([[PRODUCT, '강남 아파트 담보 1호']]);
/** A stored event of the investor's stream, known by its type name as the subscriber knows it (isWalletEvent). */
const event = (type: WalletEventType, data: unknown): WalletEvent => {
  const stored: StoredEvent = { globalPosition: 1, streamId: 'investor-u', streamVersion: 1, type, data, metadata: {}, recordedAt: new Date(), businessAt: new Date(), txId: '1' };
  if (!isWalletEvent(stored)) throw new Error(`not a wallet event: ${type}`);
  return stored;
};

describe('investor event texts', () => {
  it('tells a deposit with its amount', () => {
    const text = investorEventText(event('DepositCredited', { tid: 't', amountWon: 1_000_000, depositorName: '홍길동', at: '' }), titles);
    expect(text).toEqual(expect.objectContaining({ kind: 'deposit_credited', title: '예치금이 입금되었습니다' }));
    expect(text!.body).toContain('1,000,000원이 예치금으로 입금되었습니다');
  });

  it('tells a repayment with net, principal, interest and tax', () => {
    const text = investorEventText(event('RepaymentCredited', { productId: PRODUCT, seq: 3, principalWon: 80_000, interestWon: 10_000, incomeTaxWon: 1_400, localTaxWon: 140, feeWon: 0 }), titles);
    expect(text!.kind).toBe('repayment_paid');
    expect(text!.body).toBe('강남 아파트 담보 1호 3회차 상환금 88,460원(원금 80,000원, 이자 10,000원, 세금 1,540원)이 예치금으로 입금되었습니다.');
    expect(text!.link).toBe(`/user/repay/${PRODUCT}`);
  });

  it('tells a cancellation by the product apart from the investor’s own', () => {
    const byProduct = investorEventText(event('InvestmentCanceled', { investmentId: 'i', productId: PRODUCT, amountWon: 50_000, reason: 'product_canceled' }), titles);
    const byInvestor = investorEventText(event('InvestmentCanceled', { investmentId: 'i', productId: PRODUCT, amountWon: 50_000, reason: 'investor' }), titles);
    expect(byProduct!.body).toContain('모집이 취소되어');
    expect(byInvestor!.body).toContain('투자 50,000원이 취소되어');
  });

  it('tells a product canceled at its funding deadline that it did not raise its target', () => {
    const text = investorEventText(event('InvestmentCanceled', { investmentId: 'i', productId: PRODUCT, amountWon: 500_000, reason: 'funding_failed' }), titles);
    expect(text).toEqual(expect.objectContaining({ kind: 'investment_canceled', link: '/user/dashboard' }));
    expect(text!.body).toBe('강남 아파트 담보 1호 상품이 모집 마감까지 목표 금액을 채우지 못해 모집이 취소되었습니다. 투자금 500,000원을 예치금으로 돌려 드렸습니다.');
  });

  it('names an unknown product generically and tells nothing of a withdrawal request', () => {
    expect(investorEventText(event('InvestmentPlaced', { investmentId: 'i', productId: 'other', amountWon: 10_000 }), titles)!.body).toContain('투자 상품에 10,000원');
    expect(investorEventText(event('WithdrawalRequested', { withdrawalId: 'w', amountWon: 1, bankCode: '004', accountNumber: '1' }), titles)).toBeNull();
  });
});
