// GET/DELETE /basket and PUT/DELETE /basket/items/{productId}: the investor's basket.
import { endpoint, ref, uuidPath } from '../../shared/http/schema';
import type { Basket } from './investing-answers.schema';
import { BASKET_ITEM_BODY } from './investing-requests.schema';

const BASKET_ANSWER = (description: string) => ({ status: 200, description, schema: ref<Basket>('Basket') });
const productParam = (description: string) => ({ ...uuidPath('productId', 'product'), description });

export const GET_BASKET = endpoint({
  method: 'get', path: '/basket',
  id: 'getBasket', summary: 'The caller\'s basket',
  access: 'session',
  ok: BASKET_ANSWER('The basket.'),
});

export const CLEAR_BASKET = endpoint({
  method: 'delete', path: '/basket',
  id: 'clearBasket', summary: 'Empty the basket',
  access: 'session',
  notInApiMd: true,
  addition: 'clears every item at once.',
  ok: BASKET_ANSWER('The empty basket.'),
});

export const PUT_BASKET_ITEM = endpoint({
  method: 'put', path: '/basket/items/{productId}',
  id: 'putBasketItem', summary: 'Put a product in the basket with an amount (replaces the amount)',
  description: 'Checked as investing checks it: the product first, then the amount rules. At most 20 products (`invalid_input` `{product_id: basket_full}`). Errors carry `product_id`.',
  access: 'session',
  params: [productParam('The product\'s id (docs/api.md writes it `{product_id}`; UUID, else 400 invalid_input `{product_id: invalid_uuid}`).')],
  body: BASKET_ITEM_BODY,
  ok: BASKET_ANSWER('The basket.'),
  fails: ['min_invest_amount', 'invalid_amount', 'no_such_product', 'product_suspended'],
});

export const DELETE_BASKET_ITEM = endpoint({
  method: 'delete', path: '/basket/items/{productId}',
  id: 'deleteBasketItem', summary: 'Take a product out of the basket',
  access: 'session',
  params: [productParam('The product\'s id (docs/api.md writes it `{product_id}`).')],
  ok: BASKET_ANSWER('The basket.'),
  fails: ['invalid_input'],
});
