// The answer module spells the products' lists out (so the web's type check does not follow the
// products context); they must stay the lists the products context answers with.
import { PRODUCT_CANCEL_REASONS, PRODUCT_STATUSES, PRODUCT_TYPES, REPAYMENT_METHODS } from '../product.events';
import { PRODUCT, PRODUCT_CANCEL_REASONS_SHOWN, PRODUCT_STATUSES_SHOWN, PRODUCT_TYPES_SHOWN } from './product-answers.schema';

describe('product answers', () => {
  it('list the products context\'s types, statuses and cancel reasons', () => {
    expect([...PRODUCT_TYPES_SHOWN]).toEqual([...PRODUCT_TYPES]);
    expect([...PRODUCT_STATUSES_SHOWN]).toEqual([...PRODUCT_STATUSES]);
    expect([...PRODUCT_CANCEL_REASONS_SHOWN]).toEqual([...PRODUCT_CANCEL_REASONS]);
    expect(PRODUCT.properties.repayment_method).toMatchObject({ enum: [...REPAYMENT_METHODS] });
  });
});
