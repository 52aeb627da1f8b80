// The transfers' answer shapes (docs/api.md "Transfers (원리금수취권 양도)"): a listing as its seller
// gets it back, the market a buyer reads and a purchase. Published as document components
// (TransferListing, TransferEligibility) and read by the web as types (web/src/api/transfer.types.ts):
// this module imports only the builders (no Nest).
import { at, bool, enumOf, int, nullable, ref, str } from '../../../shared/http/schema/answers';
import { calendarDate, Type, uuid, won, type Static } from '../../../shared/http/schema/fields';

export const LISTING_STATUSES = ['open', 'withdrawn', 'sold', 'ended'] as const;

const LISTING_FIELDS = {
  id: uuid(),
  investment_id: uuid('The seller\'s investment the listing was made from (the claim is all the seller holds in the loan).'),
  product_id: uuid(),
  price: won('The asking price'),
  outstanding_principal: won('The principal sold: the seller\'s shares of the installments from `from_seq` on'),
  from_seq: int('The first installment the buyer would be paid; those due on or before the purchase date stay the seller\'s. A listing a due date has overtaken can no longer be bought.'),
  status: enumOf(LISTING_STATUSES),
  listed_on: calendarDate('Korea time'),
  listed_at: at(),
};

export const TRANSFER_LISTING = Type.Object(LISTING_FIELDS, { description: 'A listing of a claim.' });
export type Listing = Static<typeof TRANSFER_LISTING>;

/** `{listing}`: what listing and withdrawing answer. */
export const LISTING_ANSWER = Type.Object({ listing: ref<Listing>('TransferListing') });

/** Why a buyer may buy, or that they may not (transfer-eligibility.ts decides it). */
export type TransferEligibility =
  | { eligible: true; reason: 'investor_type' | 'investment_record' }
  | { eligible: false; reason: 'too_few_investments'; required: number; placed: number };

// The document keeps one object with optional counts; the type says which fields go with which answer.
export const TRANSFER_ELIGIBILITY = Type.Unsafe<TransferEligibility>(Type.Object({
  eligible: bool(),
  reason: enumOf(['investor_type', 'investment_record', 'too_few_investments'], '`investor_type`: professional, corporate or income-qualified; `investment_record`: a general investor with enough investments placed in the policy\'s past years (시행령 29조: 5 in 3).'),
  required: Type.Optional(int('Investments needed (when not eligible)')),
  placed: Type.Optional(int('Investments placed (not canceled) in the period (when not eligible)')),
}, { description: 'Whether the caller may buy claims (온투법 34조, 시행령 29조).' }));

const REMAINING_ROW = Type.Object({ seq: int(), due_on: calendarDate(), principal: won(), interest: won(), tax_income: won(), tax_local: won(), fee: won(), net: won() });
export type RemainingScheduleRow = Static<typeof REMAINING_ROW>;

const HISTORY_ROW = Type.Object({ seq: int(), due_on: calendarDate(), status: str('`scheduled`, `funded`, `distributed` or `accelerated`'), was_overdue: bool(), paid_on: nullable(calendarDate('When the borrower paid it')) });
export type PaymentHistoryRow = Static<typeof HISTORY_ROW>;

export const MARKET_LISTING = Type.Object({
  ...LISTING_FIELDS,
  own: bool('The caller\'s own listing (they cannot buy it).'),
  accrued_interest: won('경과이자 a buyer would pay the seller on top of the price today: on the outstanding principal at the loan\'s rate since the last due date (or execution), daily, floored'),
  product: nullable(Type.Object({}, { description: 'The product as GET /products/{id} lists it.' })),
  disclosure: nullable(Type.Object({}, { description: 'The product\'s disclosure, as on GET /products/{id}.' })),
  yield_bp: nullable(int('The buyer\'s yearly rate after tax at the asking price: the XIRR of paying `price` + `accrued_interest` today and receiving each remaining `net` on its due date (null: no rate).')),
  remaining_schedule: Type.Array(REMAINING_ROW, { description: 'The seller\'s shares from `from_seq` on: what the buyer would be paid, withheld by the policy of each due date as known now.' }),
  payment_history: Type.Array(HISTORY_ROW),
});
export type MarketListingView = Static<typeof MARKET_LISTING>;

export const TRANSFER_MARKET = Type.Object({
  items: Type.Array(MARKET_LISTING),
  page: int(), size: int(), total: int(),
  eligibility: ref<TransferEligibility>('TransferEligibility'),
});
export type TransferMarketView = Static<typeof TRANSFER_MARKET>;

export const TRANSFER_PURCHASE = Type.Object({
  purchase: Type.Object({
    listing_id: uuid(), product_id: uuid(), investment_id: uuid('The seller\'s investment the listing was made from'),
    principal: won('Outstanding principal bought'), price: won(), accrued_interest: won('경과이자 paid the seller'), fee: won('The seller\'s transfer fee'),
    paid: won('Price + 경과이자, out of the buyer\'s balance'), from_seq: int('The first installment paid to the buyer'), purchased_on: calendarDate('Korea time'),
  }),
  balance: won('The buyer\'s balance after'),
});
export type TransferPurchase = Static<typeof TRANSFER_PURCHASE>;
