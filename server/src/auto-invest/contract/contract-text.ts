// The text of a standing contract version (기본계약서, 시행령 21조①②: its period, the total and
// per-investment amounts, and how to stop it), kept with the version the investor confirmed.
import { formatWon } from '../../shared/won';
import type { AutoInvestTerms } from '../auto-invest.events';

const TYPE_NAMES: Record<string, string> = { apt: '아파트 담보', realty: '부동산 담보', credit: '개인 신용', corporate: '법인' };
const METHOD_NAMES: Record<string, string> = { equal_installment: '원리금균등', bullet: '만기일시' };

/** The statement the investor confirms: the screen shows the same words (web/src/auto-invest). */
export const AUTO_INVEST_STATEMENT =
  '본인은 위 조건에 맞는 상품이 모집을 시작하면 상품마다 정한 금액을 자동으로 투자하는 기본계약을 체결합니다. ' +
  '각 투자는 원금 손실이 발생할 수 있으며, 상품당 투자 금액이 법령이 정한 금액 이하이므로 투자마다의 계약서 교부는 이 기본계약으로 갈음합니다. ' +
  '언제든지 자동투자 화면에서 즉시 중지할 수 있습니다.';

function criteriaText(terms: AutoInvestTerms): string {
  const c = terms.criteria;
  const parts = [
    `상품 유형: ${c.types.length ? c.types.map((t) => TYPE_NAMES[t] ?? t).join(', ') : '전체'}`,
    `등급: ${c.grades.length ? c.grades.join(', ') : '전체'}`,
    `최소 수익률: ${c.minRateBp === null ? '제한 없음' : `연 ${(c.minRateBp / 100).toFixed(2)}%`}`,
    `최대 기간: ${c.maxTermMonths === null ? '제한 없음' : `${c.maxTermMonths}개월`}`,
    `상환 방식: ${c.repaymentMethods.length ? c.repaymentMethods.map((m) => METHOD_NAMES[m] ?? m).join(', ') : '전체'}`,
    `부동산 PF: ${c.includePf ? '포함' : '제외'}`,
  ];
  return parts.join('\n');
}

export function contractText(terms: AutoInvestTerms, version: number, startsOn: string): string {
  return [
    `자동투자 기본계약 (제${version}판)`,
    `계약 기간: ${startsOn}부터 ${terms.endsOn}까지`,
    `상품당 투자 금액: ${formatWon(terms.amountPerProductWon)}`,
    `총 투자 한도: ${formatWon(terms.totalLimitWon)}`,
    `동일 차입자 한도: ${terms.maxPerBorrowerWon === null ? '투자자 한도에 따름' : formatWon(terms.maxPerBorrowerWon)}`,
    criteriaText(terms),
    '중지 방법: 자동투자 화면의 [자동투자 중지]를 누르면 즉시 중지되며, 이미 신청된 투자는 모집 중에 취소할 수 있습니다.',
    AUTO_INVEST_STATEMENT,
  ].join('\n');
}
