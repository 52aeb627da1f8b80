// Proves the decider-stream runner on real PostgreSQL: a version conflict (another writer committing
// between the load and the append) is retried from a fresh load up to the bound, then fails with
// StreamRetriesExhaustedError naming the stream and the attempts; a decision with no events appends nothing.
import { randomUUID } from 'node:crypto';
import { Decider } from '../../../server/src/shared/decider';
import { inTransaction } from '../../../server/src/shared/database/transaction';
import {
  DeciderStream,
  LoadedStream,
  MAX_STREAM_ATTEMPTS,
  StreamRetriesExhaustedError,
} from '../../../server/src/shared/event-store/decider-stream';
import { EventStore } from '../../../server/src/shared/event-store/event-store';
import { isEventOf, onlyEventsOf } from '../../../server/src/shared/event-store/event-guard';
import { Tx, VersionConflictError } from '../../../server/src/shared/event-store/event-store.types';
import { startTestApp, TestApp } from '../../support/test-app';

type CounterCommand = { type: 'Add'; by: number };
type CounterEvent = { type: 'Added'; data: { by: number } };
interface CounterState {
  total: number;
}

const isCounterEvent = isEventOf<CounterEvent>(['Added']);

/** Adds; adding nothing decides no event. */
const counter: Decider<CounterCommand, CounterEvent, CounterState> = {
  initialState: () => ({ total: 0 }),
  decide: (command) => (command.by === 0 ? [] : [{ type: 'Added', data: { by: command.by } }]),
  evolve: (state, event) => ({ total: state.total + event.data.by }),
};

/** A facade whose loads are each followed by another writer's commit, `interferences` times in all. */
class ContestedCounter extends DeciderStream<CounterCommand, CounterEvent, CounterState> {
  loads = 0;
  constructor(store: EventStore, private readonly t: TestApp, private interferences: number) {
    super(store, counter, (id) => `counter-${id}`);
  }

  override async load(tx: Tx, id: string): Promise<LoadedStream<CounterState>> {
    this.loads += 1;
    const loaded = await super.load(tx, id);
    if (this.interferences > 0) {
      this.interferences -= 1;
      await inTransaction(this.t.dataSource, (other) =>
        this.store.append(other, [{ streamId: this.streamIdOf(id), expectedVersion: loaded.version, events: [{ type: 'Added', data: { by: 100 } }] }], {}));
    }
    return loaded;
  }
}

describe('decider-stream runner', () => {
  let t: TestApp;
  let store: EventStore;

  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process' });
    store = t.app.get(EventStore);
  });
  afterAll(() => t?.close());

  const counterEvents = async (id: string) => onlyEventsOf(isCounterEvent, await store.readStream(t.dataSource, `counter-${id}`));

  it('decides again on a fresh load after a conflict and appends at the new version', async () => {
    const id = randomUUID();
    const stream = new ContestedCounter(store, t, MAX_STREAM_ATTEMPTS - 1);
    const decision = await inTransaction(t.dataSource, (tx) => stream.run(tx, id, { type: 'Add', by: 1 }, {}));
    expect(stream.loads).toBe(MAX_STREAM_ATTEMPTS);
    expect(decision.nextState.total).toBe(100 * (MAX_STREAM_ATTEMPTS - 1) + 1);
    const events = await counterEvents(id);
    expect(events.map((e) => e.data.by)).toEqual([...Array(MAX_STREAM_ATTEMPTS - 1).fill(100), 1]);
    expect(events.map((e) => e.streamVersion)).toEqual(Array.from({ length: MAX_STREAM_ATTEMPTS }, (_, i) => i + 1));
  });

  it('gives up after the bound with an error naming the stream and the attempts, leaving only the other writer\'s events', async () => {
    const id = randomUUID();
    const stream = new ContestedCounter(store, t, Number.MAX_SAFE_INTEGER);
    const failure = await inTransaction(t.dataSource, (tx) => stream.run(tx, id, { type: 'Add', by: 1 }, {})).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StreamRetriesExhaustedError);
    // Still a version conflict, so the command worker's own retry and `retry_later` apply.
    expect(failure).toBeInstanceOf(VersionConflictError);
    expect((failure as StreamRetriesExhaustedError).attempts).toBe(MAX_STREAM_ATTEMPTS);
    expect((failure as Error).message).toBe(`version conflict on counter-${id} persisted after ${MAX_STREAM_ATTEMPTS} attempts; giving up`);
    expect(stream.loads).toBe(MAX_STREAM_ATTEMPTS);
    const events = await counterEvents(id);
    expect(events.map((e) => e.data.by)).toEqual(Array(MAX_STREAM_ATTEMPTS).fill(100));
  });

  it('honours a smaller bound: one attempt, no retry', async () => {
    const id = randomUUID();
    const stream = new ContestedCounter(store, t, 1);
    await expect(inTransaction(t.dataSource, (tx) => stream.run(tx, id, { type: 'Add', by: 1 }, {}, { maxAttempts: 1 }))).rejects.toBeInstanceOf(StreamRetriesExhaustedError);
    expect(stream.loads).toBe(1);
  });

  it('appends nothing, not even a snapshot, when the decision has no events', async () => {
    const id = randomUUID();
    const stream = new ContestedCounter(store, t, 0);
    await inTransaction(t.dataSource, (tx) => stream.run(tx, id, { type: 'Add', by: 5 }, {}));
    const decision = await inTransaction(t.dataSource, (tx) => stream.run(tx, id, { type: 'Add', by: 0 }, {}));
    expect(decision.events).toEqual([]);
    expect(decision.nextState.total).toBe(5);
    expect(decision.append.expectedVersion).toBe(1);
    expect((await counterEvents(id)).map((e) => e.streamVersion)).toEqual([1]);
    const [snapshot] = await t.dataSource.query(`SELECT version FROM aggregate_snapshots WHERE stream_id = $1`, [`counter-${id}`]);
    expect(snapshot.version).toBe(1);
  });

  it('keeps the transaction usable after a refusal: the savepoint is rolled back, the error passes through', async () => {
    const id = randomUUID();
    const stream = new ContestedCounter(store, t, 0);
    await inTransaction(t.dataSource, async (tx) => {
      await expect(stream.run(tx, id, { type: 'Add', by: 1 }, {}, { before: () => { throw new Error('refused after deciding'); } })).rejects.toThrow('refused after deciding');
      await stream.run(tx, id, { type: 'Add', by: 2 }, {});
    });
    expect((await counterEvents(id)).map((e) => e.data.by)).toEqual([2]);
  });
});
