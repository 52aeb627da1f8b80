// The typed facade of the `auto-invest-{userId}` stream over the shared decider-stream runner.
import { Injectable } from '@nestjs/common';
import { DeciderStream } from '../shared/event-store/decider-stream';
import { EventStore } from '../shared/event-store/event-store';
import { AutoInvestCommand, autoInvestDecider, AutoInvestState } from './auto-invest.decider';
import { AutoInvestEvent, autoInvestStreamId } from './auto-invest.events';

@Injectable()
export class AutoInvestStreams extends DeciderStream<AutoInvestCommand, AutoInvestEvent, AutoInvestState> {
  constructor(events: EventStore) {
    super(events, autoInvestDecider, autoInvestStreamId);
  }
}
