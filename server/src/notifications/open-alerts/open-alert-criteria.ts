// 오픈 알림's criteria (issue 31, item 13): which products an investor wants to hear of. Read from
// the request body with a Korean message for the first thing wrong, and kept as the API shows it.
// A grade is a family letter (A to E) standing for every grade it starts (A1, A2+, …), as the
// product list's grade filter does.
import type { ProductType } from '../../products';
import { DomainError } from '../../shared/errors/domain-error';
import { BodyReader } from '../../shared/http/validation';

/** The product types (type-only import: notifications load before products; the check below keeps the list whole). */
export const ALERT_PRODUCT_TYPES = ['apt', 'realty', 'credit', 'corporate'] as const satisfies readonly ProductType[];
type MissingType = Exclude<ProductType, (typeof ALERT_PRODUCT_TYPES)[number]>;
const everyTypeListed: MissingType extends never ? true : false = true;
void everyTypeListed;

export const ALERT_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
/** 20 % a year is the legal maximum (이자제한법); a floor above it could never match. */
export const MAX_ALERT_RATE_BP = 2_000;
/** Longer terms are not offered (the payout preview's bound too). */
export const MAX_ALERT_TERM_MONTHS = 120;

export interface OpenAlertCriteria {
  types: ProductType[];
  grades: string[];
  minRateBp: number | null;
  maxTermMonths: number | null;
}

const MESSAGES: Record<string, string> = {
  types: '알림을 받을 상품 유형을 하나 이상 선택해 주십시오.',
  grades: '등급은 A부터 E까지에서 선택해 주십시오.',
  min_rate_bp: `최소 수익률은 0%에서 ${MAX_ALERT_RATE_BP / 100}% 사이로 선택해 주십시오.`,
  max_term_months: `최대 투자 기간은 1개월에서 ${MAX_ALERT_TERM_MONTHS}개월 사이로 선택해 주십시오.`,
};

/** A list of distinct values each among `allowed`; null when it is not one. */
function distinctList<T extends string>(raw: unknown, allowed: readonly T[], minLength: number): T[] | null {
  if (!Array.isArray(raw) || raw.length < minLength || raw.length > allowed.length) return null;
  if (!raw.every((v): v is T => typeof v === 'string' && (allowed as readonly string[]).includes(v))) return null;
  return new Set(raw).size === raw.length ? [...raw] : null;
}

/** {types, grades?, min_rate_bp?, max_term_months?} → criteria, or invalid_input naming each bad field. */
export function readOpenAlertCriteria(body: unknown): OpenAlertCriteria {
  const input = new BodyReader(body, ['types', 'grades', 'min_rate_bp', 'max_term_months']);
  const types = distinctList(input.raw('types'), ALERT_PRODUCT_TYPES, 1);
  if (!types) input.fail('types', input.raw('types') === undefined ? 'required' : 'invalid_value');
  const grades = input.raw('grades') === undefined || input.raw('grades') === null ? [] : distinctList(input.raw('grades'), ALERT_GRADES, 0);
  if (!grades) input.fail('grades', 'invalid_value');
  const nullable = (key: string, min: number, max: number) => (input.raw(key) === undefined || input.raw(key) === null ? null : input.integer(key, { min, max }));
  const minRateBp = nullable('min_rate_bp', 0, MAX_ALERT_RATE_BP);
  const maxTermMonths = nullable('max_term_months', 1, MAX_ALERT_TERM_MONTHS);
  try {
    input.done();
  } catch (error) {
    const fields = (error as DomainError).details.fields ?? {};
    const first = Object.keys(fields).find((key) => MESSAGES[key]);
    throw new DomainError('invalid_input', { fields, message: first ? MESSAGES[first] : undefined });
  }
  return { types: types ?? [], grades: grades ?? [], minRateBp, maxTermMonths };
}
