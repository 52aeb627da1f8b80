// The answer module spells the products' statuses out (so the web's type check does not follow the
// products context); the basket and the investments show every status a product can have.
import { PRODUCT_STATUSES as PRODUCTS_OWN } from '../../products';
import { PRODUCT_STATUSES } from './investing-answers.schema';

describe('investing answers', () => {
  it('list every product status', () => {
    expect([...PRODUCT_STATUSES]).toEqual([...PRODUCTS_OWN]);
  });
});
