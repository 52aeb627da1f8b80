// A lowered target (온투법 12조③): the operator lowers it and reads the product's investments; each
// investor keeps an investment or cancels it (DELETE /investments/{id}).
import { endpoint, enumOf, integer, ref, requestBody, requestQuery, Type, uuid, uuidPath, won } from '../../../shared/http/schema';
import { ADMIN_INVESTMENT_LINE, PENDING_RECONFIRMATION } from './funding-answers.schema';

/** The window investors get to answer, in hours: a day by default, at most a week. */
export const DEFAULT_RECONFIRM_HOURS = 24;
export const MAX_RECONFIRM_HOURS = 168;

export const ADMIN_LOWER_PRODUCT_TARGET = endpoint({
  method: 'post',
  path: '/admin/products/{id}/lower_target',
  id: 'adminLowerProductTarget',
  summary: 'Lower a raising product\'s target; its investors confirm again or cancel',
  description: 'For a product in `funding` (else `product_state_conflict`): the new target is a multiple of 10,000, below the current one and not below what was raised (`invalid_input`). Every live investment is to be confirmed again within `reconfirm_hours` (default 24, at most 168) by the business clock; each investor is notified (`target_lowered`). Execute waits (`reconfirmation_pending`); at the deadline the unanswered are canceled and their money returned. A target equal to the raised amount makes the product `funded`.',
  access: 'operator',
  notInApiMd: true,
  addition: 'how an operator lowers a target (docs/api.md: lowering a target asks each investor to confirm again).',
  command: true,
  params: [uuidPath('id', 'product')],
  body: requestBody({
    target_amount: won('The new target', { min: 10_000 }),
    reconfirm_hours: Type.Optional(integer({ description: 'The window, in hours', min: 1, max: MAX_RECONFIRM_HOURS })),
  }),
  ok: { status: 200, description: 'The product after the change.', schema: ref('AdminProduct') },
  fails: ['no_such_product', 'product_state_conflict'],
});

export const ADMIN_LIST_PRODUCT_INVESTMENTS = endpoint({
  method: 'get',
  path: '/admin/products/{id}/investments',
  id: 'adminListProductInvestments',
  summary: 'A product\'s investments with the disclosure version each investor confirmed',
  access: 'operator',
  notInApiMd: true,
  addition: 'the disclosure version recorded with each investment, shown to operators.',
  params: [uuidPath('id', 'product')],
  ok: { status: 200, description: 'Oldest first, at most 500.', schema: Type.Object({ items: Type.Array(ref('AdminInvestmentLine')) }) },
  fails: ['invalid_input', 'no_such_product'],
});

export const LIST_RECONFIRMATIONS = endpoint({
  method: 'get',
  path: '/investments/reconfirmations',
  id: 'listReconfirmations',
  summary: 'The caller\'s investments waiting for an answer to a lowered target',
  access: 'session',
  notInApiMd: true,
  addition: 'the investor\'s side of a lowered target.',
  query: requestQuery({ product_id: Type.Optional(uuid('Only this product.')) }, { closed: false }),
  ok: { status: 200, description: 'Earliest deadline first.', schema: Type.Object({ items: Type.Array(ref('PendingReconfirmation')) }) },
  fails: ['invalid_input'],
});

export const RECONFIRM_INVESTMENT = endpoint({
  method: 'post',
  path: '/investments/{id}/reconfirm',
  id: 'reconfirmInvestment',
  summary: 'Keep an investment after its product\'s target was lowered',
  description: 'Canceling instead is DELETE /investments/{id}, allowed while the answer is pending even though the product may be funded.',
  access: 'session',
  notInApiMd: true,
  addition: 'the investor\'s confirmation after a lowered target (온투법 12조③).',
  command: true,
  params: [uuidPath('id', 'investment')],
  ok: { status: 200, description: 'Kept.', schema: Type.Object({ investment_id: uuid(), product_id: uuid(), reconfirm_status: enumOf(['confirmed']) }) },
  fails: ['invalid_input', 'not_found', 'no_reconfirmation'],
});

/** The operators' side (tag Products) and the investors' (tag Investing), for the OpenAPI document. */
export const FUNDING_PRODUCT_ENDPOINTS = [ADMIN_LOWER_PRODUCT_TARGET, ADMIN_LIST_PRODUCT_INVESTMENTS];
export const RECONFIRMATION_ENDPOINTS = [LIST_RECONFIRMATIONS, RECONFIRM_INVESTMENT];
export const FUNDING_SCHEMAS = { AdminInvestmentLine: ADMIN_INVESTMENT_LINE, PendingReconfirmation: PENDING_RECONFIRMATION };
