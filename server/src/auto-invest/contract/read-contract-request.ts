// PUT /me/auto_invest's body → the terms and the confirmation, or invalid_input naming each bad
// field. Only the shape is checked here; the amount rules and their fail codes are the decider's
// (contract-terms.ts), so the edge and the stream give one answer.
import { PRODUCT_TYPES, REPAYMENT_METHODS, type ProductType, type RepaymentMethod } from '../../products';
import { BodyReader } from '../../shared/http/validation';
import type { AutoInvestCriteria, AutoInvestTerms } from '../auto-invest.events';

export const CRITERIA_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
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
export function readCriteria(raw: unknown, fail: (field: string, code: string) => void): AutoInvestCriteria {
  const reader = new BodyReader(raw ?? {}, CRITERIA_FIELDS);
  const types = distinctList<ProductType>(reader.raw('types'), PRODUCT_TYPES);
  if (!types) fail('criteria.types', 'invalid_value');
  const grades = distinctList<string>(reader.raw('grades'), CRITERIA_GRADES);
  if (!grades) fail('criteria.grades', 'invalid_value');
  const methods = distinctList<RepaymentMethod>(reader.raw('repayment_methods'), REPAYMENT_METHODS);
  if (!methods) fail('criteria.repayment_methods', 'invalid_value');
  const nullable = (key: string, min: number, max: number): number | null => {
    const value = reader.raw(key);
    if (value === undefined || value === null) return null;
    if (!Number.isSafeInteger(value) || (value as number) < min || (value as number) > max) fail(`criteria.${key}`, 'invalid_value');
    return value as number;
  };
  const minRateBp = nullable('min_rate_bp', 0, MAX_RATE_BP);
  const maxTermMonths = nullable('max_term_months', 1, MAX_TERM_MONTHS);
  const includePf = reader.raw('include_pf');
  if (includePf !== undefined && typeof includePf !== 'boolean') fail('criteria.include_pf', 'must_be_boolean');
  try {
    reader.done();
  } catch {
    fail('criteria', 'unknown_field');
  }
  return { types: types ?? [], grades: grades ?? [], minRateBp, maxTermMonths, repaymentMethods: methods ?? [], includePf: includePf === true };
}

export interface ContractRequest {
  acknowledged: boolean;
  terms: AutoInvestTerms;
}

export function readContractRequest(body: unknown): ContractRequest {
  const reader = new BodyReader(body, ['acknowledged', 'amount_per_product', 'total_limit', 'ends_on', 'criteria', 'max_per_borrower']);
  const amountPerProductWon = reader.integer('amount_per_product');
  const totalLimitWon = reader.integer('total_limit', { min: 1 });
  const maxPerBorrower = reader.raw('max_per_borrower');
  const maxPerBorrowerWon = maxPerBorrower === undefined || maxPerBorrower === null ? null : reader.integer('max_per_borrower', { min: 1 });
  const endsOn = reader.date('ends_on');
  const rawCriteria = reader.raw('criteria');
  if (rawCriteria !== undefined && (typeof rawCriteria !== 'object' || rawCriteria === null || Array.isArray(rawCriteria))) reader.fail('criteria', 'must_be_object');
  const criteria = readCriteria(typeof rawCriteria === 'object' && !Array.isArray(rawCriteria) ? rawCriteria : {}, (f, c) => reader.fail(f, c));
  const acknowledged = reader.raw('acknowledged');
  if (acknowledged !== true) reader.fail('acknowledged', acknowledged === undefined ? 'required' : 'must_be_true');
  reader.done();
  return { acknowledged: true, terms: { amountPerProductWon, totalLimitWon, maxPerBorrowerWon, endsOn, criteria } };
}
