// A listing as the API answers it (docs/api.md "Transfers"): snake_case, money in won.
import type { ListingOpenedData, ListingStatus } from '../listing.decider';

export interface ListingView {
  id: string;
  investment_id: string;
  product_id: string;
  price: number;
  outstanding_principal: number;
  from_seq: number;
  status: ListingStatus;
  listed_on: string;
  listed_at: string;
}

export function listingView(l: ListingOpenedData & { status: ListingStatus }): ListingView {
  return {
    id: l.listingId, investment_id: l.investmentId, product_id: l.productId, price: l.priceWon, outstanding_principal: l.outstandingPrincipalWon,
    from_seq: l.fromSeq, status: l.status, listed_on: l.listedOn, listed_at: l.listedAt,
  };
}
