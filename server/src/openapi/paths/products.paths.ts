// Products (docs/api.md "Products" and the operators' product routes): the public list, detail and
// statistics; operators create, edit and move products through their lifecycle.
import { operationsFor, PAGE_PARAMS, pathParam, queryParam, uuidPath } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { PRODUCT_STATUSES, PRODUCT_TYPES, REPAYMENT_METHODS } from '../components';
import { PRODUCT_SORTS } from '../../products';
import { arr, body, bool, bp, enumOf, extend, instant, int, nullable, obj, page, ref, str, won } from '../schema';

const op = operationsFor('Products');

const collateralInput = body({
  address: str(undefined, { maxLength: 300 }),
  appraisal_amount: won(undefined, { minimum: 1 }),
  'senior_debt_amount?': won('Debt ranking before this loan', { minimum: 0 }),
  'lien_rank?': int(undefined, { minimum: 1, maximum: 10, default: 1 }),
  'note?': str(undefined, { maxLength: 500 }),
});

const collateralView = obj({
  address: str(),
  appraisal_amount: won(),
  senior_debt_amount: won(),
  lien_rank: int(),
  note: nullable(str()),
});

/** Fields of POST (all but the `?` ones required) and PATCH (any subset) /admin/products. */
function termsBody(partial: boolean): Schema {
  const o = (key: string) => (partial ? `${key}?` : key);
  return body({
    [o('title')]: str(undefined, { maxLength: 100 }),
    [o('type')]: enumOf(PRODUCT_TYPES),
    [o('borrower_id')]: str(undefined, { maxLength: 64 }),
    [o('borrower_name')]: str(undefined, { maxLength: 100 }),
    [o('grade')]: str(undefined, { pattern: '^[A-E][1-5]?[+-]?$' }),
    [o('rate_bp')]: int('Yearly rate in basis points.', { minimum: 1, maximum: 2000 }),
    [o('term_months')]: int(undefined, { minimum: 1, maximum: 60 }),
    [o('repayment_method')]: enumOf(REPAYMENT_METHODS),
    [o('target_amount')]: won('A multiple of 10,000', { minimum: 10_000, multipleOf: 10_000 }),
    'min_amount?': won('A multiple of 10,000; default 10,000', { minimum: 10_000, multipleOf: 10_000 }),
    'max_per_user?': won('A multiple of 10,000; 0 = no cap', { minimum: 0, multipleOf: 10_000 }),
    [o('opens_at')]: instant(),
    [o('closes_at')]: instant('After opens_at.'),
    'investor_only?': bool(),
    'description?': str(undefined, { maxLength: 20_000 }),
    'is_pf?': bool(partial ? 'Only before funding (409 `product_state_conflict` after).' : 'Default false. Only for apt and realty: true on credit or corporate is `invalid_input` `{is_pf: realty_only}`.'),
    'collateral?': { ...collateralInput, type: ['object', 'null'], description: partial ? 'null removes it.' : 'Required for apt and realty.' },
  });
}

export const productsSchemas: Record<string, Schema> = {
  ProductDetail: extend(ref('Product'), {
    description: str(),
    borrower: obj({ name: str('Masked, e.g. 김*수.'), id: str('Masked.') }),
    collateral: nullable(obj({ address: str(), appraisal_amount: won(), senior_debt_amount: won(), lien_rank: int(), note: nullable(str()), ltv_bp: nullable(bp('(Senior debt + this loan) / appraisal')) })),
    schedule_preview: obj({
      amount: won('The previewed investment'),
      items: arr(ref('PayoutEstimate')),
      totals: obj({
        principal: won('Sum of the items\' principal (equals `amount`)'), interest: won('Sum of interest'), tax_income: won('Sum of income tax'),
        tax_local: won('Sum of local income tax'), fee: won('Sum of platform fees'), net: won('Sum of what the investor receives'),
      }, 'Addition to docs/api.md (the return calculator, issue 31 item 11): the items\' sums.'),
      return_bp: bp('Addition to docs/api.md: `amount`\'s yearly return before tax and fees, reckoned as the disclosure\'s `expected_return_bp`'),
      net_return_bp: bp('Addition to docs/api.md: the same after income tax, local tax and the fee (floored per payment, so it can differ slightly by amount)'),
    }, 'Expected payouts of `amount` (an estimate; the binding schedule is fixed at execution), taxed and charged by the policy in force; `?amount=` sets it (the product page\'s return calculator).'),
    disclosure: ref('ProductDisclosure'),
  }, 'docs/api.md product detail.'),
  AdminProduct: extend(ref('Product'), {
    borrower_id: str(),
    borrower_name: str(),
    description: str(),
    collateral: nullable(collateralView),
    executed_at: nullable(instant()),
    repaid_principal: won(),
  }, 'A product as operators see it: borrower unmasked, raw collateral.'),
};

