// The shapes of docs/api.md "Transfers (원리금수취권 양도)": a listing as its seller gets it back,
// the market a buyer reads (each listing with the product's disclosure, the claim's remaining
// schedule and the loan's payment history), the viewer's eligibility, and a purchase. Money in won.
import type { Product, ProductDisclosure } from './types';

export type ListingStatus = 'open' | 'withdrawn' | 'sold' | 'ended';

/** POST /transfers/listings → 201 `{listing}`; DELETE /transfers/listings/{id} → `{listing}`. */
export type Listing = {
  id: string;
  investment_id: string;
  product_id: string;
  /** The asking price. */
  price: number;
  /** The seller's principal from installment `from_seq` on, as it stood when listed. */
  outstanding_principal: number;
  from_seq: number;
  status: ListingStatus;
  listed_on: string;
  listed_at: string;
};

/** One installment of the claim sold: what the buyer is paid, before the buyer's own withholding. */
export type RemainingScheduleRow = { seq: number; due_on: string; principal: number; interest: number; tax_income: number; tax_local: number; fee: number; net: number };

/** One installment of the loan as it went (`status` the loan's: scheduled, funded, distributed, …). */
export type PaymentHistoryRow = { seq: number; due_on: string; status: string; was_overdue: boolean; paid_on: string | null };

/** A listing on the market (GET /transfers/listings). */
export type MarketListing = Listing & {
  /** The viewer's own listing (they can withdraw it, not buy it). */
  own: boolean;
  /** 경과이자 a buyer pays the seller on top of the price if they buy today. */
  accrued_interest: number;
  /** The buyer's yearly yield after tax at the asking price; null when nothing is left to receive. */
  yield_bp: number | null;
  product: Product | null;
  disclosure: ProductDisclosure | null;
  remaining_schedule: RemainingScheduleRow[];
  payment_history: PaymentHistoryRow[];
};

/** Whether the viewer may buy (온투법 34조, 시행령 29조) and why not. */
export type TransferEligibility =
  | { eligible: true; reason: 'investor_type' | 'investment_record' }
  | { eligible: false; reason: 'too_few_investments'; required: number; placed: number };

export type TransferMarket = { items: MarketListing[]; page: number; size: number; total: number; eligibility: TransferEligibility };

/** POST /transfers/purchases → 201. `paid`: price + 경과이자, what left the buyer's balance. */
export type TransferPurchase = {
  purchase: {
    listing_id: string;
    product_id: string;
    investment_id: string;
    principal: number;
    price: number;
    accrued_interest: number;
    fee: number;
    paid: number;
    from_seq: number;
    purchased_on: string;
  };
  balance: number;
};
