// Loading and appending the `product-{id}` stream: the snapshot plus the few events after it,
// never a fold of thousands of investments (DESIGN.md "Event store"). Within one worker
// transaction — which holds the product's lock — the state after each append is remembered, so
// the other commands batched into that transaction do not read the product again.
import { Injectable } from '@nestjs/common';
import { EventStore } from '../shared/event-store/event-store';
import { AppendEntry, EventMetadata, StreamAppend, Tx } from '../shared/event-store/event-store.types';
import { ProductCommand, productDecider, ProductState } from './product.decider';
import { PRODUCT_STREAM_PREFIX, ProductEvent, productStreamId } from './product.events';

export interface LoadedProduct {
  productId: string;
  state: ProductState;
  version: number;
}

@Injectable()
export class ProductStreams {
  /** Per transaction: product id → state and version as this transaction last wrote or read them. */
  private readonly seen = new WeakMap<Tx, Map<string, LoadedProduct>>();

  constructor(private readonly events: EventStore) {}

  async load(tx: Tx, productId: string): Promise<LoadedProduct> {
    const known = this.seen.get(tx)?.get(productId);
    if (known) return known;
    const { state, version } = await this.events.load<ProductState, ProductEvent>(tx, productStreamId(productId), productDecider.evolve, productDecider.initialState);
    const loaded = { productId, state, version };
    this.remember(tx, loaded);
    return loaded;
  }

  /** Decides on a loaded product and returns the append (not yet written) with its next state. */
  decide(product: LoadedProduct, command: ProductCommand): { events: ProductEvent[]; append: StreamAppend<ProductState>; nextState: ProductState } {
    const events = productDecider.decide(command, product.state);
    const nextState = events.reduce(productDecider.evolve, product.state);
    return { events, nextState, append: { streamId: productStreamId(product.productId), expectedVersion: product.version, events, nextState } };
  }

  /**
   * EventStore.append, remembering the product streams' new states. A failed append forgets
   * them: the savepoint rolled it back, and a version conflict means someone else wrote.
   */
  async append(tx: Tx, appends: StreamAppend[], metadata: EventMetadata): Promise<void> {
    await this.appendBatch(tx, [{ appends, metadata }]);
  }

  /** EventStore.appendBatch (many commands' appends in a few statements), remembering as `append` does. */
  async appendBatch(tx: Tx, entries: AppendEntry[]): Promise<void> {
    const products = entries.flatMap((e) => e.appends).filter((a) => a.streamId.startsWith(PRODUCT_STREAM_PREFIX));
    try {
      await this.events.appendBatch(tx, entries);
    } catch (error) {
      for (const a of products) this.seen.get(tx)?.delete(a.streamId.slice(PRODUCT_STREAM_PREFIX.length));
      throw error;
    }
    // In order, so a stream written by several commands of the batch ends at its last state.
    for (const a of products) {
      if (a.nextState === undefined || a.events.length === 0) continue;
      this.remember(tx, { productId: a.streamId.slice(PRODUCT_STREAM_PREFIX.length), state: a.nextState as ProductState, version: a.expectedVersion + a.events.length });
    }
  }

  /** Load, decide, append in one go (operator commands on one product). */
  async run(tx: Tx, productId: string, command: ProductCommand, metadata: EventMetadata, also: StreamAppend[] = []): Promise<ProductEvent[]> {
    const product = await this.load(tx, productId);
    const { events, append } = this.decide(product, command);
    if (events.length > 0 || also.length > 0) await this.append(tx, [append, ...also], metadata);
    return events;
  }

  private remember(tx: Tx, product: LoadedProduct): void {
    let map = this.seen.get(tx);
    if (!map) {
      map = new Map();
      this.seen.set(tx, map);
    }
    map.set(product.productId, product);
  }
}
