// One step of a reader that follows the log from a stored checkpoint: in one transaction, lock
// the checkpoint row (two workers never handle the same events), read the next page in commit
// order, hand it over, move the checkpoint. Followers of the log (repayments' loan scheduling) use it.
import { DataSource } from 'typeorm';
import { rows } from '../database/sql';
import { EventStore } from '../event-store/event-store';
import { Checkpoint, StoredEvent, Tx } from '../event-store/event-store.types';

export async function checkpointedStep(
  dataSource: DataSource,
  eventStore: EventStore,
  checkpointName: string,
  types: readonly string[],
  pageSize: number,
  handle: (tx: Tx, events: StoredEvent[]) => Promise<void>,
): Promise<number> {
  const tx = dataSource.createQueryRunner();
  await tx.connect();
  try {
    await tx.startTransaction();
    await tx.query(`INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING`, [checkpointName]);
    const [row] = await rows<{ tx_id_text: string; global_position: string }>(
      tx,
      `SELECT tx_id::text AS tx_id_text, global_position FROM projection_checkpoints WHERE name = $1 FOR UPDATE SKIP LOCKED`,
      [checkpointName],
    );
    if (!row) {
      await tx.rollbackTransaction();
      return 0;
    }
    const from: Checkpoint = { txId: row.tx_id_text, globalPosition: Number(row.global_position) };
    const events = await eventStore.readAllAfter(from, pageSize, tx, types);
    await handle(tx, events);
    if (events.length > 0) {
      const last = events[events.length - 1];
      await tx.query(
        `UPDATE projection_checkpoints SET tx_id = $2::xid8, global_position = $3, updated_at = now() WHERE name = $1`,
        [checkpointName, last.txId, last.globalPosition],
      );
    }
    await tx.commitTransaction();
    return events.length;
  } catch (error) {
    if (tx.isTransactionActive) await tx.rollbackTransaction();
    throw error;
  } finally {
    await tx.release();
  }
}
