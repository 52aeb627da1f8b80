// Ends an open listing whose claim no longer stands (the daily run, stale-listings.ts); one sold,
// withdrawn or ended first stays as it is (the decider appends nothing).
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { commandMetadata } from '../../../shared/queue/queued-command';
import { ListingStreams } from '../listing-streams';
import { EndListing } from './open-listing.command';

@CommandHandler(EndListing)
export class EndListingHandler implements ICommandHandler<EndListing> {
  constructor(private readonly listings: ListingStreams) {}

  async execute({ payload, ctx }: EndListing) {
    const decision = await this.listings.run(ctx.tx, payload.listingId, { type: 'EndListing', reason: payload.reason, now: ctx.businessNow }, commandMetadata(ctx));
    return { status: decision.nextState.status };
  }
}
