// What the web sends to investing (docs/api.md "Basket and investing"): an investment request and a
// basket line. The endpoints read them (investments.schema.ts, basket.schema.ts) and the web types
// what it sends from them; this module imports only the builders (no Nest), so the web's type check
// can follow it.
import { checkedBy, flag, requestBody, text, Type, uuid, won, type Static } from '../../shared/http/schema/fields';
import { MAX_BASKET_ITEMS } from '../basket/basket-size';

/** One product of an investment request (read one by one: a bad one is `items[i]: invalid_value`). */
export const INVEST_ITEM = requestBody({
  product_id: uuid(),
  amount: won('A multiple of 10,000'),
  disclosure_version: Type.Optional(text({
    description: 'Addition to docs/api.md: the `disclosure.version` the investor read. If the product\'s disclosure changed since, the request is refused with `confirmation_required` (and `product_id`) so that they read it again.',
    max: 64, pattern: /^[\w-]{1,64}$/, trim: false,
  })),
});
export type InvestmentItem = Static<typeof INVEST_ITEM>;

export const INVEST_BODY = requestBody({
  // Any text: a made-up ticket fails the ticket check (invalid_token, docs/api.md), not the input check.
  ticket: text({ description: 'From POST /invest_tickets.', max: 100, trim: false }),
  items: checkedBy<InvestmentItem[]>({ type: 'array', items: INVEST_ITEM, minItems: 1, maxItems: MAX_BASKET_ITEMS, description: 'One to 20 items, each product once (`duplicate_product`).' }),
  acknowledged: Type.Optional(flag('`true`: the investor confirmed, on the confirmation step, that they read each product\'s disclosure and that principal can be lost (온투법 22조③). Anything else: 400 `confirmation_required`, answered right after the input checks. The disclosure version of each product is then recorded with its investment.')),
}, 'Example: `{"ticket": "<from POST /invest_tickets>", "acknowledged": true, "items": [{"product_id": "<uuid>", "amount": 500000, "disclosure_version": "d-3f2a…"}]}`');
export type InvestRequest = Static<typeof INVEST_BODY>;

/** PUT /basket/items/{productId}. */
export const BASKET_ITEM_BODY = requestBody({ amount: won('A multiple of 10,000, at least the product\'s min_amount') });
export type BasketItemRequest = Static<typeof BASKET_ITEM_BODY>;
