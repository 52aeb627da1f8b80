// The typed facade of `transfer-listing-{id}` streams over the shared decider-stream runner.
import { Injectable } from '@nestjs/common';
import { DeciderStream } from '../../shared/event-store/decider-stream';
import { EventStore } from '../../shared/event-store/event-store';
import { ListingCommand, listingDecider, ListingEvent, ListingState, listingStreamId } from './listing.decider';

@Injectable()
export class ListingStreams extends DeciderStream<ListingCommand, ListingEvent, ListingState> {
  constructor(events: EventStore) {
    super(events, listingDecider, listingStreamId);
  }
}
