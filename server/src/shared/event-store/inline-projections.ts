// Projections run inside the append transaction (every one is inline), so a command's answer and
// the next read agree. verify and replay fold the log instead (Projection.fold, projection-rebuilder.ts).
// A reader that must follow the log instead (repayments' loan-scheduling follower) steps with
// shared/projections/checkpointed-step.ts.
import { Injectable } from '@nestjs/common';
import type { EventOf } from '../decider';
import type { StoredEvent, Tx } from './event-store.types';
import type { ProjectionFold } from '../projections/fold/projection-fold';
import { assert } from '../errors/domain-error';

/** Table names a projection writes to; the tests' SQL rebuild (test/support/sql-rebuild.ts) passes fresh tables instead. */
export type TableMap = Record<string, string>;

/**
 * A read model of the events `E` (the union of the events it reads, of one context or several).
 * The registry and the folds give it only events whose type it `handles`, and
 * those are E's names, so it reads each event as E's; the registry holds projections of every E.
 */
export interface Projection<E extends EventOf = EventOf> {
  name: string;
  /** Live table names, keyed by the logical names `apply` uses. */
  tables: TableMap;
  /** Event types it reads; others are skipped. */
  handles: readonly E['type'][];
  apply(tx: Tx, event: StoredEvent<E>, tables: TableMap): Promise<void>;
  /**
   * Optional set-based form of `apply` for a batch of events (already filtered to `handles`, in
   * commit order): a batch of investments costs a few statements instead of a few per event.
   * It must leave the tables exactly as `apply` over the same events one by one would:
   * test/integration/ledger/rebuild-batch-equals-apply.int.spec.ts compares the two.
   */
  applyBatch?(tx: Tx, events: StoredEvent<E>[], tables: TableMap): Promise<void>;
  /** Columns that identify a row, per table, for `verify` diffs (default: all columns). */
  keys?: Record<string, string[]>;
  /** Columns ignored by `verify` (timestamps of when a row was written, say). */
  volatileColumns?: string[];
  /**
   * The same read model computed in memory (projections/fold/projection-fold.ts): verify and
   * replay fold the log and compare with (or write to) the tables; the SQL form serves appends only.
   */
  fold: ProjectionFold<unknown, E>;
}

/**
 * Work that must commit with the events yet is no read model: never rebuilt, replayed or
 * verified (the notification outbox: a replay must not tell investors again).
 */
export interface AppendSubscriber<E extends EventOf = EventOf> {
  name: string;
  handles: readonly E['type'][];
  /** The appended events it handles, in commit order, inside the append transaction. */
  onAppended(tx: Tx, events: StoredEvent<E>[]): Promise<void>;
}

@Injectable()
export class ProjectionRegistry {
  private readonly projections = new Map<string, Projection>();
  private readonly subscribers = new Map<string, AppendSubscriber>();

  /** Holds a projection of any events `E`: it is given only the events it `handles`, E's. */
  register<E extends EventOf>(projection: Projection<E>): void {
    assert(!this.projections.has(projection.name), `projection ${projection.name} registered twice`);
    this.projections.set(projection.name, projection);
  }

  get(name: string): Projection | undefined {
    return this.projections.get(name);
  }

  all(): Projection[] {
    return [...this.projections.values()];
  }

  /** Registers once per name (a second module instance in tests registers nothing twice); it is given only the events it `handles`. */
  subscribe<E extends EventOf>(subscriber: AppendSubscriber<E>): void {
    if (!this.subscribers.has(subscriber.name)) this.subscribers.set(subscriber.name, subscriber);
  }

  /**
   * Each inline projection gets the events it handles, in commit order. Projections write only
   * their own tables, so running them one after another (rather than event by event) is the same.
   */
  async applyInline(tx: Tx, events: StoredEvent[]): Promise<void> {
    for (const projection of this.all()) {
      const mine = events.filter((event) => projection.handles.includes(event.type));
      if (mine.length === 0) continue;
      if (projection.applyBatch && mine.length > 1) {
        await projection.applyBatch(tx, mine, projection.tables);
        continue;
      }
      for (const event of mine) await projection.apply(tx, event, projection.tables);
    }
    for (const subscriber of this.subscribers.values()) {
      const mine = events.filter((event) => subscriber.handles.includes(event.type));
      if (mine.length > 0) await subscriber.onAppended(tx, mine);
    }
  }
}
