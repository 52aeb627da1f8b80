// The one way a stream is decided (docs/design.md "Event store"): load the stream (its snapshot and the
// events after it), call the aggregate's pure decide, append at the version the decision was made
// on, and on a version conflict do it all again from a fresh load, a bounded number of times.
// Each aggregate has a thin typed facade over this (ProductStreams, LoanStreams, WalletStreams);
// handlers never hand-write the load/decide/append sequence.
//
// Hot streams are not made safe by the retry: the command worker serializes and batches the
// commands of one product under its locks (CommandProcessor), so a conflict here means a writer
// outside those locks, and the bound keeps that from spinning.
import { Decider, EventOf } from '../decider';
import { EventStore } from './event-store';
import { AppendEntry, EventMetadata, StreamAppend, Tx, VersionConflictError } from './event-store.types';
import { assert } from '../errors/domain-error';

/** Attempts of one `run` (the first included) before it gives up on a conflicting stream. */
export const MAX_STREAM_ATTEMPTS = 3;
const SAVEPOINT = 'decider_stream';

/**
 * A stream kept conflicting for every attempt. Still a VersionConflictError, so the command
 * worker treats it as one (its own bounded retry of the whole transaction, then `retry_later`).
 */
export class StreamRetriesExhaustedError extends VersionConflictError {
  constructor(streamIds: string[], readonly attempts: number) {
    super(streamIds);
    this.message = `version conflict on ${streamIds.join(', ')} persisted after ${attempts} attempts; giving up`;
  }
}

/** A stream's state as loaded: the version is the one the next append must expect. */
export interface LoadedStream<State> {
  state: State;
  version: number;
}

/** What a decision writes: its events, the state after them, and the append (not yet written). */
export interface StreamDecision<Event, State> {
  events: Event[];
  nextState: State;
  append: StreamAppend<State>;
}

export interface RunOptions<Event, State> {
  /**
   * Runs after the decision, before the append, in every attempt: checks that come after the
   * aggregate's own (a refusal throws) and the appends of other streams that go with this one,
   * decided by their own facades, in the same transaction.
   */
  before?: (decision: StreamDecision<Event, State>) => Promise<StreamAppend[] | void> | StreamAppend[] | void;
  maxAttempts?: number;
}

/**
 * Runs `attempt` under a savepoint; a VersionConflictError rolls back to it and runs it again,
 * at most `maxAttempts` times in all. Any other error is rethrown after the rollback.
 */
export async function retryOnConflict<T>(tx: Tx, attempt: () => Promise<T>, maxAttempts = MAX_STREAM_ATTEMPTS): Promise<T> {
  assert(Number.isInteger(maxAttempts) && maxAttempts >= 1, `maxAttempts must be a positive integer, got ${maxAttempts}`);
  let conflict: VersionConflictError | null = null;
  for (let n = 1; n <= maxAttempts; n += 1) {
    await tx.query(`SAVEPOINT ${SAVEPOINT}`);
    try {
      const result = await attempt();
      await tx.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
      return result;
    } catch (error) {
      await tx.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
      if (!(error instanceof VersionConflictError)) throw error;
      conflict = error;
    }
  }
  throw new StreamRetriesExhaustedError(conflict!.streamIds, maxAttempts);
}

/** Pure: the commands decided one after another on the loaded stream (a DomainError refuses them all). */
export function decideStream<Command, Event extends EventOf, State>(
  decider: Decider<Command, Event, State>,
  streamId: string,
  loaded: LoadedStream<State>,
  ...commands: Command[]
): StreamDecision<Event, State> {
  const events: Event[] = [];
  let nextState = loaded.state;
  for (const command of commands) {
    const decided = decider.decide(command, nextState);
    nextState = decided.reduce(decider.evolve, nextState);
    events.push(...decided);
  }
  return { events, nextState, append: { streamId, expectedVersion: loaded.version, events, nextState } };
}

/** The generic runner; a facade gives it the aggregate's decider and how an id names its stream. */
export class DeciderStream<Command, Event extends EventOf, State> {
  constructor(
    protected readonly store: EventStore,
    protected readonly decider: Decider<Command, Event, State>,
    readonly streamIdOf: (id: string) => string,
  ) {}

  load(tx: Tx, id: string): Promise<LoadedStream<State>> {
    return this.store.load<State, Event>(tx, this.streamIdOf(id), this.decider.evolve, this.decider.initialState);
  }

  /** `load` for many ids in one round trip, keyed by id. */
  async loadMany(tx: Tx, ids: readonly string[]): Promise<Map<string, LoadedStream<State>>> {
    const byStream = await this.store.loadMany<State, Event>(tx, ids.map(this.streamIdOf), this.decider.evolve, this.decider.initialState);
    return new Map(ids.map((id) => [id, byStream.get(this.streamIdOf(id))!]));
  }

  /** Pure: decideStream on this aggregate's stream `id`. */
  decideOn(id: string, loaded: LoadedStream<State>, ...commands: Command[]): StreamDecision<Event, State> {
    return decideStream(this.decider, this.streamIdOf(id), loaded, ...commands);
  }

  /** The stream after a decision, for the next decision in the same transaction. */
  after(loaded: LoadedStream<State>, decision: StreamDecision<Event, State>): LoadedStream<State> {
    return { state: decision.nextState, version: loaded.version + decision.events.length };
  }

  append(tx: Tx, appends: StreamAppend[], metadata: EventMetadata): Promise<void> {
    return this.appendBatch(tx, [{ appends, metadata }]);
  }

  /** Many commands' appends in a fixed number of statements (EventStore.appendBatch). */
  async appendBatch(tx: Tx, entries: AppendEntry[]): Promise<void> {
    await this.store.appendBatch(tx, entries);
  }

  /**
   * Load, decide, append at the loaded version; on a conflict, again from a fresh load (bounded).
   * `command` may be built from the loaded state (null: nothing to decide). Nothing is appended
   * when the decision has no events and `before` adds no appends.
   */
  run(
    tx: Tx,
    id: string,
    command: Command | ((loaded: LoadedStream<State>) => Command | null | Promise<Command | null>),
    metadata: EventMetadata,
    options: RunOptions<Event, State> = {},
  ): Promise<StreamDecision<Event, State>> {
    return retryOnConflict(tx, async () => {
      const loaded = await this.load(tx, id);
      const built = typeof command === 'function' ? await (command as (l: LoadedStream<State>) => Command | null | Promise<Command | null>)(loaded) : command;
      const decision = built === null ? this.decideOn(id, loaded) : this.decideOn(id, loaded, built);
      const also = (await options.before?.(decision)) ?? [];
      if (decision.events.length > 0 || also.length > 0) await this.append(tx, [decision.append, ...also], metadata);
      return decision;
    }, options.maxAttempts);
  }
}
