// One step of a reader that follows the log from a stored checkpoint: in one transaction, lock
// the checkpoint row (two workers never handle the same events), read the next page in commit
// order, hand it over, move the checkpoint. Followers of the log (repayments' loan scheduling) use it.
// A follower reads only its types; caught up, it moves its checkpoint past the other types' events
// too (to the last event of the transactions all finished when the step began), or every poll
// would scan again every event since its last match: at month-end, 100,000 credits and no
// execution made each poll of the loan-scheduling follower 80 ms and growing.
import { DataSource } from 'typeorm';
import { rows } from '../database/sql';
import { inTransaction } from '../database/transaction';
import { EventStore } from '../event-store/event-store';
import { isEventOf } from '../event-store/event-guard';
import { Checkpoint, StoredEvent, Tx } from '../event-store/event-store.types';
import type { EventOf } from '../decider';

/** One step of the follower of the events `E` (their type names are `types`). */
export async function checkpointedStep<E extends EventOf>(
  dataSource: DataSource,
  eventStore: EventStore,
  checkpointName: string,
  types: readonly E['type'][],
  pageSize: number,
  handle: (tx: Tx, events: StoredEvent<E>[]) => Promise<void>,
): Promise<number> {
  return inTransaction(dataSource, async (tx) => {
    await tx.query(`INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING`, [checkpointName]);
    const [row] = await rows<{ tx_id_text: string; global_position: string }>(
      tx,
      `SELECT tx_id::text AS tx_id_text, global_position FROM projection_checkpoints WHERE name = $1 FOR UPDATE SKIP LOCKED`,
      [checkpointName],
    );
    // Another worker holds the checkpoint: the insert above wrote nothing, so nothing commits.
    if (!row) return 0;
    const from: Checkpoint = { txId: row.tx_id_text, globalPosition: Number(row.global_position) };
    // Every transaction below this id has finished, so the read below (whose own snapshot is no
    // older) sees all of their events: none of ours among them is left behind by moving past them.
    const [{ xmin }] = await rows<{ xmin: string }>(tx, `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`);
    const events = await eventStore.readAllAfter(from, pageSize, tx, types);
    // The read kept only `types`: the guard keeps every event, typed as E's.
    await handle(tx, events.filter(isEventOf<E>(types)));
    if (events.length === 0) {
      await tx.query(
        `UPDATE projection_checkpoints c SET tx_id = h.tx_id, global_position = h.global_position, updated_at = now()
         FROM (SELECT e.tx_id, e.global_position FROM events e WHERE e.tx_id < $2::xid8 ORDER BY e.tx_id DESC, e.global_position DESC LIMIT 1) h
         WHERE c.name = $1 AND (h.tx_id, h.global_position) > (c.tx_id, c.global_position)`,
        [checkpointName, xmin],
      );
    } else {
      const last = events[events.length - 1];
      await tx.query(
        `UPDATE projection_checkpoints SET tx_id = $2::xid8, global_position = $3, updated_at = now() WHERE name = $1`,
        [checkpointName, last.txId, last.globalPosition],
      );
    }
    return events.length;
  });
}
