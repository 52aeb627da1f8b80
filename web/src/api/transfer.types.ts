// The shapes of docs/api.md "Transfers (원리금수취권 양도)": a listing as its seller gets it back,
// the market a buyer reads (each listing with the product's disclosure, the claim's remaining
// schedule and the loan's payment history), the viewer's eligibility, and a purchase. Typed by the
// server's endpoint schemas (server/src/repayments/transfers/http), type-only, so Vite bundles none
// of them; a listing's product and disclosure are the products context's schemas' types (the
// transfers' module leaves them open objects: it imports no other context).
import type { MarketListingView, TransferMarketView } from '@server/repayments/transfers/http/transfer-answers.schema';
import type { Product, ProductDisclosure } from './types';

export type {
  Listing, PaymentHistoryRow, RemainingScheduleRow, TransferEligibility, TransferPurchase,
} from '@server/repayments/transfers/http/transfer-answers.schema';

/** A listing on the market (GET /transfers/listings): `own` the viewer's own (they can withdraw it, not buy it). */
export type MarketListing = Omit<MarketListingView, 'product' | 'disclosure'> & { product: Product | null; disclosure: ProductDisclosure | null };

export type TransferMarket = Omit<TransferMarketView, 'items'> & { items: MarketListing[] };