const STATUS_FILTER = queryParam('status', str(`One or several of ${PRODUCT_STATUSES.join(', ')}, comma-separated.`));
const TYPE_FILTER = queryParam('type', str(`One or several of ${PRODUCT_TYPES.join(', ')}, comma-separated.`));
/** What an investor comparing products narrows and orders by (product-list-filter.ts). */
const COMPARE_PARAMS = [
  queryParam('grade', str('One or several grades (e.g. A1,A2), comma-separated.')),
  queryParam('term_min', int(undefined, { minimum: 0, maximum: 600 }), 'Shortest term in months.'),
  queryParam('term_max', int(undefined, { minimum: 0, maximum: 600 }), 'Longest term in months (not below term_min: `less_than_term_min`).'),
  queryParam('rate_min_bp', int(undefined, { minimum: 0, maximum: 10_000 }), 'Lowest yearly rate, in basis points.'),
  queryParam('ltv_max_bp', int(undefined, { minimum: 0, maximum: 100_000 }), 'Highest LTV, in basis points, as `collateral.ltv_bp` gives it; products without collateral are left out when set.'),
  queryParam('sort', enumOf(PRODUCT_SORTS, '`recommended` (default): funding first, then what opens next, then by recency; `rate_desc`; `term_asc`; `term_desc`; `closing_soon`: still raising, nearest deadline first; `newest`; `ltv_asc`.')),
];

