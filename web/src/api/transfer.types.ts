// The shapes of docs/api.md "Transfers (원리금수취권 양도)": a listing as its seller gets it back,
// the market a buyer reads (each listing with the product, its disclosure, the claim's remaining
// schedule and the loan's payment history), the viewer's eligibility, and a purchase. Typed by the
// server's endpoint schemas (server/src/repayments/transfers/http), type-only, so Vite bundles none
// of them.
export type {
  Listing, PaymentHistoryRow, RemainingScheduleRow, TransferEligibility, TransferPurchase,
  /** A listing on the market (GET /transfers/listings): `own` the viewer's own (they can withdraw it, not buy it). */
  MarketListingView as MarketListing,
  TransferMarketView as TransferMarket,
} from '@server/repayments/transfers/http/transfer-answers.schema';
