// Loading and appending the `product-{id}` stream: the snapshot plus the few events after it,
// never a fold of thousands of investments (DESIGN.md "Event store").
import { Injectable } from '@nestjs/common';
import { EventStore } from '../shared/event-store/event-store';
import { EventMetadata, StreamAppend, Tx } from '../shared/event-store/event-store.types';
import { ProductCommand, productDecider, ProductState } from './product.decider';
import { ProductEvent, productStreamId } from './product.events';

export interface LoadedProduct {
  productId: string;
  state: ProductState;
  version: number;
}

@Injectable()
export class ProductStreams {
  constructor(private readonly events: EventStore) {}

  async load(tx: Tx, productId: string): Promise<LoadedProduct> {
    const { state, version } = await this.events.load<ProductState, ProductEvent>(tx, productStreamId(productId), productDecider.evolve, productDecider.initialState);
    return { productId, state, version };
  }

  /** Decides on a loaded product and returns the append (not yet written) with its next state. */
  decide(product: LoadedProduct, command: ProductCommand): { events: ProductEvent[]; append: StreamAppend<ProductState>; nextState: ProductState } {
    const events = productDecider.decide(command, product.state);
    const nextState = events.reduce(productDecider.evolve, product.state);
    return { events, nextState, append: { streamId: productStreamId(product.productId), expectedVersion: product.version, events, nextState } };
  }

  /** Load, decide, append in one go (operator commands on one product). */
  async run(tx: Tx, productId: string, command: ProductCommand, metadata: EventMetadata, also: StreamAppend[] = []): Promise<ProductEvent[]> {
    const product = await this.load(tx, productId);
    const { events, append } = this.decide(product, command);
    if (events.length > 0 || also.length > 0) await this.events.append(tx, [append, ...also], metadata);
    return events;
  }
}
