// The seller withdraws an open listing: someone else's (or an unknown one) is not_found, one no
// longer open is listing_not_available (sold, withdrawn or ended first: the first decided wins).
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { commandMetadata } from '../../../shared/queue/queued-command';
import { ListingStreams } from '../listing-streams';
import { listingView } from '../queries/listing-view';
import { WithdrawListing } from './open-listing.command';

@CommandHandler(WithdrawListing)
export class WithdrawListingHandler implements ICommandHandler<WithdrawListing> {
  constructor(private readonly listings: ListingStreams) {}

  async execute({ payload, ctx }: WithdrawListing) {
    const decision = await this.listings.run(ctx.tx, payload.listingId, { type: 'WithdrawListing', userId: payload.userId, now: ctx.businessNow }, commandMetadata(ctx));
    return { listing: listingView({ ...decision.nextState.listing!, status: decision.nextState.status }) };
  }
}
