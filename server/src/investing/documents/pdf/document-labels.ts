// The Korean words the investment documents print for the API's codes, as the site shows them
// (web/src/lib/labels.ts and the product page's disclosure section).
import { formatWon } from '../../../shared/won';

export const PRODUCT_TYPE_LABELS: Record<string, string> = { apt: '아파트 담보', realty: '부동산 담보', credit: '개인 신용', corporate: '법인 대출' };
export const REPAYMENT_METHOD_LABELS: Record<string, string> = { equal_installment: '원리금균등', bullet: '만기일시' };
export const BORROWER_KIND_LABELS: Record<string, string> = { individual: '개인', corporation: '법인' };
export const DUE_RULE_TEXT = '대출 실행일로부터 매월 같은 날 (없는 날은 그달 말일)';

/** 1250 → `12.50%`. */
export const percent = (bp: number): string => `${(bp / 100).toFixed(2)}%`;

export const won = formatWon;

export const label = (labels: Record<string, string>, code: string): string => labels[code] ?? code;
