// The operator's product form (POST and PATCH /admin/products): its fields, the checks across
// them, answered in one invalid_input, and the ProductTerms they become.
import { checkedBy, choice, flag, instant, integer, orNull, readBody, requestBody, text, Type, won, type Refine, type Static } from '../../shared/http/schema';
import { Collateral, PRODUCT_TYPES, ProductTerms, REPAYMENT_METHODS } from '../product.events';

const UNIT_WON = 10_000;
const MAX_TARGET_WON = 100_000_000_000;
const MAX_APPRAISAL_WON = 1_000_000_000_000;

const COLLATERAL = requestBody({
  address: text({ max: 300 }),
  appraisal_amount: won(undefined, { min: 1, max: MAX_APPRAISAL_WON }),
  senior_debt_amount: Type.Optional(won('Debt ranking before this loan', { min: 0, max: MAX_APPRAISAL_WON })),
  lien_rank: Type.Optional(integer({ min: 1, max: 10, shown: { default: 1 } })),
  note: Type.Optional(text({ max: 500 })),
});

/** The collateral given, null when none, or 'invalid' (any bad field is `collateral: invalid_value`). */
function collateralOf(raw: unknown): Collateral | null | 'invalid' {
  if (raw === null || raw === undefined) return null;
  try {
    const c = readBody(COLLATERAL, raw);
    return { address: c.address, appraisalWon: c.appraisal_amount, seniorDebtWon: c.senior_debt_amount ?? 0, lienRank: c.lien_rank || 1, ...(c.note ? { note: c.note } : {}) };
  } catch {
    return 'invalid';
  }
}

/** Fields of POST (all but the optional ones required) and PATCH (any subset) /admin/products. */
function termsBody(partial: boolean) {
  const o = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) => (partial ? Type.Optional(schema) : schema);
  const multiple = (description: string, min: number) => won(description, { min, max: MAX_TARGET_WON, shown: { multipleOf: UNIT_WON } });
  return requestBody({
    title: o(text({ max: 100 })),
    type: o(choice(PRODUCT_TYPES)),
    borrower_id: o(text({ max: 64 })),
    borrower_name: o(text({ max: 100 })),
    grade: o(text({ max: 4, pattern: /^[A-E][1-5]?[+-]?$/ })),
    rate_bp: o(integer({ description: 'Yearly rate in basis points.', min: 1, max: 2000 })),
    term_months: o(integer({ min: 1, max: 60 })),
    repayment_method: o(choice(REPAYMENT_METHODS)),
    target_amount: o(multiple('A multiple of 10,000', UNIT_WON)),
    min_amount: Type.Optional(multiple('A multiple of 10,000; default 10,000', UNIT_WON)),
    max_per_user: Type.Optional(multiple('A multiple of 10,000; 0 = no cap', 0)),
    opens_at: o(instant()),
    closes_at: o(instant('After opens_at.')),
    investor_only: Type.Optional(flag()),
    description: Type.Optional(orNull(text({ min: 0, max: 20_000 }))),
    is_pf: Type.Optional(flag(partial ? 'Only before funding (409 `product_state_conflict` after).' : 'Default false. Only for apt and realty: true on credit or corporate is `invalid_input` `{is_pf: realty_only}`.')),
    collateral: Type.Optional(checkedBy<unknown>({ ...COLLATERAL, type: ['object', 'null'], description: partial ? 'null removes it.' : 'Required for apt and realty.' })),
  });
}

export const PRODUCT_TERMS = termsBody(false);
export const PRODUCT_CHANGES = termsBody(true);
type TermsInput = Partial<Static<typeof PRODUCT_TERMS>>;

const notMultiple = (value: unknown) => typeof value === 'number' && value % UNIT_WON !== 0;

/** What one field's rule cannot say: amounts in units, bounds against the target, dates in order, collateral. */
function checkTerms(partial: boolean): Refine<TermsInput> {
  return (t, fail) => {
    for (const key of ['target_amount', 'min_amount', 'max_per_user'] as const) if (notMultiple(t[key])) fail(key, 'invalid_amount');
    // Default false; only apt and realty may be PF (the decider checks it against the stored type too).
    if (t.is_pf && t.type && t.type !== 'apt' && t.type !== 'realty') fail('is_pf', 'realty_only');
    if (t.target_amount && t.max_per_user && t.max_per_user > t.target_amount) fail('max_per_user', 'too_large');
    if (t.target_amount && t.min_amount && t.min_amount > t.target_amount) fail('min_amount', 'too_large');
    if (t.opens_at && t.closes_at && t.opens_at.getTime() >= t.closes_at.getTime()) fail('closes_at', 'before_opens_at');
    const collateral = collateralOf(t.collateral);
    if (collateral === 'invalid') fail('collateral', 'invalid_value');
    else if (!partial && (t.type === 'apt' || t.type === 'realty') && !collateral) fail('collateral', 'required');
  };
}
export const CHECK_TERMS = checkTerms(false);
export const CHECK_CHANGES = checkTerms(true);

const iso = (d: Date | undefined) => (d ? d.toISOString() : undefined);

/** The read form as ProductTerms: for a new product every field (with defaults), for a change only those given. */
export function productTerms(t: TermsInput, partial: boolean): Partial<ProductTerms> {
  const collateral = collateralOf(t.collateral);
  const terms: Partial<ProductTerms> = {
    title: t.title, type: t.type, borrowerId: t.borrower_id, borrowerName: t.borrower_name, grade: t.grade, rateBp: t.rate_bp,
    termMonths: t.term_months, repaymentMethod: t.repayment_method, targetAmountWon: t.target_amount,
    minAmountWon: t.min_amount ?? (partial ? undefined : UNIT_WON), maxPerUserWon: t.max_per_user ?? (partial ? undefined : 0),
    opensAt: iso(t.opens_at), closesAt: iso(t.closes_at),
    investorOnly: t.investor_only ?? (partial ? undefined : false),
    description: t.description === undefined ? (partial ? undefined : '') : (t.description ?? ''),
    collateral: t.collateral === undefined && partial ? undefined : (collateral === 'invalid' ? null : collateral),
    isPf: t.is_pf ?? (partial ? undefined : false),
  };
  return Object.fromEntries(Object.entries(terms).filter(([, v]) => v !== undefined)) as Partial<ProductTerms>;
}
