// The products' answer shapes: the `Product` every list shows (a document component), the detail,
// the operators' view and the statistics. Builders only (no Nest), so the web's type check follows
// this module (web/src/api/types.ts reads `Product`, `ProductDetail` and the disclosure from it).
import { at, bool, bp, enumOf, int, nullable, ref, str } from '../../shared/http/schema/answers';
import type { TObject, TProperties } from '@sinclair/typebox';
import { calendarDate, Type, uuid, won, type Static } from '../../shared/http/schema/fields';

// The products' own lists (product.events.ts), spelled out here so this module imports no context;
// product-answers.unit.spec.ts keeps them equal.
export const PRODUCT_TYPES_SHOWN = ['apt', 'realty', 'credit', 'corporate'] as const;
/** docs/api.md's seven, then the three a bad loan's steps give its product ("Loans that go bad"). */
export const PRODUCT_STATUSES_SHOWN = ['scheduled', 'funding', 'funded', 'repaying', 'completed', 'overdue', 'canceled', 'defaulted', 'written_off', 'sold'] as const;
export const PRODUCT_CANCEL_REASONS_SHOWN = ['operator', 'funding_failed'] as const;
const REPAYMENT_METHODS_SHOWN = ['equal_installment', 'bullet'] as const;

export const PRODUCT = Type.Object({
  id: uuid(),
  title: str(),
  type: enumOf(PRODUCT_TYPES_SHOWN),
  is_realty: bool('apt and realty: counts toward the real-estate limit.'),
  is_pf: bool('Real-estate project financing (apt and realty only; set by the operator before funding): counts toward the PF part of the real-estate limit.'),
  grade: str('Credit grade, e.g. `A2`.'),
  rate_bp: bp('Yearly rate'),
  term_months: int(undefined, { minimum: 1 }),
  repayment_method: enumOf(REPAYMENT_METHODS_SHOWN),
  target_amount: won('Amount to raise'),
  raised_amount: won('Placed so far (held and executed)'),
  investor_count: int(),
  min_amount: won('Smallest investment'),
  max_per_user: won('Per-investor cap; 0 = none'),
  status: enumOf(PRODUCT_STATUSES_SHOWN, 'Addition to docs/api.md: `defaulted`, `written_off` and `sold`, the statuses a loan gone bad takes ("Loans that go bad").'),
  suspended: bool(),
  opens_at: at(),
  closes_at: at(),
  investor_only: bool('Details open only to its investors (403 `investor_only` for others).'),
  cancel_reason: Type.Unsafe<(typeof PRODUCT_CANCEL_REASONS_SHOWN)[number] | null>({
    type: ['string', 'null'],
    enum: [...PRODUCT_CANCEL_REASONS_SHOWN, null],
    description: 'Why a canceled product was canceled: `operator`, or `funding_failed` when it was still raising as the business clock passed `closes_at` '
      + '(the platform canceled it and returned every hold). Null unless canceled.',
  }),
}, { description: 'docs/api.md `product`. A product past `closes_at` takes no investment (`invalid_invest`).' });
export type Product = Static<typeof PRODUCT>;

/** `Product` with more fields (allOf), as the document has always shown a product's variants. */
const productWith = <P extends TProperties>(more: P, description?: string) =>
  Type.Unsafe<Product & Static<TObject<P>>>({ allOf: [ref('Product'), Type.Object(more)], ...(description ? { description } : {}) });

const COLLATERAL_VIEW = { address: str(), appraisal_amount: won(), senior_debt_amount: won(), lien_rank: int(), note: nullable(str()) };

export const PRODUCT_DETAIL = productWith({
  description: str(),
  borrower: Type.Object({ name: str('Masked, e.g. 김*수.'), id: str('Masked.') }),
  collateral: nullable(Type.Object({ ...COLLATERAL_VIEW, ltv_bp: nullable(bp('(Senior debt + this loan) / appraisal')) })),
  schedule_preview: Type.Object({
    amount: won('The previewed investment'),
    items: Type.Array(ref<PayoutEstimate>('PayoutEstimate')),
    totals: Type.Object({
      principal: won('Sum of the items\' principal (equals `amount`)'), interest: won('Sum of interest'), tax_income: won('Sum of income tax'),
      tax_local: won('Sum of local income tax'), fee: won('Sum of platform fees'), net: won('Sum of what the investor receives'),
    }, { description: 'Addition to docs/api.md (the return calculator, issue 31 item 11): the items\' sums.' }),
    return_bp: bp('Addition to docs/api.md: `amount`\'s yearly return before tax and fees, reckoned as the disclosure\'s `expected_return_bp`'),
    net_return_bp: bp('Addition to docs/api.md: the same after income tax, local tax and the fee (floored per payment, so it can differ slightly by amount)'),
  }, { description: 'Expected payouts of `amount` (an estimate; the binding schedule is fixed at execution), taxed and charged by the policy in force; `?amount=` sets it (the product page\'s return calculator).' }),
  disclosure: ref<ProductDisclosureView>('ProductDisclosure'),
}, 'docs/api.md product detail.');
export type ProductDetail = Static<typeof PRODUCT_DETAIL>;

