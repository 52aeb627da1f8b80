// `transfer_listings`: each listing of a claim and what became of it (open, withdrawn, sold,
// ended). Inline, so a seller's next listing and the market read what the last command wrote.
import { StoredEvent, Tx } from '../../../shared/event-store/event-store.types';
import { Projection, TableMap } from '../../../shared/event-store/inline-projections';
import { ListingEvent } from '../listing.decider';
import { transferListingsFold } from './transfer-listings.fold';

async function apply(tx: Tx, event: StoredEvent<ListingEvent>, t: TableMap): Promise<void> {
  switch (event.type) {
    case 'ListingOpened': {
      const d = event.data;
      await tx.query(
        `INSERT INTO ${t.listings} (listing_id, seller_id, product_id, investment_id, price, outstanding_principal, from_seq, listed_on, listed_at, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open')`,
        [d.listingId, d.sellerId, d.productId, d.investmentId, d.priceWon, d.outstandingPrincipalWon, d.fromSeq, d.listedOn, d.listedAt],
      );
      return;
    }
    case 'ListingWithdrawn':
      await tx.query(`UPDATE ${t.listings} SET status = 'withdrawn', closed_at = $2 WHERE listing_id = $1`, [event.data.listingId, event.data.withdrawnAt]);
      return;
    case 'ListingSold':
      await tx.query(`UPDATE ${t.listings} SET status = 'sold', buyer_id = $2, closed_at = $3 WHERE listing_id = $1`, [event.data.listingId, event.data.buyerId, event.data.soldAt]);
      return;
    case 'ListingEnded':
      await tx.query(`UPDATE ${t.listings} SET status = 'ended', closed_at = $2, end_reason = $3 WHERE listing_id = $1`, [event.data.listingId, event.data.endedAt, event.data.reason]);
      return;
  }
}

export const transferListingsProjection: Projection<ListingEvent> = {
  name: 'transfer_listings',
  tables: { listings: 'transfer_listings' },
  // `ListingSold` is decided with the loan's ClaimTransferred in one append (purchases are built):
  // without it a sold listing stayed open on the market (GET /transfers/listings).
  handles: ['ListingOpened', 'ListingWithdrawn', 'ListingSold', 'ListingEnded'],
  keys: { listings: ['listing_id'] },
  fold: transferListingsFold,
  apply,
};
