// Proves every projection's fold (the in-memory form verify and replay use) gives exactly the
// rows its SQL `apply` writes one event at a time, on a log that holds every event type a
// projection handles (decided by the real deciders); and that the comparison catches a fold that
// differs by a single event, or that dates payouts or wallet lines by the wall clock.
import type { EventOf } from '../../../server/src/shared/decider';
import type { StoredEvent, Tx } from '../../../server/src/shared/event-store/event-store.types';
import { Projection, ProjectionRegistry, TableMap } from '../../../server/src/shared/event-store/inline-projections';
import { foldEvents, foldTargetOf } from '../../../server/src/shared/projections/fold/fold-pass';
import { defineFold } from '../../../server/src/shared/projections/fold/projection-fold';
import { diffTable, TableDiff } from '../../../server/src/shared/projections/fold/table-diff';
import { shapeOfTable } from '../../../server/src/shared/projections/fold/table-shape';
import { writeLifetimeLog } from '../../support/lifetime-log';
import { rebuildBySql } from '../../support/sql-rebuild';
import { startTestApp, TestApp } from '../../support/test-app';

/** Every loan profile (canceled, late, very late, early, overpaying) and product step at least once. */
const SHAPE = { seed: 11, investors: 60, loans: 20, investorsPerLoan: 8, launchDays: 10, targetEvents: 1_000_000, maxDays: 240 };

/** The projection rebuilt by its SQL form, one event at a time, into fresh tables (rolled back with the test). */
async function appliedOneByOne(tx: Tx, projection: Projection): Promise<TableMap> {
  return (await rebuildBySql(tx, projection, 'by_sql', { oneByOne: true, pageSize: 5_000 })).tables;
}

/** The fold's rows against each table `apply` wrote; pages of 37 events, so the fold's state crosses pages everywhere. */
async function foldAgainst(tx: Tx, projection: Projection, tables: TableMap): Promise<TableDiff[]> {
  const target = foldTargetOf(projection);
  await foldEvents(tx, [target], { kind: 'in_reader_snapshot' }, undefined, 37);
  const rows = target.fold.rows(target.state);
  const diffs: TableDiff[] = [];
  for (const [logical, live] of Object.entries(projection.tables)) {
    diffs.push(await diffTable(tx, await shapeOfTable(tx, live, projection.volatileColumns ?? []), rows[logical], tables[logical]));
  }
  return diffs;
}

describe('a projection folded in memory equals it applied by SQL one event at a time', () => {
  let t: TestApp;
  let projections: Projection[];
  let tx: Tx;

  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    await writeLifetimeLog(SHAPE, (sql, params) => t.dataSource.query(sql, params));
    projections = t.app.get(ProjectionRegistry).all().filter((p) => p.fold);
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

  it('covers the projections whose tables hold money, on a log with every event type they handle', async () => {
    expect(projections.map((p) => p.name).sort()).toEqual(
      expect.arrayContaining(['investment_returns', 'investor_dashboards', 'investor_holdings', 'products', 'repayment_schedules', 'wallet_transactions', 'wallets', 'withdrawals']),
    );
    const present = new Set((await tx.query(`SELECT DISTINCT type FROM events`)).map((r: { type: string }) => r.type));
    expect(projections.flatMap((p) => p.handles.filter((type) => !present.has(type)).map((type) => `${p.name}: ${type}`))).toEqual([]);
  });

  it('gives every row of every table, and no other', async () => {
    for (const projection of projections) {
      const tables = await appliedOneByOne(tx, projection);
      for (const diff of await foldAgainst(tx, projection, tables)) {
        const where = `${projection.name}.${diff.shape.table}`;
        expect({ where, onlyInLive: diff.onlyInLive.slice(0, 3), onlyInLog: diff.onlyInLog.slice(0, 3) }).toEqual({ where, onlyInLive: [], onlyInLog: [] });
        expect({ where, rows: diff.rowsCompared > 0 }).toEqual({ where, rows: true });
      }
    }
  });

  it('catches a fold that drops one repayment credit', async () => {
    const wallets = projections.find((p) => p.name === 'wallets')!;
    const tables = await appliedOneByOne(tx, wallets);
    let dropped = false;
    const inner = wallets.fold!;
    const broken: Projection = {
      ...wallets,
      fold: defineFold<unknown, EventOf>({
        start: () => inner.start(),
        apply: (state, event: StoredEvent) => {
          if (!dropped && event.type === 'RepaymentCredited') dropped = true;
          else inner.apply(state, event);
        },
        rows: (state) => inner.rows(state),
      }),
    };
    const [diff] = await foldAgainst(tx, broken, tables);
    expect(dropped).toBe(true);
    expect(diff.onlyInLive).toHaveLength(1);
    expect(diff.onlyInLog).toHaveLength(1);
  });

  it('catches a schedule fold that dates payouts by recorded time instead of the business payment date', async () => {
    const schedules = projections.find((p) => p.name === 'repayment_schedules')!;
    const tables = await appliedOneByOne(tx, schedules);
    const [{ dated, undated }] = await tx.query(
      `SELECT count(*) FILTER (WHERE data ? 'paidAt')::int AS dated, count(*) FILTER (WHERE NOT data ? 'paidAt')::int AS undated FROM events WHERE type = 'RepaymentCredited'`,
    );
    expect({ dated: dated > 0, undated: undated > 0 }).toEqual({ dated: true, undated: true });
    const inner = schedules.fold!;
    const broken: Projection = {
      ...schedules,
      fold: defineFold<unknown, EventOf>({
        start: () => inner.start(),
        apply: (state, event: StoredEvent) => {
          inner.apply(state, event.type === 'RepaymentCredited' ? { ...event, data: { ...(event.data as object), paidAt: undefined }, businessAt: event.recordedAt } : event);
        },
        rows: (state) => inner.rows(state),
      }),
    };
    const diffs = await foldAgainst(tx, broken, tables);
    const investorRows = diffs.find((d) => d.shape.table === 'investor_repayments')!;
    expect(investorRows.onlyInLive.length).toBeGreaterThan(0);
    expect(investorRows.onlyInLive.length).toBe(investorRows.onlyInLog.length);
  });

  it('catches a wallet lines fold that dates lines by recorded time instead of the business clock', async () => {
    const lines = projections.find((p) => p.name === 'wallet_transactions')!;
    const tables = await appliedOneByOne(tx, lines);
    const [{ dated, undated }] = await tx.query(
      `SELECT count(*) FILTER (WHERE metadata ? 'business_at')::int AS dated, count(*) FILTER (WHERE NOT metadata ? 'business_at')::int AS undated
       FROM events WHERE type = ANY($1::text[])`,
      [lines.handles],
    );
    expect({ dated: dated > 0, undated: undated > 0 }).toEqual({ dated: true, undated: true });
    const inner = lines.fold!;
    const broken: Projection = {
      ...lines,
      fold: defineFold<unknown, EventOf>({
        start: () => inner.start(),
        apply: (state, event: StoredEvent) => inner.apply(state, event.type === 'RepaymentCredited' ? event : { ...event, businessAt: event.recordedAt }),
        rows: (state) => inner.rows(state),
      }),
    };
    const [diff] = await foldAgainst(tx, broken, tables);
    expect(diff.onlyInLive.length).toBeGreaterThan(0);
    expect(diff.onlyInLive.length).toBe(diff.onlyInLog.length);
  });
});
