// 오픈 알림's criteria (issue 31, item 13): which products an investor wants to hear of. Read from
// the request body with a Korean message for the first thing wrong, and kept as the API shows it.
// A grade is a family letter (A to E) standing for every grade it starts (A1, A2+, …), as the
// product list's grade filter does.
import type { ProductType } from '../../products';
import { DomainError } from '../../shared/errors/domain-error';
import { bodyOf } from '../../shared/http/schema';
import { ALERT_PRODUCT_TYPES } from '../http/notification-answers.schema';
import { MAX_ALERT_RATE_BP, MAX_ALERT_TERM_MONTHS, SAVE_OPEN_ALERT } from '../http/open-alerts.schema';

/** The product types' list is whole (type-only import: notifications load before products). */
type MissingType = Exclude<ProductType, (typeof ALERT_PRODUCT_TYPES)[number]>;
const everyTypeListed: MissingType extends never ? true : false = true;
void everyTypeListed;

export interface OpenAlertCriteria {
  types: ProductType[];
  grades: string[];
  minRateBp: number | null;
  maxTermMonths: number | null;
}

/** In the order the body's fields are read: the message names the first bad one. */
const MESSAGES: Record<string, string> = {
  types: '알림을 받을 상품 유형을 하나 이상 선택해 주십시오.',
  grades: '등급은 A부터 E까지에서 선택해 주십시오.',
  min_rate_bp: `최소 수익률은 0%에서 ${MAX_ALERT_RATE_BP / 100}% 사이로 선택해 주십시오.`,
  max_term_months: `최대 투자 기간은 1개월에서 ${MAX_ALERT_TERM_MONTHS}개월 사이로 선택해 주십시오.`,
};

/** {types, grades?, min_rate_bp?, max_term_months?} → criteria, or invalid_input naming each bad field. */
export function readOpenAlertCriteria(body: unknown): OpenAlertCriteria {
  try {
    const input = bodyOf(SAVE_OPEN_ALERT, body);
    return { types: [...input.types], grades: input.grades ?? [], minRateBp: input.min_rate_bp ?? null, maxTermMonths: input.max_term_months ?? null };
  } catch (error) {
    if (!(error instanceof DomainError) || error.failCode !== 'invalid_input') throw error;
    const fields = error.details.fields ?? {};
    const first = Object.keys(MESSAGES).find((key) => key in fields);
    throw new DomainError('invalid_input', { fields, message: first ? MESSAGES[first] : undefined });
  }
}
