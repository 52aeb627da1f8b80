// One TypeORM DataSource; synchronize stays off, the schema comes from migrations/ only.
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../../migrations';

export function createDataSource(url: string, entities: Function[], poolSize = 30): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    // Failures reach our own logs with context; TypeORM's console dump would repeat them.
    logging: false,
    extra: { max: poolSize, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 },
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
