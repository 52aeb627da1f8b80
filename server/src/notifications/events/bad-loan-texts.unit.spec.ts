// Proves what investors are told when a loan goes bad: acceleration to each investor with principal
// in the claim (their own principal), a recovery with the investor's net, parts and tax, a
// write-off saying the claim survives, a sale with the share of the price and the principal lost.
import { loanDefaultedTexts, loanSoldText, loanWrittenOffText, recoveryPaidText } from './bad-loan-texts';

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const TITLE = '강남 아파트 담보 1호';
const credit = {
  productId: PRODUCT, recoveryId: 'r', kind: 'recovery' as const, principalWon: 120_000, interestWon: 3_000, lateInterestWon: 1_000, writtenOffPrincipalWon: 0,
  incomeTaxWon: 560, localTaxWon: 50, feeWon: 0, paidAt: '2026-05-02T01:00:00.000Z',
};

describe('bad loan texts', () => {
  it('tells each investor with principal in the claim their principal at acceleration, and no one without', () => {
    const texts = loanDefaultedTexts({
      productId: PRODUCT, on: '2026-04-30', reason: '60일 이상 연체', automatic: true, principalWon: 1_000_000, interestWon: 0, lateInterestWon: 0,
      replacedSeqs: [2, 3], holdings: [{ userId: 'a', principalWon: 600_000 }, { userId: 'b', principalWon: 0 }], acceleratedAt: '',
    }, TITLE);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ userId: 'a', text: { kind: 'loan_defaulted', title: '대출의 기한이익이 상실되었습니다', link: `/user/repay/${PRODUCT}` } });
    expect(texts[0].text.body).toContain('2026-04-30에 기한이익이 상실되었습니다. 투자하신 남은 원금 600,000원은');
  });

  it('tells a recovery with the net, the parts and the tax, and what came back from written-off principal', () => {
    const text = recoveryPaidText(credit, TITLE);
    expect(text.kind).toBe('recovery_paid');
    expect(text.body).toBe(`${TITLE} 상품에서 회수한 금액 중 투자자님 몫 123,390원(원금 120,000원, 이자 3,000원, 연체이자 1,000원, 세금 610원)이 예치금으로 입금되었습니다.`);
    expect(recoveryPaidText({ ...credit, writtenOffPrincipalWon: 50_000 }, TITLE).body).toContain('이 가운데 원금 50,000원은 상각되었던 원금입니다.');
  });

  it('tells a write-off as an accounting step: the claim survives', () => {
    const text = loanWrittenOffText({ productId: PRODUCT, principalWon: 480_000, on: '2026-06-01' }, TITLE);
    expect(text).toMatchObject({ kind: 'loan_written_off', title: '남은 원금이 상각되었습니다' });
    expect(text.body).toContain('남은 원금 480,000원을 2026-06-01에 상각(손실 처리)했습니다');
    expect(text.body).toContain('채권은 그대로 남아');
  });

  it('tells a sale with the investor’s share of the price and the principal it left unpaid, or that no share was paid', () => {
    const sold = { productId: PRODUCT, soldOn: '2026-07-01', buyerName: '가나자산관리', recordedAt: '' };
    const both = loanSoldText(sold, TITLE, { ...credit, kind: 'sale', interestWon: 0, lateInterestWon: 0, incomeTaxWon: 0, localTaxWon: 0 }, { productId: PRODUCT, principalWon: 30_000, on: '2026-07-01' });
    expect(both.kind).toBe('loan_sold');
    expect(both.body).toBe(
      `${TITLE} 상품의 채권을 2026-07-01에 가나자산관리에 매각했습니다. 매각 대금 중 투자자님 몫 120,000원(원금 120,000원, 이자 0원, 세금 0원)이 예치금으로 입금되었습니다. `
      + '매각 대금으로 돌려받지 못한 원금 30,000원은 손실(상각)로 처리되었습니다. 매각 후에는 이 상품에서 더 회수되는 금액이 없습니다.',
    );
    expect(loanSoldText(sold, TITLE, undefined, undefined).body).toContain('매각 대금 중 투자자님께 지급된 금액은 없습니다.');
  });
});
