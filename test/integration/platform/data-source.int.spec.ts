// Proves the data source's connections run READ COMMITTED whatever the server's or the database's
// default: the worker's transactions start without a SET TRANSACTION of their own and rely on it
// (a claim right after taking a lock must see the commits made before the lock was granted).
import { createDataSource } from '../../../server/src/shared/database/data-source';
import { createTestDatabase, dropTestDatabase } from '../../support/test-app';

describe('data source', () => {
  it('opens READ COMMITTED transactions even where the database defaults to SERIALIZABLE', async () => {
    const url = await createTestDatabase();
    const name = new URL(url).pathname.slice(1);
    const dataSource = createDataSource(url, 2);
    try {
      await dataSource.initialize();
      await dataSource.query(`ALTER DATABASE ${name} SET default_transaction_isolation = serializable`);
      await dataSource.destroy();
      await dataSource.initialize();
      const tx = dataSource.createQueryRunner();
      await tx.connect();
      await tx.startTransaction();
      const [{ transaction_isolation: level }] = await tx.query(`SHOW transaction_isolation`);
      await tx.commitTransaction();
      await tx.release();
      expect(level).toBe('read committed');
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropTestDatabase(url);
    }
  });
});