export const productsPaths: Paths = {
  '/products': {
    get: op('get', {
      id: 'listProducts',
      summary: 'Products',
      description: 'Funding first, then what opens next, then the rest by recency.',
      access: 'public',
      params: [STATUS_FILTER, TYPE_FILTER, ...COMPARE_PARAMS, ...PAGE_PARAMS],
      ok: { status: 200, description: 'A page of products.', schema: page(ref('Product')) },
      fails: ['invalid_input'],
      addition: '`status` and `type` take comma-separated lists; `grade`, `term_min`, `term_max`, `rate_min_bp`, `ltv_max_bp` and `sort`; the list is paged `{items, page, size, total}`.',
    }),
  },
  '/products/{id}': {
    get: op('get', {
      id: 'getProduct',
      summary: 'One product with description, borrower (masked), collateral and schedule preview',
      description: 'An investor-only product opens only to its investors and operators.',
      access: 'optionalSession',
      params: [uuidPath('id', 'product'), queryParam('amount', int(undefined, { minimum: 1, maximum: 10_000_000_000, default: 1_000_000 }), 'The amount the schedule preview is computed for.')],
      ok: { status: 200, description: 'The product.', schema: ref('ProductDetail') },
      fails: ['invalid_input', 'no_such_product', 'investor_only'],
      addition: '`?amount=` for the preview; `collateral.ltv_bp`.',
    }),
  },
  '/stats': {
    get: op('get', {
      id: 'getStats',
      summary: 'Platform statistics',
      access: 'public',
      ok: {
        status: 200,
        description: 'Now.',
        schema: obj({
          cumulative_loan_amount: won(),
          outstanding_amount: won(),
          cumulative_repaid_amount: won(),
          overdue_rate_bp: bp('Share of outstanding principal in overdue and defaulted products (an acceleration never lowers it)'),
          loss_rate_bp: bp('Principal written off, net of later recoveries, over cumulative loans executed'),
          product_count: int(),
          investor_count: int(),
          as_of: instant(),
        }),
      },
    }),
  },
  '/admin/products': {
    get: op('get', {
      id: 'adminListProducts',
      summary: 'Every product, newest registration first',
      access: 'operator',
      notInApiMd: true,
      addition: 'operators\' list with the borrower unmasked.',
      params: [STATUS_FILTER, TYPE_FILTER, ...PAGE_PARAMS],
      ok: { status: 200, description: 'A page.', schema: page(extend(ref('Product'), { borrower_id: str(), borrower_name: str() })) },
      fails: ['invalid_input'],
    }),
    post: op('post', {
      id: 'adminCreateProduct',
      summary: 'Register a product (status `scheduled`)',
      access: 'operator',
      command: true,
      body: termsBody(false),
      ok: { status: 201, description: 'Registered.', schema: ref('AdminProduct') },
      fails: ['product_state_conflict'],
      addition: '`min_amount` and `collateral` (address, appraisal, senior debt, lien rank) fields.',
    }),
  },
  '/admin/products/{id}': {
    get: op('get', {
      id: 'adminGetProduct',
      summary: 'One product as operators see it',
      access: 'operator',
      notInApiMd: true,
      addition: 'the operators\' view.',
      params: [uuidPath('id', 'product')],
      ok: { status: 200, description: 'The product.', schema: ref('AdminProduct') },
      fails: ['invalid_input', 'no_such_product'],
    }),
    patch: op('patch', {
      id: 'adminUpdateProduct',
      summary: 'Edit a scheduled or funding product',
      description: 'Any subset of the fields. Once funding, terms investors relied on are frozen (`product_state_conflict`); the target may not go below what was raised.',
      access: 'operator',
      command: true,
      params: [uuidPath('id', 'product')],
      body: termsBody(true),
      bodyOptional: true,
      ok: { status: 200, description: 'The updated product.', schema: ref('AdminProduct') },
      fails: ['no_such_product', 'product_state_conflict'],
    }),
  },
  '/admin/products/{id}/{action}': {
    post: op('post', {
      id: 'adminProductLifecycle',
      summary: 'Lifecycle: open, suspend, resume, cancel, execute',
      description: [
        '`open` starts funding now (the scheduler also opens at `opens_at`; a product past `closes_at` never opens, `product_state_conflict`); a product whose raised amount reaches its target becomes `funded` by itself.',
        '`suspend`/`resume` pause and restart investing.',
        '`cancel` releases every hold (`cancel_reason: "operator"`). A product still raising when the business clock passes `closes_at` is canceled by the platform within a minute, and at the latest by the next repayment run (`cancel_reason: "funding_failed"`, every hold returned as `invest_cancel`, each investor notified).',
        '`execute` (a fully funded product only, `product_state_conflict` otherwise, 온투법 12조②; after a lowered target, 409 `reconfirmation_pending` until every investor asked has answered or the window has closed) disburses the loan, fixes the schedule (installment n due n months after execution, Korea time) and makes it `repaying`.',
        'Another action is 404 `not_found`.',
      ].join(' '),
      access: 'operator',
      command: true,
      params: [uuidPath('id', 'product'), pathParam('action', enumOf(['open', 'suspend', 'resume', 'cancel', 'execute']))],
      ok: { status: 200, description: 'The product after the step.', schema: ref('AdminProduct') },
      fails: ['invalid_input', 'not_found', 'no_such_product', 'product_state_conflict', 'reconfirmation_pending'],
      addition: 'answers 200 with the product; a step the status does not allow is 409 `product_state_conflict`.',
    }),
  },
};
