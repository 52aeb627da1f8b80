// `transfer_listings` in memory (verify and replay): a row per listing, its end set once.
import type { StoredEvent } from '../../../shared/event-store/event-store.types';
import { defineFold, FoldRow } from '../../../shared/projections/fold/projection-fold';
import type { ListingEvent } from '../listing.decider';

export const transferListingsFold = defineFold<Map<string, FoldRow>, ListingEvent>({
  start: () => new Map(),
  apply(listings, event: StoredEvent<ListingEvent>) {
    if (event.type === 'ListingOpened') {
      const d = event.data;
      listings.set(d.listingId.toLowerCase(), {
        listing_id: d.listingId, seller_id: d.sellerId, product_id: d.productId, investment_id: d.investmentId, price: d.priceWon,
        outstanding_principal: d.outstandingPrincipalWon, from_seq: d.fromSeq, listed_on: d.listedOn, listed_at: d.listedAt, status: 'open',
        buyer_id: null, closed_at: null, end_reason: null,
      });
      return;
    }
    const row = listings.get(event.data.listingId.toLowerCase());
    if (!row) return; // the SQL form's UPDATE finds no row either
    if (event.type === 'ListingWithdrawn') Object.assign(row, { status: 'withdrawn', closed_at: event.data.withdrawnAt });
    if (event.type === 'ListingSold') Object.assign(row, { status: 'sold', buyer_id: event.data.buyerId, closed_at: event.data.soldAt });
    if (event.type === 'ListingEnded') Object.assign(row, { status: 'ended', closed_at: event.data.endedAt, end_reason: event.data.reason });
  },
  rows: (listings) => ({ listings: listings.values() }),
});
