// POST/GET /transfers/listings and DELETE /transfers/listings/{id}: a seller lists their whole
// remaining claim in a loan or withdraws it; buyers read the open listings (docs/api.md "Transfers").
import { endpoint, pageQueryParams, requestQuery, uuidPath } from '../../../shared/http/schema';
import { LISTING_ANSWER, TRANSFER_MARKET } from './transfer-answers.schema';
import { LISTING_BODY } from './transfer-requests.schema';

export const OPEN_TRANSFER_LISTING = endpoint({
  method: 'post',
  path: '/transfers/listings',
  id: 'openTransferListing',
  summary: 'List one\'s whole remaining claim in a loan for sale (양도 신청)',
  description: [
    'The loan must be `repaying` with no installment past due and something still to come; else 409 `product_state_conflict`. The price must be between the policy\'s band of the outstanding principal (90 % rounded up to 102 % rounded down), else 400 `transfer_price_out_of_range` whose message names the band in won.',
    'An investment that is not the caller\'s is `invalid_input` (`fields.investment_id: "not_yours"`); an unknown one `not_found`. One open listing per seller and loan (`fields.investment_id: "already_listed"`); a listing a due date has overtaken ends when the seller lists again.',
  ].join('\n\n'),
  access: 'session',
  command: true,
  body: LISTING_BODY,
  ok: { status: 201, description: 'Listed.', schema: LISTING_ANSWER },
  fails: ['invalid_input', 'confirmation_required', 'not_found', 'product_state_conflict', 'transfer_price_out_of_range'],
});

export const LIST_TRANSFER_LISTINGS = endpoint({
  method: 'get',
  path: '/transfers/listings',
  id: 'listTransferListings',
  summary: 'Open listings a buyer can buy today, newest first',
  description: 'Each with the product and its full disclosure (as for an investment), the claim\'s remaining schedule and the loan\'s payment history; listings of loans no longer repaying, with an installment past due, or overtaken by a due date are left out. `eligibility` says whether the caller may buy and why not.',
  access: 'session',
  query: requestQuery(pageQueryParams(), { closed: false }),
  ok: { status: 200, description: 'A page of listings (`?page=&size=`, size ≤ 100).', schema: TRANSFER_MARKET },
  fails: ['invalid_input'],
  addition: 'each listing also has `own`, `accrued_interest` and `yield_bp`; the page has `eligibility`.',
});

export const WITHDRAW_TRANSFER_LISTING = endpoint({
  method: 'delete',
  path: '/transfers/listings/{id}',
  id: 'withdrawTransferListing',
  summary: 'Withdraw one\'s open listing',
  access: 'session',
  command: true,
  params: [uuidPath('id', 'listing')],
  ok: { status: 200, description: 'Withdrawn.', schema: LISTING_ANSWER },
  fails: ['invalid_input', 'not_found', 'listing_not_available'],
});
