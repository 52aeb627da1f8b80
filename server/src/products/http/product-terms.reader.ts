// Reads an operator's product form (POST and PATCH /admin/products) into ProductTerms, with
// every bad field in one invalid_input answer.
import { BodyReader } from '../../shared/http/validation';
import { Collateral, PRODUCT_TYPES, ProductTerms, REPAYMENT_METHODS } from '../product.events';

export const TERM_FIELDS = [
  'title', 'type', 'borrower_id', 'borrower_name', 'grade', 'rate_bp', 'term_months', 'repayment_method', 'target_amount',
  'min_amount', 'max_per_user', 'opens_at', 'closes_at', 'investor_only', 'description', 'collateral', 'is_pf',
] as const;

const UNIT_WON = 10_000;
const MAX_TARGET_WON = 100_000_000_000;

function readCollateral(reader: BodyReader): Collateral | null {
  const raw = reader.raw('collateral');
  if (raw === null || raw === undefined) return null;
  const c = new BodyReader(raw, ['address', 'appraisal_amount', 'senior_debt_amount', 'lien_rank', 'note']);
  try {
    const value: Collateral = {
      address: c.string('address', { max: 300 }),
      appraisalWon: c.integer('appraisal_amount', { min: 1, max: 1_000_000_000_000 }),
      seniorDebtWon: c.integer('senior_debt_amount', { min: 0, max: 1_000_000_000_000, optional: true }),
      lienRank: c.integer('lien_rank', { min: 1, max: 10, optional: true }) || 1,
    };
    const note = c.optionalString('note', { max: 500 });
    if (note) value.note = note;
    c.done();
    return value;
  } catch {
    reader.fail('collateral', 'invalid_value');
    return null;
  }
}

const iso = (d: Date): string => (Number.isNaN(d.getTime()) ? '' : d.toISOString());

/** All fields for a new product; `partial` reads only those present (PATCH). */
export function readProductTerms(body: unknown, partial: boolean): Partial<ProductTerms> {
  const r = new BodyReader(body, TERM_FIELDS);
  const has = (k: string) => !partial || (typeof body === 'object' && body !== null && k in (body as object));
  const t: Partial<ProductTerms> = {};
  if (has('title')) t.title = r.string('title', { max: 100 });
  if (has('type')) t.type = r.oneOf('type', PRODUCT_TYPES);
  if (has('borrower_id')) t.borrowerId = r.string('borrower_id', { max: 64 });
  if (has('borrower_name')) t.borrowerName = r.string('borrower_name', { max: 100 });
  if (has('grade')) t.grade = r.string('grade', { max: 4, pattern: /^[A-E][1-5]?[+-]?$/ });
  if (has('rate_bp')) t.rateBp = r.integer('rate_bp', { min: 1, max: 2000 });
  if (has('term_months')) t.termMonths = r.integer('term_months', { min: 1, max: 60 });
  if (has('repayment_method')) t.repaymentMethod = r.oneOf('repayment_method', REPAYMENT_METHODS);
  if (has('target_amount')) {
    t.targetAmountWon = r.integer('target_amount', { min: UNIT_WON, max: MAX_TARGET_WON });
    if (t.targetAmountWon % UNIT_WON !== 0) r.fail('target_amount', 'invalid_amount');
  }
  if (has('min_amount')) {
    t.minAmountWon = r.integer('min_amount', { min: UNIT_WON, max: MAX_TARGET_WON, optional: true }) || UNIT_WON;
    if (t.minAmountWon % UNIT_WON !== 0) r.fail('min_amount', 'invalid_amount');
  }
  if (has('max_per_user')) {
    t.maxPerUserWon = r.integer('max_per_user', { min: 0, max: MAX_TARGET_WON, optional: !partial });
    if (t.maxPerUserWon % UNIT_WON !== 0) r.fail('max_per_user', 'invalid_amount');
  }
  if (has('opens_at')) t.opensAt = iso(r.instant('opens_at'));
  if (has('closes_at')) t.closesAt = iso(r.instant('closes_at'));
  if (has('investor_only')) t.investorOnly = r.boolean('investor_only', { optional: !partial });
  if (has('description')) t.description = r.string('description', { optional: true, min: 0, max: 20_000 });
  if (has('collateral')) t.collateral = readCollateral(r);
  // Default false; only apt and realty may be PF (the decider checks it against the stored type too).
  if (has('is_pf')) t.isPf = r.boolean('is_pf', { optional: !partial });
  if (t.isPf && t.type && t.type !== 'apt' && t.type !== 'realty') r.fail('is_pf', 'realty_only');
  if (t.targetAmountWon && t.maxPerUserWon && t.maxPerUserWon > t.targetAmountWon) r.fail('max_per_user', 'too_large');
  if (t.targetAmountWon && t.minAmountWon && t.minAmountWon > t.targetAmountWon) r.fail('min_amount', 'too_large');
  if (t.opensAt && t.closesAt && Date.parse(t.opensAt) >= Date.parse(t.closesAt)) r.fail('closes_at', 'before_opens_at');
  if (!partial && (t.type === 'apt' || t.type === 'realty') && !t.collateral) r.fail('collateral', 'required');
  r.done();
  return t;
}
