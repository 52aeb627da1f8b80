// The operators' product routes: the list, one product, create, edit and the lifecycle steps.
import { endpoint, enumOf, page, pathParam, ref, uuidPath } from '../../shared/http/schema';
import { ADMIN_PRODUCT_ROW } from './product-answers.schema';
import { CHECK_CHANGES, CHECK_TERMS, PRODUCT_CHANGES, PRODUCT_TERMS } from './product-terms.schema';
import { PAGE_ONLY, STATUS_AND_TYPE } from './products.schema';

export const PRODUCT_ACTIONS = ['open', 'suspend', 'resume', 'cancel', 'execute'] as const;

export const ADMIN_LIST_PRODUCTS = endpoint({
  method: 'get',
  path: '/admin/products',
  id: 'adminListProducts',
  summary: 'Every product, newest registration first',
  access: 'operator',
  notInApiMd: true,
  addition: 'operators\' list with the borrower unmasked.',
  params: STATUS_AND_TYPE,
  query: PAGE_ONLY,
  ok: { status: 200, description: 'A page.', schema: page(ADMIN_PRODUCT_ROW) },
  fails: ['invalid_input'],
});

export const ADMIN_CREATE_PRODUCT = endpoint({
  method: 'post',
  path: '/admin/products',
  id: 'adminCreateProduct',
  summary: 'Register a product (status `scheduled`)',
  access: 'operator',
  command: true,
  body: PRODUCT_TERMS,
  refine: CHECK_TERMS,
  ok: { status: 201, description: 'Registered.', schema: ref('AdminProduct') },
  fails: ['product_state_conflict'],
  addition: '`min_amount` and `collateral` (address, appraisal, senior debt, lien rank) fields.',
});

export const ADMIN_GET_PRODUCT = endpoint({
  method: 'get',
  path: '/admin/products/{id}',
  id: 'adminGetProduct',
  summary: 'One product as operators see it',
  access: 'operator',
  notInApiMd: true,
  addition: 'the operators\' view.',
  params: [uuidPath('id', 'product')],
  ok: { status: 200, description: 'The product.', schema: ref('AdminProduct') },
  fails: ['invalid_input', 'no_such_product'],
});

export const ADMIN_UPDATE_PRODUCT = endpoint({
  method: 'patch',
  path: '/admin/products/{id}',
  id: 'adminUpdateProduct',
  summary: 'Edit a scheduled or funding product',
  description: 'Any subset of the fields. Once funding, terms investors relied on are frozen (`product_state_conflict`); the target may not go below what was raised.',
  access: 'operator',
  command: true,
  params: [uuidPath('id', 'product')],
  body: PRODUCT_CHANGES,
  refine: CHECK_CHANGES,
  bodyOptional: true,
  ok: { status: 200, description: 'The updated product.', schema: ref('AdminProduct') },
  fails: ['no_such_product', 'product_state_conflict'],
});

export const ADMIN_PRODUCT_LIFECYCLE = endpoint({
  method: 'post',
  path: '/admin/products/{id}/{action}',
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
  params: [uuidPath('id', 'product'), pathParam('action', enumOf(PRODUCT_ACTIONS))],
  ok: { status: 200, description: 'The product after the step.', schema: ref('AdminProduct') },
  fails: ['invalid_input', 'not_found', 'no_such_product', 'product_state_conflict', 'reconfirmation_pending'],
  addition: 'answers 200 with the product; a step the status does not allow is 409 `product_state_conflict`.',
});
