// A test database for projections written by hand: one connection whose every test runs in a
// transaction rolled back afterwards, and fresh temporary copies of a projection's tables (their
// defaults, constraints and indexes), so two renderings of one read model can be compared side by side.
import { DataSource, QueryRunner } from 'typeorm';
import type { Tx } from '../../server/src/shared/event-store/event-store.types';
import type { Projection, TableMap } from '../../server/src/shared/event-store/inline-projections';
import { createTestDatabase, dropTestDatabase } from './test-app';

export interface RolledBackDatabase {
  /** The connection; inside each test, its transaction. */
  tx: () => QueryRunner;
  /** Temporary copies of the projection's tables, named with `suffix`, gone with the test's transaction. */
  freshTables: (projection: Pick<Projection, 'tables'>, suffix: string) => Promise<TableMap>;
  /** The test's transaction with its statements counted (how many a batch costs). */
  counting: () => { tx: Tx; count: () => number };
}

/** Registers the hooks of the describe block it is called in. */
export function useRolledBackDatabase(): RolledBackDatabase {
  let databaseUrl: string;
  let dataSource: DataSource;
  let tx: QueryRunner;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    dataSource = new DataSource({ type: 'postgres', url: databaseUrl });
    await dataSource.initialize();
    tx = dataSource.createQueryRunner();
    await tx.connect();
  });
  afterAll(async () => {
    await tx?.release();
    await dataSource?.destroy();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });
  beforeEach(() => tx.startTransaction());
  afterEach(() => tx.rollbackTransaction());
  return {
    tx: () => tx,
    async freshTables(projection, suffix) {
      const tables: TableMap = {};
      for (const [logical, live] of Object.entries(projection.tables)) {
        tables[logical] = `${live}_${suffix}`;
        await tx.query(`CREATE TEMP TABLE ${tables[logical]} (LIKE ${live} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`);
      }
      return tables;
    },
    counting() {
      let n = 0;
      const proxy = new Proxy(tx, {
        get(target, prop, receiver) {
          if (prop === 'query') return (...args: Parameters<Tx['query']>) => { n += 1; return target.query(...args); };
          return Reflect.get(target, prop, receiver);
        },
      });
      return { tx: proxy, count: () => n };
    },
  };
}
