// Transfers (원리금수취권 양도, docs/api.md "Transfers", server/src/repayments/transfers/): a seller's
// listing of their whole remaining claim in a loan, its withdrawal, the open listings buyers see,
// and a buyer's purchase.
import { operationsFor, PAGE_PARAMS, uuidPath } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { arr, body, bool, date, enumOf, instant, int, nullable, obj, ref, str, uuid, won } from '../schema';

const op = operationsFor('Transfers');

const LISTING_STATUSES = ['open', 'withdrawn', 'sold', 'ended'] as const;

const listing = {
  id: uuid(),
  investment_id: uuid('The seller\'s investment the listing was made from (the claim is all the seller holds in the loan).'),
  product_id: uuid(),
  price: won('The asking price'),
  outstanding_principal: won('The principal sold: the seller\'s shares of the installments from `from_seq` on'),
  from_seq: int('The first installment the buyer would be paid; those due on or before the purchase date stay the seller\'s. A listing a due date has overtaken can no longer be bought.'),
  status: enumOf(LISTING_STATUSES),
  listed_on: date('Korea time'),
  listed_at: instant(),
};

export const transfersSchemas: Record<string, Schema> = {
  TransferListing: obj(listing, 'A listing of a claim.'),
  TransferEligibility: obj({
    eligible: bool(),
    reason: enumOf(['investor_type', 'investment_record', 'too_few_investments'] as const, '`investor_type`: professional, corporate or income-qualified; `investment_record`: a general investor with enough investments placed in the policy\'s past years (시행령 29조: 5 in 3).'),
    'required?': int('Investments needed (when not eligible)'),
    'placed?': int('Investments placed (not canceled) in the period (when not eligible)'),
  }, 'Whether the caller may buy claims (온투법 34조, 시행령 29조).'),
};

