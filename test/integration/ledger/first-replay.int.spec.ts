// Proves a first replay (every read model empty, as on a database restored from its log) fills
// each table with exactly the rows the projections had, and leaves each table with the very
// indexes and key constraints it had: the replay drops them for the bulk copy and builds them
// again in the same transaction.
import { ProjectionRegistry } from '../../../server/src/shared/event-store/inline-projections';
import { ProjectionRebuilder } from '../../../server/src/shared/projections/projection-rebuilder';
import { writeLifetimeLog } from '../../support/lifetime-log';
import { startTestApp, TestApp } from '../../support/test-app';

const SHAPE = { seed: 5, investors: 40, loans: 12, investorsPerLoan: 6, launchDays: 8, targetEvents: 1_000_000, maxDays: 150 };

describe('a first replay into empty read models', () => {
  let t: TestApp;
  let names: string[];
  let tables: string[];

  /** Each table's rows as an order-free digest, and its index and constraint definitions. */
  async function snapshot(): Promise<Record<string, { rows: number; digest: string; indexes: string[]; constraints: string[] }>> {
    const out: Record<string, { rows: number; digest: string; indexes: string[]; constraints: string[] }> = {};
    for (const table of tables) {
      const [{ n, h }] = await t.dataSource.query(`SELECT count(*)::int AS n, COALESCE(sum(hashtextextended(x::text, 0)::numeric), 0)::text AS h FROM ${table} x`);
      const indexes = await t.dataSource.query(`SELECT indexdef FROM pg_indexes WHERE tablename = $1 ORDER BY indexname`, [table]);
      const constraints = await t.dataSource.query(`SELECT conname || ' ' || pg_get_constraintdef(oid) AS c FROM pg_constraint WHERE conrelid = $1::regclass ORDER BY conname`, [table]);
      out[table] = { rows: n, digest: h, indexes: indexes.map((r: { indexdef: string }) => r.indexdef), constraints: constraints.map((r: { c: string }) => r.c) };
    }
    return out;
  }

  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    await writeLifetimeLog(SHAPE, (sql, params) => t.dataSource.query(sql, params));
    const registry = t.app.get(ProjectionRegistry);
    names = registry.all().map((p) => p.name);
    tables = registry.all().flatMap((p) => Object.values(p.tables));
    // The log was written without its projections: the first replay fills them.
    await t.app.get(ProjectionRebuilder).replayMany(names);
  });
  afterAll(() => t?.close());

  it('gives the same rows, indexes and constraints as before, and a duplicate key still fails', async () => {
    const before = await snapshot();
    expect(Object.values(before).filter((s) => s.rows > 0).length).toBeGreaterThan(5);
    await t.dataSource.query(`TRUNCATE ${tables.join(', ')}`);

    const reports = await t.app.get(ProjectionRebuilder).replayMany(names);
    expect(reports.reduce((sum: number, r: { rows_inserted: number }) => sum + r.rows_inserted, 0)).toBe(Object.values(before).reduce((sum, s) => sum + s.rows, 0));
    expect(await snapshot()).toEqual(before);

    const [line] = await t.dataSource.query(`SELECT * FROM wallet_transactions LIMIT 1`);
    await expect(t.dataSource.query(`INSERT INTO wallet_transactions SELECT * FROM wallet_transactions WHERE id = $1`, [line.id])).rejects.toThrow(/duplicate key/);
  });

  it('changes nothing when replayed again', async () => {
    const before = await snapshot();
    const reports = await t.app.get(ProjectionRebuilder).replayMany(names);
    expect(reports.map((r: { name: string; rows_deleted: number; rows_inserted: number }) => [r.name, r.rows_deleted + r.rows_inserted])).toEqual(names.map((n) => [n, 0]));
    expect(await snapshot()).toEqual(before);
  });
});
