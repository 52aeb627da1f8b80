// What GET /products narrows and orders the list by (docs/api.md "Products"): status and type as
// before, and what an investor comparing products asks for (issue 31, item 12): grade, term,
// rate, LTV, and an order. Parsed once at the edge; rendered to one parameterised WHERE and ORDER BY.
import { invalidInput } from '../../shared/errors/domain-error';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../product.events';

export const PRODUCT_SORTS = ['recommended', 'rate_desc', 'term_asc', 'term_desc', 'closing_soon', 'newest', 'ltv_asc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ListFilter {
  statuses: string[];
  types: string[];
  grades: string[];
  termMinMonths: number | null;
  termMaxMonths: number | null;
  rateMinBp: number | null;
  /** Products with collateral whose LTV is at most this; products without collateral are left out when set. */
  ltvMaxBp: number | null;
  sort: ProductSort;
  page: number;
  size: number;
  offset: number;
}

/** Funding first, then what opens next, then the rest by recency. */
const RECOMMENDED = `CASE status WHEN 'funding' THEN 0 WHEN 'scheduled' THEN 1 WHEN 'funded' THEN 2 WHEN 'repaying' THEN 3 WHEN 'overdue' THEN 4 WHEN 'completed' THEN 5 ELSE 6 END, opens_at DESC`;

/** LTV in basis points exactly as product-view.ts's ltvBp gives it (null without an appraisal). */
export const LTV_BP_SQL = `CASE WHEN (collateral->>'appraisalWon')::numeric > 0
  THEN round(((collateral->>'seniorDebtWon')::numeric + target_amount) * 10000 / (collateral->>'appraisalWon')::numeric) END`;

const ORDER: Record<ProductSort, string> = {
  recommended: RECOMMENDED,
  rate_desc: 'rate_bp DESC, opens_at DESC',
  term_asc: 'term_months, opens_at DESC',
  term_desc: 'term_months DESC, opens_at DESC',
  // Still raising first, the nearest deadline first; the rest after, by recency.
  closing_soon: `(status = 'funding') DESC, CASE WHEN status = 'funding' THEN closes_at END, opens_at DESC`,
  newest: 'opens_at DESC',
  ltv_asc: `${LTV_BP_SQL} NULLS LAST, opens_at DESC`,
};

const MAX_GRADES = 20;

function list(value: unknown): string[] {
  return typeof value === 'string' && value.length > 0 ? value.split(',').map((s) => s.trim()).filter(Boolean) : [];
}

function wholeNumber(value: unknown, max: number, field: string, fields: Record<string, string>): number | null {
  if (value === undefined || value === '') return null;
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n > max) {
    fields[field] = 'invalid_value';
    return null;
  }
  return n;
}

export function parseListFilter(query: Record<string, unknown>, page: { page: number; size: number; offset: number }): ListFilter {
  const fields: Record<string, string> = {};
  const statuses = list(query.status);
  const types = list(query.type);
  const grades = list(query.grade);
  if (statuses.some((s) => !(PRODUCT_STATUSES as readonly string[]).includes(s))) fields.status = 'invalid_value';
  if (types.some((s) => !(PRODUCT_TYPES as readonly string[]).includes(s))) fields.type = 'invalid_value';
  if (grades.length > MAX_GRADES || grades.some((g) => g.length > 10)) fields.grade = 'invalid_value';
  const termMinMonths = wholeNumber(query.term_min, 600, 'term_min', fields);
  const termMaxMonths = wholeNumber(query.term_max, 600, 'term_max', fields);
  const rateMinBp = wholeNumber(query.rate_min_bp, 10_000, 'rate_min_bp', fields);
  const ltvMaxBp = wholeNumber(query.ltv_max_bp, 100_000, 'ltv_max_bp', fields);
  const sort = (query.sort === undefined || query.sort === '' ? 'recommended' : query.sort) as ProductSort;
  if (!PRODUCT_SORTS.includes(sort)) fields.sort = 'invalid_value';
  if (termMinMonths !== null && termMaxMonths !== null && termMinMonths > termMaxMonths) fields.term_max = 'less_than_term_min';
  if (Object.keys(fields).length) throw invalidInput(fields);
  return { statuses, types, grades, termMinMonths, termMaxMonths, rateMinBp, ltvMaxBp, sort, ...page };
}

/** The filter as SQL: a WHERE over numbered parameters ($1…$n), its parameters, and the ORDER BY. */
export function listSql(filter: ListFilter): { where: string; params: unknown[]; orderBy: string } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (filter.statuses.length) add((n) => `status = ANY(${n}::text[])`, filter.statuses);
  if (filter.types.length) add((n) => `type = ANY(${n}::text[])`, filter.types);
  if (filter.grades.length) add((n) => `grade = ANY(${n}::text[])`, filter.grades);
  if (filter.termMinMonths !== null) add((n) => `term_months >= ${n}::int`, filter.termMinMonths);
  if (filter.termMaxMonths !== null) add((n) => `term_months <= ${n}::int`, filter.termMaxMonths);
  if (filter.rateMinBp !== null) add((n) => `rate_bp >= ${n}::int`, filter.rateMinBp);
  if (filter.ltvMaxBp !== null) add((n) => `${LTV_BP_SQL} <= ${n}::int`, filter.ltvMaxBp);
  return { where: clauses.length ? clauses.join(' AND ') : 'true', params, orderBy: `${ORDER[filter.sort]}, id` };
}
