// GET /products, /products/{id} and /stats: the public product reads (docs/api.md "Products").
// The list's filters (comma lists, whole numbers, an order) are read by queries/product-list-filter.ts;
// `page` and `size` by the schema.
import { endpoint, enumOf, int, page, pageQueryParams, queryInteger, queryParam, ref, requestQuery, str, Type, uuidPath, type Param } from '../../shared/http/schema';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../product.events';
import { DEFAULT_PREVIEW_AMOUNT_WON } from '../queries/product.queries';
import { PRODUCT_SORTS } from '../queries/product-list-filter';
import { STATS } from './product-answers.schema';

const MAX_PREVIEW_WON = 10_000_000_000;

export const STATUS_AND_TYPE: Param[] = [
  queryParam('status', str(`One or several of ${PRODUCT_STATUSES.join(', ')}, comma-separated.`)),
  queryParam('type', str(`One or several of ${PRODUCT_TYPES.join(', ')}, comma-separated.`)),
];
/** `page` and `size`; the other parameters are the filter's. */
export const PAGE_ONLY = requestQuery(pageQueryParams(), { closed: false });

/** What an investor comparing products narrows and orders by (product-list-filter.ts). */
const COMPARE_PARAMS: Param[] = [
  queryParam('grade', str('One or several grades (e.g. A1,A2), comma-separated.')),
  queryParam('term_min', int(undefined, { minimum: 0, maximum: 600 }), 'Shortest term in months.'),
  queryParam('term_max', int(undefined, { minimum: 0, maximum: 600 }), 'Longest term in months (not below term_min: `less_than_term_min`).'),
  queryParam('rate_min_bp', int(undefined, { minimum: 0, maximum: 10_000 }), 'Lowest yearly rate, in basis points.'),
  queryParam('ltv_max_bp', int(undefined, { minimum: 0, maximum: 100_000 }), 'Highest LTV, in basis points, as `collateral.ltv_bp` gives it; products without collateral are left out when set.'),
  queryParam('sort', enumOf(PRODUCT_SORTS, '`recommended` (default): funding first, then what opens next, then by recency; `rate_desc`; `term_asc`; `term_desc`; `closing_soon`: still raising, nearest deadline first; `newest`; `ltv_asc`.')),
];

export const LIST_PRODUCTS = endpoint({
  method: 'get',
  path: '/products',
  id: 'listProducts',
  summary: 'Products',
  description: 'Funding first, then what opens next, then the rest by recency.',
  access: 'public',
  params: [...STATUS_AND_TYPE, ...COMPARE_PARAMS],
  query: PAGE_ONLY,
  ok: { status: 200, description: 'A page of products.', schema: page(ref('Product')) },
  fails: ['invalid_input'],
  addition: '`status` and `type` take comma-separated lists; `grade`, `term_min`, `term_max`, `rate_min_bp`, `ltv_max_bp` and `sort`; the list is paged `{items, page, size, total}`.',
});

export const GET_PRODUCT = endpoint({
  method: 'get',
  path: '/products/{id}',
  id: 'getProduct',
  summary: 'One product with description, borrower (masked), collateral and schedule preview',
  description: 'An investor-only product opens only to its investors and operators.',
  access: 'optionalSession',
  params: [uuidPath('id', 'product')],
  query: requestQuery({
    amount: Type.Optional(queryInteger({ description: 'The amount the schedule preview is computed for.', min: 1, max: MAX_PREVIEW_WON, fallback: DEFAULT_PREVIEW_AMOUNT_WON })),
  }, { closed: false }),
  ok: { status: 200, description: 'The product.', schema: ref('ProductDetail') },
  fails: ['invalid_input', 'no_such_product', 'investor_only'],
  addition: '`?amount=` for the preview; `collateral.ltv_bp`.',
});

export const GET_STATS = endpoint({
  method: 'get',
  path: '/stats',
  id: 'getStats',
  summary: 'Platform statistics',
  access: 'public',
  ok: { status: 200, description: 'Now.', schema: STATS },
});
