// POST /transfers/purchases: a buyer buys an open listing (docs/api.md "Transfers").
import { endpoint } from '../../../shared/http/schema';
import { TRANSFER_PURCHASE } from './transfer-answers.schema';
import { PURCHASE_BODY } from './transfer-requests.schema';

export const PURCHASE_TRANSFER_LISTING = endpoint({
  method: 'post',
  path: '/transfers/purchases',
  id: 'purchaseTransferListing',
  summary: 'Buy an open listing (원리금수취권 양수)',
  description: [
    'Checks in this order: input (one\'s own listing is `invalid_input` with `fields.listing_id: "own_listing"`), ticket (`invalid_token`, `duplicate_ticket`), listing (`listing_not_available`: sold, withdrawn, ended, unknown, or overtaken by a due date), eligibility (403 `transfer_not_eligible`), the buyer\'s limits for the outstanding principal bought (the `over_*` codes, the 40 % institutional share included), the central registry (`exceed_*`, `retry_later`), the balance (`not_enough_balance`).',
    'Then in one step the price plus 경과이자 leaves the buyer\'s balance (`transfer_in` − price, `transfer_accrued_interest` − 경과이자), the seller receives the price less the transfer fee (`transfer_out`) and the 경과이자, taxed as their interest, and every installment due after the purchase date is paid to the buyer. The buyer\'s transfer contract is among the documents of `investment_id` = the listing\'s id.',
  ].join('\n\n'),
  access: 'session',
  command: true,
  rateLimited: true,
  body: PURCHASE_BODY,
  ok: { status: 201, description: 'Bought.', schema: TRANSFER_PURCHASE },
  fails: [
    'invalid_input', 'confirmation_required', 'identity_unverified', 'invalid_token', 'duplicate_ticket', 'listing_not_available', 'transfer_not_eligible',
    'over_institutional_share_limit', 'over_total_invest_limit', 'over_realty_invest_limit', 'over_borrower_invest_limit', 'exceed_user_limit',
    'exceed_user_per_product_limit', 'retry_later', 'not_enough_balance',
  ],
  addition: 'the answer\'s `purchase` and `balance` (docs/api.md names only the status).',
});
