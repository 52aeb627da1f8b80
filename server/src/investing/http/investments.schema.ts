// Tickets, POST/GET /investments, DELETE /investments/{id} and the invest box's limits (docs/api.md
// "Basket and investing"). An investment request's items are one list read as a whole: a bad item
// is `items[i]: invalid_value`, as the endpoint has always answered, so `refine` reads them.
import { at, checkedBy, endpoint, enumOf, flag, int, nullable, queryParam, readBody, requestBody, requestQuery, str, text, Type, uuid, uuidPath, won, type Refine, type Static } from '../../shared/http/schema';
import { MAX_BASKET_ITEMS } from '../basket/basket.service';
import { INVESTMENT_LIST, INVESTMENT_STATUSES, PLACED_INVESTMENTS } from './investing-answers.schema';

const ITEM = requestBody({
  product_id: uuid(),
  amount: won('A multiple of 10,000'),
  disclosure_version: Type.Optional(text({
    description: 'Addition to docs/api.md: the `disclosure.version` the investor read. If the product\'s disclosure changed since, the request is refused with `confirmation_required` (and `product_id`) so that they read it again.',
    max: 64, pattern: /^[\w-]{1,64}$/, trim: false,
  })),
});
type Item = Static<typeof ITEM>;

const INVEST_BODY = requestBody({
  // Any text: a made-up ticket fails the ticket check (invalid_token, docs/api.md), not the input check.
  ticket: text({ description: 'From POST /invest_tickets.', max: 100, trim: false }),
  items: checkedBy<Item[]>({ type: 'array', items: ITEM, minItems: 1, maxItems: MAX_BASKET_ITEMS, description: 'One to 20 items, each product once (`duplicate_product`).' }),
  acknowledged: Type.Optional(flag('`true`: the investor confirmed, on the confirmation step, that they read each product\'s disclosure and that principal can be lost (온투법 22조③). Anything else: 400 `confirmation_required`, answered right after the input checks. The disclosure version of each product is then recorded with its investment.')),
}, 'Example: `{"ticket": "<from POST /invest_tickets>", "acknowledged": true, "items": [{"product_id": "<uuid>", "amount": 500000, "disclosure_version": "d-3f2a…"}]}`');

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
  ok: { status: 201, description: 'The ticket.', schema: Type.Object({ ticket: uuid(), expires_at: at() }) },
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
  ok: { status: 200, description: 'Canceled; the hold is released.', schema: Type.Object({ balance: won('Balance after') }) },
  fails: ['invalid_input', 'not_found', 'investment_not_cancelable'],
  addition: 'someone else\'s or an unknown investment is 404 `not_found`.',
});

const used = (description?: string) => Type.Object({ used: won(), limit: nullable(won()) }, description ? { description } : {});

export const GET_INVEST_LIMITS = endpoint({
  method: 'get', path: '/invest_limits',
  id: 'getInvestLimits', summary: 'How much more the caller may invest (the invest box)',
  access: 'session',
  notInApiMd: true,
  addition: 'the invest box\'s remaining limits.',
  query: requestQuery({ product_id: Type.Optional(uuid('Also the room left with this product\'s borrower and in this product.')) }, { closed: false }),
  ok: {
    status: 200,
    description: 'Limits and remaining room (null = unlimited).',
    schema: Type.Object({
      investor_type: str(),
      limits: Type.Object({
        total: used(), realty: used(), pf: used('The PF part of the real-estate limit.'), per_borrower_limit: nullable(won()),
        institutional_share_bp: nullable(int('Professional and corporate investors: the share of one product\'s target (basis points) they may hold; null for the other types.')),
      }, { description: 'As the limit policy in force on the business today sets them for the caller\'s type.' }),
      external_holdings: Type.Object({ total: won(), realty: won(), borrower: nullable(won('null without product_id')) }, { description: 'Addition to docs/api.md: what the central registry knows the investor holds on other platforms.' }),
      remaining: Type.Object({
        total: nullable(won()), realty: nullable(won()), pf: nullable(won('PF room, this platform\'s: at most the real-estate room')),
        borrower: nullable(won('null without product_id')),
        institutional: nullable(won('Professional and corporate investors: what they may still put into this product (its share of the target); null otherwise or without product_id')),
      }, { description: 'Room left across all platforms: this platform\'s limits minus what is held here and on other platforms.' }),
      invested_in_product: won(),
    }),
  },
  fails: ['invalid_input'],
});
