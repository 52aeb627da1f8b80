// 자동투자's choices and words: the criteria chips, the amounts, the law's statement the investor
// confirms (the same words as the contract text the server keeps) and the skip reasons in Korean.
import type { ProductType, RepaymentMethod } from '@/api/types';
import { PRODUCT_TYPE_LABELS, REPAYMENT_METHOD_LABELS } from '@/lib/labels';

export const TYPES = Object.keys(PRODUCT_TYPE_LABELS) as ProductType[];
export const METHODS = Object.keys(REPAYMENT_METHOD_LABELS) as RepaymentMethod[];
export const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
/** 10,000 to 100,000 won in 10,000 won units: per-investment documents are waived only up to 100,000 won (시행령 21조). */
export const AMOUNTS = [10_000, 20_000, 30_000, 50_000, 100_000];

export const MIN_RATE_CHOICES = [
  { value: '', label: '제한 없음' },
  { value: '800', label: '연 8% 이상' },
  { value: '1000', label: '연 10% 이상' },
  { value: '1200', label: '연 12% 이상' },
];

export const MAX_TERM_CHOICES = [
  { value: '', label: '제한 없음' },
  { value: '6', label: '6개월 이하' },
  { value: '12', label: '12개월 이하' },
  { value: '24', label: '24개월 이하' },
];

/** server/src/auto-invest/contract/contract-text.ts AUTO_INVEST_STATEMENT: the same words. */
export const AUTO_INVEST_STATEMENT =
  '본인은 위 조건에 맞는 상품이 모집을 시작하면 상품마다 정한 금액을 자동으로 투자하는 기본계약을 체결합니다. ' +
  '각 투자는 원금 손실이 발생할 수 있으며, 상품당 투자 금액이 법령이 정한 금액 이하이므로 투자마다의 계약서 교부는 이 기본계약으로 갈음합니다. ' +
  '언제든지 자동투자 화면에서 즉시 중지할 수 있습니다.';

const SKIP_REASONS: Record<string, string> = {
  not_enough_balance: '잔액 부족',
  no_vaccount: '가상계좌 없음',
  over_total_invest_limit: '총 투자 한도 초과',
  over_borrower_invest_limit: '동일 차입자 한도 초과',
  over_realty_invest_limit: '부동산 투자 한도 초과',
  exceed_user_limit: '중앙기록관리기관 한도 초과',
  exceed_user_per_product_limit: '중앙기록관리기관 차입자 한도 초과',
  exceed_amount_per_user_limit: '상품의 1인당 한도 초과',
};

export const skipReason = (failCode: string | null): string => (failCode && SKIP_REASONS[failCode]) || '투자 조건 불충족';

/** 으로 after a final consonant other than ㄹ, else 로 ("부족으로", "초과로"). */
function euro(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  const final = code >= 0 && code < 11_172 ? code % 28 : 0;
  return final === 0 || final === 8 ? '로' : '으로';
}

/** "잔액 부족으로 3건 건너뜀" */
export const skipLine = (s: { fail_code: string; count: number }): string => {
  const reason = skipReason(s.fail_code);
  return `${reason}${euro(reason)} ${s.count.toLocaleString('ko-KR')}건 건너뜀`;
};

export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
