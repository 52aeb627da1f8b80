import { CommandType, QueuedCommand } from '../../../shared/queue/queued-command';
import type { ListingEndReason } from '../listing.decider';

/** POST /api/transfers/listings: a holder offers their whole remaining claim in a loan at a price. */
@CommandType('transfers.open_listing')
export class OpenListing extends QueuedCommand<{ listingId: string; userId: string; investmentId: string; priceWon: number }> {}

/** DELETE /api/transfers/listings/{id}: the seller takes an open listing back. */
@CommandType('transfers.withdraw_listing')
export class WithdrawListing extends QueuedCommand<{ listingId: string; userId: string }> {}

/** The daily repayment run ends a listing whose claim no longer stands (stale-listings.ts). */
@CommandType('transfers.end_listing')
export class EndListing extends QueuedCommand<{ listingId: string; reason: ListingEndReason }> {}

/** The lock every listing command of one seller takes, so a seller's listings of one loan are decided one at a time. */
export const sellerListingsLock = (userId: string): string => `transfer-seller-${userId}`;

/** POST /api/transfers/purchases: a buyer buys an open listing (docs/api.md "Transfers"); `ticket` is the command id. */
@CommandType('transfers.purchase')
export class PurchaseListing extends QueuedCommand<{
  listingId: string;
  userId: string;
  investorType: 'general' | 'income_qualified' | 'professional' | 'corporate';
  ticket: string;
}> {}