export const ADMIN_PRODUCT = productWith({
  borrower_id: str(),
  borrower_name: str(),
  description: str(),
  collateral: nullable(Type.Object(COLLATERAL_VIEW)),
  executed_at: nullable(at()),
  repaid_principal: won(),
}, 'A product as operators see it: borrower unmasked, raw collateral.');
export type AdminProduct = Static<typeof ADMIN_PRODUCT>;

/** A row of the operators' list. */
export const ADMIN_PRODUCT_ROW = productWith({ borrower_id: str(), borrower_name: str() });
export type AdminProductRow = Static<typeof ADMIN_PRODUCT_ROW>;

export const STATS = Type.Object({
  cumulative_loan_amount: won(),
  outstanding_amount: won(),
  cumulative_repaid_amount: won(),
  overdue_rate_bp: bp('Share of outstanding principal in overdue and defaulted products (an acceleration never lowers it)'),
  loss_rate_bp: bp('Principal written off, net of later recoveries, over cumulative loans executed'),
  product_count: int(),
  investor_count: int(),
  as_of: at(),
});
export type Stats = Static<typeof STATS>;

export const PAYOUT_ESTIMATE = Type.Object({
  seq: int(), due_on: calendarDate(), principal: won(), interest: won(), tax_income: won(), tax_local: won(),
  fee: won('Addition to docs/api.md: the platform fee on the interest, by the policy in force'), net: won(),
}, { description: 'One installment of an estimate (the binding schedule is fixed at execution).' });
export type PayoutEstimate = Static<typeof PAYOUT_ESTIMATE>;

/** What 온투법 22조① requires an investor to be shown before investing (disclosure/product-disclosure.ts builds it). */
export const PRODUCT_DISCLOSURE = Type.Object({
  version: str('Changes when any item below changes; POST /investments records it with each investment.'),
  loan: Type.Object({
    amount: won('The amount raised (the target)'), term_months: int(), rate_bp: bp('Yearly rate'), repayment_method: enumOf(['equal_installment', 'bullet']),
    due_rule: enumOf(['monthly_from_execution'], 'Installment n is due n months after execution (clamped to the month\'s end).'),
    basis_amount: won('The investment the schedule below is worked out for'),
    schedule: Type.Array(ref<PayoutEstimate>('PayoutEstimate'), { description: 'Repayment dates and amounts for `basis_amount` (dates estimated from the close of funding until execution).' }),
  }, { description: 'Amount, term, rate, repayment dates and amounts.' }),
  borrower: Type.Object({ name: str('Masked.'), kind: enumOf(['individual', 'corporation']), grade: str(), purpose: str() }, { description: 'Borrower facts.' }),
  risks: Type.Array(str(), { description: 'The risks an investor takes, in Korean.' }),
  fees: Type.Object({ investor_fee_bp: bp('Platform fee on interest'), note: str() }, { description: 'Fees.' }),
  tax: Type.Object({
    platform_registered: bool(), income_tax_bp: bp('Income tax on interest (14 % registered, 25 % otherwise)'),
    local_tax_rate_pct: int('Local income tax as a percentage of the income tax (10).'), rounding: enumOf(['floor_10_won'], 'Each tax floored to 10 won.'),
  }, { description: 'Tax and tax rates.' }),
  expected_return_bp: bp('A year\'s return before tax and fees, from the loan maths'),
  expected_net_return_bp: bp('A year\'s return after tax and fees, by the policy in force'),
  collateral: nullable(Type.Object({
    appraisal_amount: won(), valuation_method: str('How the value was set'), lien_rank: int(), senior_debt_amount: won(), ltv_bp: nullable(bp('LTV')),
  }, { description: 'Collateral value, how it was valued and the lien rank (apt and realty; null otherwise).' })),
  collection: Type.Object({ procedure: str(), debt_sale: str(), costs: str() }, { description: 'Collection and debt-sale procedure and their costs.' }),
  changes: Type.Array(Type.Object({ changed_at: at(), fields: Type.Array(str()) }), { description: 'Every later change of the product\'s terms.' }),
}, { description: 'What 온투법 22조① requires an investor to be shown before investing.' });
export type ProductDisclosureView = Static<typeof PRODUCT_DISCLOSURE>;