export const transfersPaths: Paths = {
  '/transfers/listings': {
    post: op('post', {
      id: 'openTransferListing',
      summary: 'List one\'s whole remaining claim in a loan for sale (양도 신청)',
      description: [
        'The loan must be `repaying` with no installment past due and something still to come; else 409 `product_state_conflict`. The price must be between the policy\'s band of the outstanding principal (90 % rounded up to 102 % rounded down), else 400 `transfer_price_out_of_range` whose message names the band in won.',
        'An investment that is not the caller\'s is `invalid_input` (`fields.investment_id: "not_yours"`); an unknown one `not_found`. One open listing per seller and loan (`fields.investment_id: "already_listed"`); a listing a due date has overtaken ends when the seller lists again.',
      ].join('\n\n'),
      access: 'session',
      command: true,
      body: body({
        investment_id: uuid(),
        price: won(undefined, { minimum: 1 }),
        'acknowledged?': bool('`true`: the seller confirmed the sale (시행령 29조); anything else: 400 `confirmation_required`, after the input checks.'),
      }),
      ok: { status: 201, description: 'Listed.', schema: obj({ listing: ref('TransferListing') }) },
      fails: ['invalid_input', 'confirmation_required', 'not_found', 'product_state_conflict', 'transfer_price_out_of_range'],
    }),
    get: op('get', {
      id: 'listTransferListings',
      summary: 'Open listings a buyer can buy today, newest first',
      description: 'Each with the product and its full disclosure (as for an investment), the claim\'s remaining schedule and the loan\'s payment history; listings of loans no longer repaying, with an installment past due, or overtaken by a due date are left out. `eligibility` says whether the caller may buy and why not.',
      access: 'session',
      params: [...PAGE_PARAMS],
      ok: {
        status: 200,
        description: 'A page of listings (`?page=&size=`, size ≤ 100).',
        schema: obj({
          items: arr(obj({
            ...listing,
            own: bool('The caller\'s own listing (they cannot buy it).'),
            accrued_interest: won('경과이자 a buyer would pay the seller on top of the price today: on the outstanding principal at the loan\'s rate since the last due date (or execution), daily, floored'),
            product: nullable(obj({}, 'The product as GET /products/{id} lists it.')),
            disclosure: nullable(obj({}, 'The product\'s disclosure, as on GET /products/{id}.')),
            yield_bp: nullable(int('The buyer\'s yearly rate after tax at the asking price: the XIRR of paying `price` + `accrued_interest` today and receiving each remaining `net` on its due date (null: no rate).')),
            remaining_schedule: arr(obj({ seq: int(), due_on: date(), principal: won(), interest: won(), tax_income: won(), tax_local: won(), fee: won(), net: won() }), 'The seller\'s shares from `from_seq` on: what the buyer would be paid, withheld by the policy of each due date as known now.'),
            payment_history: arr(obj({ seq: int(), due_on: date(), status: str('`scheduled`, `funded`, `distributed` or `accelerated`'), was_overdue: bool(), paid_on: nullable(date('When the borrower paid it')) })),
          })),
          page: int(), size: int(), total: int(),
          eligibility: ref('TransferEligibility'),
        }),
      },
      fails: ['invalid_input'],
      addition: 'each listing also has `own`, `accrued_interest` and `yield_bp`; the page has `eligibility`.',
    }),
  },
  '/transfers/listings/{id}': {
    delete: op('delete', {
      id: 'withdrawTransferListing',
      summary: 'Withdraw one\'s open listing',
      access: 'session',
      command: true,
      params: [uuidPath('id', 'listing')],
      ok: { status: 200, description: 'Withdrawn.', schema: obj({ listing: ref('TransferListing') }) },
      fails: ['invalid_input', 'not_found', 'listing_not_available'],
    }),
  },
  '/transfers/purchases': {
    post: op('post', {
      id: 'purchaseTransferListing',
      summary: 'Buy an open listing (원리금수취권 양수)',
      description: [
        'Checks in this order: input (one\'s own listing is `invalid_input` with `fields.listing_id: "own_listing"`), ticket (`invalid_token`, `duplicate_ticket`), listing (`listing_not_available`: sold, withdrawn, ended, unknown, or overtaken by a due date), eligibility (403 `transfer_not_eligible`), the buyer\'s limits for the outstanding principal bought (the `over_*` codes, the 40 % institutional share included), the central registry (`exceed_*`, `retry_later`), the balance (`not_enough_balance`).',
        'Then in one step the price plus 경과이자 leaves the buyer\'s balance (`transfer_in` − price, `transfer_accrued_interest` − 경과이자), the seller receives the price less the transfer fee (`transfer_out`) and the 경과이자, taxed as their interest, and every installment due after the purchase date is paid to the buyer. The buyer\'s transfer contract is among the documents of `investment_id` = the listing\'s id.',
      ].join('\n\n'),
      access: 'session',
      command: true,
      body: body({
        listing_id: uuid(),
        ticket: str('From POST /invest_tickets; single use.'),
        'acknowledged?': bool('`true`: the buyer confirmed the disclosure (시행령 29조); anything else: 400 `confirmation_required`.'),
      }),
      ok: {
        status: 201,
        description: 'Bought.',
        schema: obj({
          purchase: obj({
            listing_id: uuid(), product_id: uuid(), investment_id: uuid('The seller\'s investment the listing was made from'),
            principal: won('Outstanding principal bought'), price: won(), accrued_interest: won('경과이자 paid the seller'), fee: won('The seller\'s transfer fee'),
            paid: won('Price + 경과이자, out of the buyer\'s balance'), from_seq: int('The first installment paid to the buyer'), purchased_on: date('Korea time'),
          }),
          balance: won('The buyer\'s balance after'),
        }),
      },
      fails: [
        'invalid_input', 'confirmation_required', 'identity_unverified', 'invalid_token', 'duplicate_ticket', 'listing_not_available', 'transfer_not_eligible',
        'over_institutional_share_limit', 'over_total_invest_limit', 'over_realty_invest_limit', 'over_borrower_invest_limit', 'exceed_user_limit',
        'exceed_user_per_product_limit', 'retry_later', 'not_enough_balance',
      ],
      addition: 'the answer\'s `purchase` and `balance` (docs/api.md names only the status).',
    }),
  },
};
