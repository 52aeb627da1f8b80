// The standing items of the monthly disclosure (온투법 10조①, 시행령 9조) that are not figures:
// business model, credit assessment, collection, the deposit institution, wind-down, contacts
// and conflict-of-interest controls. Plain 합니다체; operators change them with a release.
import type { PlatformDisclosureView } from '../http/monthly-disclosure-answers.schema';

export const PLATFORM_DISCLOSURE: PlatformDisclosureView = {
  business_model: '투자자의 자금을 차입자에게 연계하는 온라인투자연계금융업을 영위하며, 차입자에게서 받는 플랫폼 이용료와 투자자 수수료(현재 정책에 따름)로 운영합니다.',
  credit_assessment: '차입자의 소득·재산·신용정보와 담보가치(감정평가 또는 시세)를 바탕으로 자체 심사 기준에 따라 등급을 부여합니다.',
  repayment_methods: '원리금균등상환과 만기일시상환을 제공하며, 상환일에 차입자 상환금이 입금되면 투자 비율에 따라 지급합니다.',
  collection: '연체가 발생하면 5영업일 이내에 투자자에게 사실과 사유를 알리고, 독촉·담보권 실행·채권 매각 순으로 회수하며 그 비용과 결과를 공지합니다.',
  deposit_institution: '투자자의 예치금은 예치기관(은행)에 투자자 재산임을 밝혀 분리 보관하며, 플랫폼의 고유 재산과 섞지 않습니다.',
  wind_down: '영업을 중단하게 되면 청산업무 수탁기관이 남은 대출채권의 상환금 수취와 지급을 이어받으며, 예치금은 투자자에게 우선 돌려 드립니다.',
  registration: '온라인투자연계금융업자로 금융위원회에 등록되어 있습니다.',
  support: '고객센터 평일 09:00~18:00(주말·공휴일 제외), 전화와 1:1 문의로 안내해 드립니다.',
  conflict_of_interest: '플랫폼과 임직원, 대주주는 자기 상품에 투자하지 않으며, 특정 투자자를 우대하거나 손실을 보전하지 않습니다.',
};
