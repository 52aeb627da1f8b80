// Load, decide and append the `loan-{productId}` stream, together with the product stream when
// the decision changes the product's status (overdue, cleared, completed) — one transaction,
// so the loan and the product never disagree.
import { Injectable } from '@nestjs/common';
import { EventStore } from '../shared/event-store/event-store';
import { EventMetadata, StreamAppend, Tx } from '../shared/event-store/event-store.types';
import { ProductCommand, ProductStreams } from '../products';
import { LoanCommand, LoanState, loanDecider } from './loan.decider';
import { LoanEvent, loanStreamId } from './loan.events';

@Injectable()
export class LoanStreams {
  constructor(
    private readonly events: EventStore,
    private readonly products: ProductStreams,
  ) {}

  load(tx: Tx, productId: string): Promise<{ state: LoanState; version: number }> {
    return this.events.load<LoanState, LoanEvent>(tx, loanStreamId(productId), loanDecider.evolve, loanDecider.initialState);
  }

  async run(tx: Tx, productId: string, command: LoanCommand, metadata: EventMetadata, now: Date): Promise<{ events: LoanEvent[]; state: LoanState }> {
    const { state, version } = await this.load(tx, productId);
    const events = loanDecider.decide(command, state);
    const nextState = events.reduce(loanDecider.evolve, state);
    if (events.length === 0) return { events, state };
    const append: StreamAppend<LoanState> = { streamId: loanStreamId(productId), expectedVersion: version, events, nextState };
    const productCommand = productCommandFor(events, productId, now);
    if (productCommand) await this.products.run(tx, productId, productCommand, metadata, [append]);
    else await this.events.append(tx, [append], metadata);
    return { events, state: nextState };
  }
}

/** The product status change a loan decision implies, if any (the last one wins). */
function productCommandFor(events: LoanEvent[], productId: string, now: Date): ProductCommand | null {
  let command: ProductCommand | null = null;
  for (const e of events) {
    if (e.type === 'LoanOverdue') command = { type: 'MarkProductOverdue', productId, now };
    if (e.type === 'LoanOverdueCleared') command = { type: 'ClearProductOverdue', productId, now };
    if (e.type === 'LoanCompleted') command = { type: 'CompleteProduct', productId, now };
  }
  return command;
}
