// `transfer_listings`: each listing of a claim and what became of it (open, withdrawn, sold,
// ended). Inline, so a seller's next listing and the market read what the last command wrote.
// One rule for the inline writer and verify/replay (shared/projections/rules/row-changes.ts).
import type { StoredEvent } from '../../../shared/event-store/event-store.types';
import { insertRow, RowChange, updateRow } from '../../../shared/projections/rules/row-changes';
import { ruleProjection } from '../../../shared/projections/rules/rule-projection';
import { ListingEvent } from '../listing.decider';

const LISTINGS = {
  table: 'transfer_listings',
  key: ['listing_id'],
  columns: {
    listing_id: 'uuid', seller_id: 'uuid', product_id: 'uuid', investment_id: 'uuid', price: 'bigint', outstanding_principal: 'bigint',
    from_seq: 'integer', listed_on: 'date', listed_at: 'timestamptz', status: 'text', buyer_id: 'uuid', closed_at: 'timestamptz', end_reason: 'text',
  },
} as const;

/** An opened listing is a row; its end (withdrawn, sold, ended) is set on it once. */
function listingChanges(event: StoredEvent<ListingEvent>): RowChange[] {
  if (event.type === 'ListingOpened') {
    const d = event.data;
    return [insertRow('listings', {
      listing_id: d.listingId, seller_id: d.sellerId, product_id: d.productId, investment_id: d.investmentId, price: d.priceWon,
      outstanding_principal: d.outstandingPrincipalWon, from_seq: d.fromSeq, listed_on: d.listedOn, listed_at: d.listedAt, status: 'open',
    })];
  }
  const key = { listing_id: event.data.listingId };
  switch (event.type) {
    case 'ListingWithdrawn':
      return [updateRow('listings', key, { set: { status: 'withdrawn', closed_at: event.data.withdrawnAt } })];
    case 'ListingSold':
      return [updateRow('listings', key, { set: { status: 'sold', buyer_id: event.data.buyerId, closed_at: event.data.soldAt } })];
    case 'ListingEnded':
      return [updateRow('listings', key, { set: { status: 'ended', closed_at: event.data.endedAt, end_reason: event.data.reason } })];
  }
}

export const transferListingsProjection = ruleProjection<ListingEvent>({
  name: 'transfer_listings',
  // `ListingSold` is decided with the loan's ClaimTransferred in one append (purchases are built):
  // without it a sold listing stayed open on the market (GET /transfers/listings).
  handles: ['ListingOpened', 'ListingWithdrawn', 'ListingSold', 'ListingEnded'],
  tables: { listings: LISTINGS },
  rule: listingChanges,
});
