// One transaction on its own connection: committed when `work` returns, rolled back when it
// throws, the connection released either way. For work outside the command worker, whose
// transactions the CommandProcessor opens.
import type { DataSource } from 'typeorm';
import type { Tx } from '../event-store/event-store.types';

export async function inTransaction<T>(dataSource: DataSource, work: (tx: Tx) => Promise<T>): Promise<T> {
  const tx = dataSource.createQueryRunner();
  await tx.connect();
  try {
    await tx.startTransaction();
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
