// The typed facade of the `product-{id}` stream over the shared decider-stream runner
// (shared/event-store/decider-stream.ts): the snapshot plus the few events after it, never a fold
// of thousands of investments (docs/design.md "Event store"). Within one worker transaction — which
// holds the product's lock — the state after each append is remembered, so the other commands
// batched into that transaction do not read the product again.
import { Injectable } from '@nestjs/common';
import { DeciderStream, StreamDecision } from '../shared/event-store/decider-stream';
import { EventStore } from '../shared/event-store/event-store';
import { AppendEntry, Tx } from '../shared/event-store/event-store.types';
import { ProductCommand, productDecider, ProductState } from './product.decider';
import { PRODUCT_STREAM_PREFIX, ProductEvent, productStreamId } from './product.events';

export interface LoadedProduct {
  productId: string;
  state: ProductState;
  version: number;
}

@Injectable()
export class ProductStreams extends DeciderStream<ProductCommand, ProductEvent, ProductState> {
  /** Per transaction: product id → state and version as this transaction last wrote or read them. */
  private readonly seen = new WeakMap<Tx, Map<string, LoadedProduct>>();

  constructor(events: EventStore) {
    super(events, productDecider, productStreamId);
  }

  override async load(tx: Tx, productId: string): Promise<LoadedProduct> {
    const known = this.seen.get(tx)?.get(productId);
    if (known) return known;
    const { state, version } = await super.load(tx, productId);
    const loaded = { productId, state, version };
    this.remember(tx, loaded);
    return loaded;
  }

  /** Decides on a loaded product and returns the append (not yet written) with its next state. */
  decide(product: LoadedProduct, command: ProductCommand): StreamDecision<ProductEvent, ProductState> {
    return this.decideOn(product.productId, product, command);
  }

  /**
   * EventStore.appendBatch (many commands' appends in a few statements), remembering the product
   * streams' new states. A failed append forgets them: the savepoint rolled it back, and a
   * version conflict means someone else wrote.
   */
  override async appendBatch(tx: Tx, entries: AppendEntry[]): Promise<void> {
    const products = entries.flatMap((e) => e.appends).filter((a) => a.streamId.startsWith(PRODUCT_STREAM_PREFIX));
    try {
      await super.appendBatch(tx, entries);
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

  private remember(tx: Tx, product: LoadedProduct): void {
    let map = this.seen.get(tx);
    if (!map) {
      map = new Map();
      this.seen.set(tx, map);
    }
    map.set(product.productId, product);
  }
}
