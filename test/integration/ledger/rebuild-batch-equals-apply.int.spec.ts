// Proves every registered projection's set-based `applyBatch`, fed pages of the log (as an append
// of many events feeds it, only longer), leaves its tables exactly as `apply` one event at a time does, on a log that
// holds every event type a projection handles (decided by the real deciders); and that this
// comparison catches a set-based form that differs by a single event.
import type { StoredEvent, Tx } from '../../../server/src/shared/event-store/event-store.types';
import { Projection, ProjectionRegistry, TableMap } from '../../../server/src/shared/event-store/inline-projections';
import { quoteIdent } from '../../../server/src/shared/database/sql';
import { REBUILD_PAGE_EVENTS } from '../../../server/src/shared/projections/rebuild-pages';
import { writeLifetimeLog } from '../../support/lifetime-log';
import { rebuildBySql } from '../../support/sql-rebuild';
import { startTestApp, TestApp } from '../../support/test-app';

/** Every loan profile (canceled, late, very late, early, overpaying) and product step at least once. */
const SHAPE = { seed: 7, investors: 60, loans: 20, investorsPerLoan: 8, launchDays: 10, targetEvents: 1_000_000, maxDays: 240 };

/** Rebuilds `projection` from the whole log into fresh temporary tables, one way or the other. */
const rebuild = rebuildBySql;

/** Rows of one table not in the other, both ways (as multisets: EXCEPT ALL), and the row counts. */
async function compare(tx: Tx, projection: Projection, a: TableMap, b: TableMap): Promise<{ table: string; rows: number[]; onlyA: unknown[]; onlyB: unknown[] }[]> {
  const out = [];
  for (const [logical, live] of Object.entries(projection.tables)) {
    const columns: { column_name: string }[] = await tx.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema() AND data_type <> 'json' ORDER BY ordinal_position`,
      [live],
    );
    const list = columns.map((c) => quoteIdent(c.column_name)).filter((c) => !(projection.volatileColumns ?? []).includes(c.slice(1, -1))).join(', ');
    const [A, B] = [quoteIdent(a[logical]), quoteIdent(b[logical])];
    const count = async (t: string) => Number((await tx.query(`SELECT count(*) AS n FROM ${t}`))[0].n);
    out.push({
      table: live,
      rows: [await count(A), await count(B)],
      onlyA: await tx.query(`SELECT ${list} FROM ${A} EXCEPT ALL SELECT ${list} FROM ${B} LIMIT 5`),
      onlyB: await tx.query(`SELECT ${list} FROM ${B} EXCEPT ALL SELECT ${list} FROM ${A} LIMIT 5`),
    });
  }
  return out;
}

describe('a projection rebuilt through applyBatch in pages equals it rebuilt by apply one event at a time', () => {
  let t: TestApp;
  let projections: Projection[];
  let tx: Tx;

  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    await writeLifetimeLog(SHAPE, (sql, params) => t.dataSource.query(sql, params));
    projections = t.app.get(ProjectionRegistry).all();
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    tx = t.dataSource.createQueryRunner();
    await tx.connect();
    await tx.startTransaction('REPEATABLE READ');
  });
  afterEach(async () => {
    await tx.rollbackTransaction();
    await tx.release();
  });

  it('has a log with every event type each projection handles', async () => {
    expect(projections.map((p) => p.name).sort()).toEqual(
      ['auto_invest', 'investment_returns', 'investor_dashboards', 'investor_holdings', 'products', 'repayment_schedules', 'transfer_listings', 'wallet_transactions', 'wallets', 'withdrawals'],
    );
    const present = new Set((await tx.query(`SELECT DISTINCT type FROM events`)).map((r: { type: string }) => r.type));
    const missing = projections.flatMap((p) => p.handles.filter((type) => !present.has(type)).map((type) => `${p.name}: ${type}`));
    expect(missing).toEqual([]);
  });

  // Pages of 37 split runs of placements and repayments at odd places; then the rebuilder's own page.
  it.each([37, REBUILD_PAGE_EVENTS])('leaves every table of every projection identical, pages of %i events', async (pageSize) => {
    for (const projection of projections) {
      const oneByOne = await rebuild(tx, projection, 'one', { oneByOne: true, pageSize });
      const batched = await rebuild(tx, projection, 'batch', { oneByOne: false, pageSize });
      expect(batched.applied).toBe(oneByOne.applied);
      expect(oneByOne.applied).toBeGreaterThan(0);
      for (const diff of await compare(tx, projection, oneByOne.tables, batched.tables)) {
        expect({ projection: projection.name, ...diff }).toEqual({ projection: projection.name, table: diff.table, rows: [diff.rows[0], diff.rows[0]], onlyA: [], onlyB: [] });
        expect(diff.rows[0]).toBeGreaterThan(0);
      }
    }
  });

  it('catches a set-based form that drops one event of a page', async () => {
    const wallets = projections.find((p) => p.name === 'wallets')!;
    const broken: Projection = {
      ...wallets,
      // Leaves out a page's last RepaymentCredited: the kind of slip a set-based rewrite makes.
      applyBatch: (batchTx: Tx, events: StoredEvent[], tables: TableMap) => {
        const last = events.map((e) => e.type).lastIndexOf('RepaymentCredited');
        return wallets.applyBatch!(batchTx, last < 0 ? events : events.filter((_, i) => i !== last), tables);
      },
    };
    const oneByOne = await rebuild(tx, wallets, 'one', { oneByOne: true, pageSize: 500 });
    const batched = await rebuild(tx, broken, 'batch', { oneByOne: false, pageSize: 500 });
    const [diff] = await compare(tx, wallets, oneByOne.tables, batched.tables);
    expect(diff.onlyA.length).toBeGreaterThan(0);
    expect(diff.onlyB.length).toBeGreaterThan(0);
  });
});
