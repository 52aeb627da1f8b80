// Tickets, POST/GET /investments, DELETE /investments/{id} and the invest box's limits (docs/api.md
// "Basket and investing"). An investment request's items are one list read as a whole: a bad item
// is `items[i]: invalid_value`, as the endpoint has always answered, so `refine` reads them. The
// body's schema is in investing-requests.schema.ts, the answers' in investing-answers.schema.ts.
import { endpoint, enumOf, queryParam, readBody, requestQuery, Type, uuid, uuidPath, type Refine, type Static } from '../../shared/http/schema';
import { MAX_BASKET_ITEMS } from '../basket/basket-size';
import { CANCELED_INVESTMENT, INVEST_LIMITS, INVEST_TICKET, INVESTMENT_LIST, INVESTMENT_STATUSES, PLACED_INVESTMENTS } from './investing-answers.schema';
import { INVEST_BODY, INVEST_ITEM as ITEM, type InvestmentItem as Item } from './investing-requests.schema';

/** The items read against ITEM (product ids lower-case); a bad one is named `items[i]: invalid_value`. */
export function investmentItems(raw: unknown, fail: (field: string, reason: string) => void = () => undefined): Item[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_BASKET_ITEMS) {
    fail('items', raw === undefined ? 'required' : 'invalid_value');
    return [];
  }
  const items: Item[] = [];
  raw.forEach((entry, i) => {
    // null is no item (the reader would read it as an empty object).
    if (entry === null) return fail(`items[${i}]`, 'invalid_value');
    try {
      items.push(readBody(ITEM, entry));
    } catch {
      fail(`items[${i}]`, 'invalid_value');
    }
  });
  if (new Set(items.map((i) => i.product_id)).size !== items.length) fail('items', 'duplicate_product');
  return items;
}

const refine: Refine<Static<typeof INVEST_BODY>> = (input, fail) => void investmentItems(input.items, fail);

export const ISSUE_INVEST_TICKET = endpoint({
  method: 'post', path: '/invest_tickets',
  id: 'issueInvestTicket', summary: 'A one-use ticket for one investment request',
  description: 'Valid 10 minutes, bound to the user; it is the request\'s idempotency key.',
  access: 'session',
  ok: { status: 201, description: 'The ticket.', schema: INVEST_TICKET },
});

export const INVEST = endpoint({
  method: 'post', path: '/investments',
  id: 'invest', summary: 'Invest in one or several products, all or nothing',
  description: [
    'Every item is checked, then all are placed in one atomic step, or none is. The same ticket with the same body returns the first outcome; with another body 409 `duplicate_ticket`.',
    'Checks run in this order and the first failure answers (with `product_id` of the item): input; ticket; product (no_such_product, product_is_not_prepared, product_suspended, invalid_invest); amount rules; room left (a fully raised product answers exceed_amount_limit); the product\'s per-user cap; the investor\'s limits (a professional or corporate investor\'s share of the product, total, real estate and its PF part, same borrower; held money counts; the policy in force on the business date of the placement); the central registry; balance; bank hours.',
  ].join('\n\n'),
  access: 'session',
  command: true,
  body: INVEST_BODY,
  refine,
  ok: { status: 201, description: 'Placed: the money is held in the products.', schema: PLACED_INVESTMENTS },
  fails: [
    'min_invest_amount', 'invalid_amount', 'no_vaccount', 'not_enough_balance', 'over_total_invest_limit', 'over_borrower_invest_limit',
    'over_realty_invest_limit', 'over_institutional_share_limit', 'exceed_amount_limit', 'exceed_amount_per_user_limit', 'exceed_user_limit', 'exceed_user_per_product_limit',
    'product_suspended', 'product_is_not_prepared', 'invalid_invest', 'bank_closed', 'invalid_token', 'duplicate_ticket', 'no_such_product',
    'too_many_requests', 'confirmation_required', 'identity_unverified',
  ],
});

export const LIST_INVESTMENTS = endpoint({
  method: 'get', path: '/investments',
  id: 'listInvestments', summary: 'The caller\'s investments, newest first',
  description: 'Outstanding principal and received interest are kept per investor and product, shared pro rata among several investments in one product.',
  access: 'session',
  // Read by the query itself: an empty `status` is invalid_value too, as it always was.
  params: [queryParam('status', enumOf(INVESTMENT_STATUSES))],
  ok: { status: 200, description: 'At most 500.', schema: INVESTMENT_LIST },
  fails: ['invalid_input'],
  addition: 'the list is wrapped as `{items}`; each item also has `product_status` and `documents`.',
});

export const CANCEL_INVESTMENT = endpoint({
  method: 'delete', path: '/investments/{id}',
  id: 'cancelInvestment', summary: 'Cancel an investment while the product is still raising',
  access: 'session',
  command: true,
  params: [uuidPath('id', 'investment')],
  ok: { status: 200, description: 'Canceled; the hold is released.', schema: CANCELED_INVESTMENT },
  fails: ['invalid_input', 'not_found', 'investment_not_cancelable'],
  addition: 'someone else\'s or an unknown investment is 404 `not_found`.',
});

export const GET_INVEST_LIMITS = endpoint({
  method: 'get', path: '/invest_limits',
  id: 'getInvestLimits', summary: 'How much more the caller may invest (the invest box)',
  access: 'session',
  notInApiMd: true,
  addition: 'the invest box\'s remaining limits.',
  query: requestQuery({ product_id: Type.Optional(uuid('Also the room left with this product\'s borrower and in this product.')) }, { closed: false }),
  ok: { status: 200, description: 'Limits and remaining room (null = unlimited).', schema: INVEST_LIMITS },
  fails: ['invalid_input'],
});
