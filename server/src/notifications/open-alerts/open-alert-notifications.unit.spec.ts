// Proves what a 오픈 알림 subscriber is told: the product's rate, term and grade, the opening time
// in Korea time written out (never the runtime's "PM 2:05"), and why they are told.
import { openAlertText, seoulTime } from './open-alert-notifications';

const product = {
  productId: 'p', title: '서울 마포구 아파트 담보 1호', type: 'apt', grade: 'A1', rateBp: 1250, termMonths: 12, opensAt: '2026-12-28T05:05:00.000Z', investorOnly: false,
};

describe('open alert texts', () => {
  it('writes the opening time in Korea time', () => {
    expect(seoulTime('2026-12-28T05:05:00.000Z')).toBe('2026년 12월 28일 14:05');
    expect(seoulTime('2026-12-31T15:30:00.000Z')).toBe('2027년 1월 1일 00:30');
  });

  it('tells a scheduled product with its terms and opening time', () => {
    expect(openAlertText('product_scheduled', product)).toEqual({
      title: '오픈 알림: 공개 예정 상품이 등록되었습니다',
      body: '서울 마포구 아파트 담보 1호 상품(연 12.50%, 12개월, A1등급)이 등록되었습니다. 2026년 12월 28일 14:05에 모집이 시작될 예정입니다. 설정하신 오픈 알림 조건에 맞는 상품입니다.',
    });
  });

  it('tells an opened product with the risk reminder', () => {
    expect(openAlertText('product_opened', product).body).toContain('모집이 시작되었습니다. 설정하신 오픈 알림 조건에 맞는 상품입니다. 투자 전 상품 설명과 위험 고지를 꼭 확인해 주십시오.');
  });
});
