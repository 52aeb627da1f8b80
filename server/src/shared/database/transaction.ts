// One transaction on its own connection: committed when `work` returns, rolled back when it
// throws, the connection released either way. For work outside the command worker, whose
// transactions the CommandProcessor opens. A read of several queries that must agree with each
// other asks for REPEATABLE READ: every query sees one snapshot.
import type { DataSource } from 'typeorm';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel';
import type { Tx } from '../event-store/event-store.types';

export async function inTransaction<T>(dataSource: DataSource, work: (tx: Tx) => Promise<T>, isolation?: IsolationLevel): Promise<T> {
  const tx = dataSource.createQueryRunner();
  await tx.connect();
  try {
    await tx.startTransaction(isolation);
    const result = await work(tx);
    await tx.commitTransaction();
    return result;
  } catch (error) {
    if (tx.isTransactionActive) await tx.rollbackTransaction();
    throw error;
  } finally {
    await tx.release();
  }
}
