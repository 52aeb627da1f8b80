// A follower that reads one type of event moves its checkpoint past the other types once caught
// up (shared/projections/checkpointed-step.ts), so a poll does not scan again every event since
// its last match. Proves it never moves past an event of its type that a transaction still open
// will commit: that transaction's id bounds the move, and the event is handed over once committed.
import { inTransaction } from '../../../server/src/shared/database/transaction';
import { EventStore } from '../../../server/src/shared/event-store/event-store';
import type { StoredEvent } from '../../../server/src/shared/event-store/event-store.types';
import { checkpointedStep } from '../../../server/src/shared/projections/checkpointed-step';
import { startTestApp, TestApp } from '../../support/test-app';

const CHECKPOINT = 'test_follower_horizon';
const SIGNAL = 'FollowerTestSignal';

describe('a follower caught up on a log of other events', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('moves past them, but not past an event of its type still uncommitted', async () => {
    t = await startTestApp({ worker: false });
    const store = t.app.get(EventStore);
    const append = (streamId: string, types: string[]) => inTransaction(t.dataSource, (tx) =>
      store.append(tx, [{ streamId, expectedVersion: 0, events: types.map((type) => ({ type, data: {} })) }], { actor_id: null }));
    const handled: StoredEvent[] = [];
    const step = () => checkpointedStep(t.dataSource, store, CHECKPOINT, [SIGNAL], 100, async (_tx, events) => {
      handled.push(...events);
    });
    // A step sees only transactions older than every one still open in the cluster (transaction
    // ids are cluster-wide: other test files' databases too), so what it hands over or passes
    // comes once those finish.
    const stepUntil = async (done: () => Promise<boolean>) => {
      for (const deadline = Date.now() + 60_000; !(await done()) && Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) await step();
    };
    const checkpoint = async () => (await t.dataSource.query(`SELECT tx_id::text AS tx, global_position::int AS position FROM projection_checkpoints WHERE name = $1`, [CHECKPOINT]))[0];

    // A transaction still open holds an event of the follower's type.
    const open = t.dataSource.createQueryRunner();
    await open.connect();
    await open.startTransaction();
    await store.append(open, [{ streamId: 'follower-test-open', expectedVersion: 0, events: [{ type: SIGNAL, data: { n: 1 } }] }], { actor_id: null });
    const [{ tx: openTx }] = await open.query(`SELECT pg_current_xact_id()::text AS tx`);
    // Then many events of another type, each in its own transaction, all committed.
    for (let i = 0; i < 5; i += 1) await append(`follower-test-noise-${i}`, Array.from({ length: 50 }, () => 'FollowerTestNoise'));

    expect(await step()).toBe(0);
    const held = await checkpoint();
    // Bounded by the open transaction: nothing at or after its id is passed.
    expect(BigInt(held.tx)).toBeLessThan(BigInt(openTx));

    await open.commitTransaction();
    await open.release();
    await stepUntil(async () => handled.length > 0);
    expect(handled.map((e) => [e.type, e.streamId])).toEqual([[SIGNAL, 'follower-test-open']]);

    // Caught up again with only other events after it: the checkpoint reaches the log's last event.
    await append('follower-test-noise-late', ['FollowerTestNoise', 'FollowerTestNoise']);
    const [last] = await t.dataSource.query(`SELECT tx_id::text AS tx, global_position::int AS position FROM events ORDER BY events.tx_id DESC, events.global_position DESC LIMIT 1`);
    await stepUntil(async () => JSON.stringify(await checkpoint()) === JSON.stringify(last));
    expect(await checkpoint()).toEqual(last);
    expect(await step()).toBe(0);
    expect(handled).toHaveLength(1);
  }, 90_000);
});
