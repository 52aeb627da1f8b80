// One TypeORM DataSource, without entities (every query is SQL); the schema comes from migrations/ only.
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../../migrations';

export function createDataSource(url: string, poolSize = 30): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    // Failures reach our own logs with context; TypeORM's console dump would repeat them.
    logging: false,
    // Every transaction here is written for READ COMMITTED (each statement sees the latest
    // commits, e.g. a claim right after taking a lock): set it per connection, whatever the
    // server's default, so that a transaction needs no SET TRANSACTION round trip of its own.
    extra: { max: poolSize, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000, options: '-c default_transaction_isolation=read\\ committed' },
  });
}

export async function migrate(dataSource: DataSource): Promise<void> {
  // Several processes may start at once: one runs the migrations, the others wait for it.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SELECT pg_advisory_lock(727274)`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query(`SELECT pg_advisory_unlock(727274)`).catch(() => undefined);
    await runner.release();
  }
}
