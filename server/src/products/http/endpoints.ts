// The products' endpoints and the answer shapes they publish, for the OpenAPI document.
import { ADMIN_CREATE_PRODUCT, ADMIN_GET_PRODUCT, ADMIN_LIST_PRODUCTS, ADMIN_PRODUCT_LIFECYCLE, ADMIN_UPDATE_PRODUCT } from './admin-products.schema';
import { FUNDING_PRODUCT_ENDPOINTS, FUNDING_SCHEMAS } from '../funding/http/funding.schema';
import { ADMIN_PRODUCT, PAYOUT_ESTIMATE, PRODUCT_DETAIL, PRODUCT_DISCLOSURE } from './product-answers.schema';
import { GET_PRODUCT, GET_STATS, LIST_PRODUCTS } from './products.schema';

export const PRODUCT_ENDPOINTS = [
  LIST_PRODUCTS, GET_PRODUCT, GET_STATS, ADMIN_LIST_PRODUCTS, ADMIN_CREATE_PRODUCT, ADMIN_GET_PRODUCT, ADMIN_UPDATE_PRODUCT, ADMIN_PRODUCT_LIFECYCLE,
  ...FUNDING_PRODUCT_ENDPOINTS,
];

/** A lowered target's investor side (tag Investing). */
export { RECONFIRMATION_ENDPOINTS } from '../funding/http/funding.schema';

export const PRODUCT_SCHEMAS = {
  ProductDetail: PRODUCT_DETAIL, AdminProduct: ADMIN_PRODUCT, PayoutEstimate: PAYOUT_ESTIMATE, ProductDisclosure: PRODUCT_DISCLOSURE, ...FUNDING_SCHEMAS,
};
