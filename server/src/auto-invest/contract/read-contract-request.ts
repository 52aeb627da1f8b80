// The criteria of a standing contract, as PUT /me/auto_invest's body gives them and as the
// preview's query is parsed into: lists of distinct known values and bounded whole numbers, each
// bad one `invalid_value`. Only the shape is checked at the edge; the amount rules and their fail
// codes are the decider's (contract-terms.ts), so the edge and the stream give one answer.
import { PRODUCT_TYPES, REPAYMENT_METHODS, type ProductType, type RepaymentMethod } from '../../products';
import type { AutoInvestCriteria, AutoInvestTerms } from '../auto-invest.events';
import { CRITERIA_GRADES } from '../http/auto-invest-answers.schema';

const CRITERIA_FIELDS = ['types', 'grades', 'min_rate_bp', 'max_term_months', 'repayment_methods', 'include_pf'];
/** 20 % a year is the legal maximum (이자제한법); longer terms are not offered. */
const MAX_RATE_BP = 2_000;
const MAX_TERM_MONTHS = 120;

/** A list of distinct values among `allowed` (absent: none); null when it is not one. */
function distinctList<T extends string>(raw: unknown, allowed: readonly T[]): T[] | null {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > allowed.length) return null;
  if (!raw.every((v): v is T => typeof v === 'string' && (allowed as readonly string[]).includes(v))) return null;
  return new Set(raw).size === raw.length ? [...raw] : null;
}

/** The criteria object (also the preview's query, parsed into the same shape). */
export function readCriteria(raw: object, fail: (field: string, code: string) => void): AutoInvestCriteria {
  const given = raw as Record<string, unknown>;
  const types = distinctList<ProductType>(given.types, PRODUCT_TYPES);
  if (!types) fail('criteria.types', 'invalid_value');
  const grades = distinctList<string>(given.grades, CRITERIA_GRADES);
  if (!grades) fail('criteria.grades', 'invalid_value');
  const methods = distinctList<RepaymentMethod>(given.repayment_methods, REPAYMENT_METHODS);
  if (!methods) fail('criteria.repayment_methods', 'invalid_value');
  const nullable = (key: string, min: number, max: number): number | null => {
    const value = given[key];
    if (value === undefined || value === null) return null;
    if (!Number.isSafeInteger(value) || (value as number) < min || (value as number) > max) fail(`criteria.${key}`, 'invalid_value');
    return value as number;
  };
  const minRateBp = nullable('min_rate_bp', 0, MAX_RATE_BP);
  const maxTermMonths = nullable('max_term_months', 1, MAX_TERM_MONTHS);
  const includePf = given.include_pf;
  if (includePf !== undefined && typeof includePf !== 'boolean') fail('criteria.include_pf', 'must_be_boolean');
  if (Object.keys(given).some((key) => !CRITERIA_FIELDS.includes(key))) fail('criteria', 'unknown_field');
  return { types: types ?? [], grades: grades ?? [], minRateBp, maxTermMonths, repaymentMethods: methods ?? [], includePf: includePf === true };
}

export interface ContractRequest {
  acknowledged: boolean;
  terms: AutoInvestTerms;
}
