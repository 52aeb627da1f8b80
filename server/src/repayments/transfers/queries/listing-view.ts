// A listing as the API answers it (docs/api.md "Transfers"): snake_case, money in won.
import type { Listing } from '../http/transfer-answers.schema';
import type { ListingOpenedData, ListingStatus } from '../listing.decider';

export function listingView(l: ListingOpenedData & { status: ListingStatus }): Listing {
  return {
    id: l.listingId, investment_id: l.investmentId, product_id: l.productId, price: l.priceWon, outstanding_principal: l.outstandingPrincipalWon,
    from_seq: l.fromSeq, status: l.status, listed_on: l.listedOn, listed_at: l.listedAt,
  };
}
