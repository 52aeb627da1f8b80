// Proves the dashboard's read model (investor_dashboards, one row per investor, kept from the
// events) holds exactly what GET /api/dashboard used to sum over investments, returns, schedules
// and holdings at every request, for every investor of a platform's life (cancellations, every
// product status, loans overdue, repaid early, completed), every read model applied from the log
// in pages as the append transactions and rebuilds apply them; that verify checks it and replay
// repairs it; and that the migration's fill of an existing database gives the same rows.
import { EVENT_COLUMNS, toStoredEvent } from '../../../server/src/shared/event-store/event-store';
import { ProjectionRebuilder } from '../../../server/src/shared/projections/projection-rebuilder';
import { ProjectionRegistry } from '../../../server/src/shared/event-store/inline-projections';
import { InvestorDashboards1763800400000 } from '../../../migrations/1763800400000-investor-dashboards';
import { HoldingsMoneyOnly1763801770000 } from '../../../migrations/1763801770000-holdings-money-only';
import { writeLifetimeLog } from '../../support/lifetime-log';
import { startTestApp, TestApp } from '../../support/test-app';

// Loans launch over four months, so on the days checked some raise funds while others are overdue, repaid early or completed.
const SHAPE = { seed: 11, investors: 60, loans: 40, investorsPerLoan: 8, launchDays: 120, targetEvents: 1_000_000, maxDays: 240 };
const TYPES = ['apt', 'realty', 'credit', 'corporate'];

/**
 * The dashboard's figures as the request summed them before this read model (dashboard.query.ts
 * before issue 18), with the rules of loans that go bad since: installments an acceleration
 * replaced are expected no more, a sold loan counts as completed, and investment_returns'
 * outstanding excludes what recoveries and write-offs freed — and of transfers since: a claim sold
 * is freed from the seller's investment, a claim bought is outstanding in its own
 * investment_returns row (with its acquisition price) and counts in the buyer's limits and among
 * the buyer's products by status.
 */
const SUMS_OVER_HISTORY = `
  SELECT u.user_id,
    (SELECT COALESCE(sum(amount), 0) FROM investments WHERE user_id = u.user_id AND status <> 'canceled') AS invested_total,
    (SELECT COALESCE(sum(outstanding_principal), 0) FROM investment_returns WHERE user_id = u.user_id) AS outstanding_principal,
    (SELECT COALESCE(sum(interest), 0) FROM investor_repayments WHERE user_id = u.user_id AND status NOT IN ('paid', 'accelerated')) AS expected_interest,
    (SELECT COALESCE(sum(held_won + executed_won - repaid_principal_won), 0) FROM investor_holdings WHERE user_id = u.user_id AND held_won + executed_won > 0) AS limit_used_total,
    (SELECT COALESCE(sum(held_won + executed_won - repaid_principal_won), 0) FROM investor_holdings h JOIN products p ON p.id = h.product_id WHERE h.user_id = u.user_id AND held_won + executed_won > 0 AND p.is_realty) AS limit_used_realty,
    ${[['funding', `('scheduled', 'funding', 'funded')`], ['repaying', `('repaying')`], ['completed', `('completed', 'sold')`], ['overdue', `('overdue')`]].map(([b, statuses]) =>
      `(SELECT count(*) FROM products p WHERE p.status IN ${statuses} AND (p.id IN (SELECT product_id FROM investments WHERE user_id = u.user_id AND status <> 'canceled')
         OR p.id IN (SELECT product_id FROM investment_returns WHERE user_id = u.user_id AND acquisition_price IS NOT NULL))) AS count_${b}`).join(',\n    ')},
    ${TYPES.map((t) => `(SELECT COALESCE(sum(i.amount), 0) FROM investments i JOIN products p ON p.id = i.product_id WHERE i.user_id = u.user_id AND i.status <> 'canceled' AND p.type = '${t}') AS invested_${t},
    (SELECT COALESCE(sum(CASE WHEN i.status = 'placed' THEN i.amount ELSE COALESCE(r.outstanding_principal, 0) END), 0)
       FROM investments i JOIN products p ON p.id = i.product_id LEFT JOIN investment_returns r ON r.investment_id = i.id
       WHERE i.user_id = u.user_id AND i.status <> 'canceled' AND p.type = '${t}')
     + (SELECT COALESCE(sum(r.outstanding_principal), 0) FROM investment_returns r JOIN products p ON p.id = r.product_id
       WHERE r.user_id = u.user_id AND r.acquisition_price IS NOT NULL AND p.type = '${t}') AS outstanding_${t}`).join(',\n    ')}
  FROM (SELECT user_id FROM investments UNION SELECT user_id FROM investment_returns) u`;

const COLUMNS = ['user_id', 'invested_total', 'outstanding_principal', 'expected_interest', 'limit_used_total', 'limit_used_realty',
  'count_funding', 'count_repaying', 'count_completed', 'count_overdue', ...TYPES.flatMap((t) => [`invested_${t}`, `outstanding_${t}`])];
const READ_MODEL = `SELECT ${COLUMNS.join(', ')} FROM investor_dashboards`;

/** Rows of one query missing from the other, both ways (each column as text, so bigint and int compare alike). */
async function differences(t: TestApp, a: string, b: string): Promise<unknown[]> {
  const cast = (q: string) => `SELECT ${COLUMNS.map((c) => `${c}::text`).join(', ')} FROM (${q}) q`;
  return t.dataSource.query(`(${cast(a)} EXCEPT ${cast(b)}) UNION ALL (${cast(b)} EXCEPT ${cast(a)}) LIMIT 10`);
}

type Events = ReturnType<typeof toStoredEvent>[];

/** Applies `events` (the next part of the log, in commit order) to every projection's live tables, in pages of 500 (through applyBatch where it has one). */
async function applyToLiveTables(t: TestApp, events: Events): Promise<void> {
  const tx = t.dataSource.createQueryRunner();
  await tx.connect();
  await tx.startTransaction();
  for (const projection of t.app.get(ProjectionRegistry).all()) {
    const mine = events.filter((e) => projection.handles.includes(e.type));
    for (let i = 0; i < mine.length; i += 500) {
      const page = mine.slice(i, i + 500);
      if (projection.applyBatch) await projection.applyBatch(tx, page, projection.tables);
      else for (const event of page) await projection.apply(tx, event, projection.tables);
    }
  }
  await tx.commitTransaction();
  await tx.release();
}

const STATES = `SELECT count(*) FILTER (WHERE count_funding > 0)::int AS funding, count(*) FILTER (WHERE count_repaying > 0)::int AS repaying,
  count(*) FILTER (WHERE count_overdue > 0)::int AS overdue, count(*) FILTER (WHERE count_completed > 0)::int AS completed,
  count(*) FILTER (WHERE expected_interest > 0)::int AS expecting, count(*) FILTER (WHERE invested_apt > 0 AND invested_credit > 0)::int AS mixed
  FROM investor_dashboards`;

describe('the dashboard read model', () => {
  let t: TestApp;
  let events: Events;

  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    await writeLifetimeLog(SHAPE, (sql, params) => t.dataSource.query(sql, params));
    events = (await t.dataSource.query(`SELECT ${EVENT_COLUMNS} FROM events ORDER BY tx_id, global_position`)).map(toStoredEvent);
  });
  afterAll(() => t?.close());

  it('holds, for every investor at every fifth day of a platform\'s life, what the request summed over history', async () => {
    const seen = new Map<string, number>();
    let applied = 0;
    for (let day = 5; applied < events.length; day += 5) {
      const until = Date.UTC(2025, 0, 6) + day * 86_400_000;
      let next = applied;
      while (next < events.length && events[next].recordedAt.getTime() < until) next += 1;
      await applyToLiveTables(t, events.slice(applied, next));
      applied = next;
      expect({ day, differences: await differences(t, READ_MODEL, SUMS_OVER_HISTORY) }).toEqual({ day, differences: [] });
      const [states] = await t.dataSource.query(STATES);
      for (const [state, investors] of Object.entries(states as Record<string, number>)) seen.set(state, Math.max(seen.get(state) ?? 0, investors));
    }
    // The life went through every state a dashboard shows, and an early repayment.
    expect([...seen].filter(([, investors]) => investors === 0)).toEqual([]);
    expect(seen.size).toBe(6);
    expect(events.some((e) => e.type === 'LoanRepaidEarly')).toBe(true);
  });

  it('is verified against the log like every projection, and a corrupted row is found', async () => {
    const rebuilder = t.app.get(ProjectionRebuilder);
    expect(await rebuilder.verify('investor_dashboards')).toMatchObject({ ok: true, differences: [] });
    await t.dataSource.query(`UPDATE investor_dashboards SET expected_interest = expected_interest + 10 WHERE user_id = (SELECT min(user_id::text)::uuid FROM investor_dashboards)`);
    const broken = await rebuilder.verify('investor_dashboards');
    expect(broken.ok).toBe(false);
    expect(broken.differences.map((d) => d.table)).toEqual(['investor_dashboards']);
    await rebuilder.replay('investor_dashboards');
    expect(await rebuilder.verify('investor_dashboards')).toMatchObject({ ok: true });
  });

  it('is filled by its migration from the read models of an existing database, row for row', async () => {
    const tables = ['investor_dashboards', 'investor_dashboard_positions', 'investor_dashboard_products', 'investor_dashboard_loans'];
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      // That migration filled databases from before loans went bad and claims were sold: its investors are those of loans that did not, who sold or bought none.
      const badUsers = `SELECT i.user_id FROM investments i JOIN products p ON p.id = i.product_id WHERE p.status IN ('defaulted', 'written_off', 'sold')
        UNION SELECT substr(stream_id, 10)::uuid FROM events WHERE type IN ('ClaimBought', 'ClaimSold')`;
      const badProducts = `SELECT id FROM products WHERE status IN ('defaulted', 'written_off', 'sold')`;
      for (const table of tables) await runner.query(`CREATE TEMPORARY TABLE replayed_${table} AS SELECT * FROM ${table}`);
      const migration = new InvestorDashboards1763800400000();
      // That migration read the holdings' real-estate flag, which they kept until a later one: back for it, and gone again.
      const holdingsMoneyOnly = new HoldingsMoneyOnly1763801770000();
      await holdingsMoneyOnly.down(runner);
      await migration.down(runner);
      await migration.up(runner);
      await holdingsMoneyOnly.up(runner);
      for (const table of tables) {
        // The columns that migration creates: later migrations add others (the counts of bad loans), filled from then on.
        const columns = (await runner.query(`SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS list FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()`, [table]))[0].list;
        const key = table === 'investor_dashboard_products' || table === 'investor_dashboard_loans' ? `product_id NOT IN (${badProducts})` : `user_id NOT IN (${badUsers})`;
        const diff = await runner.query(
          `(SELECT ${columns} FROM ${table} WHERE ${key} EXCEPT SELECT ${columns} FROM replayed_${table} WHERE ${key})
           UNION ALL (SELECT ${columns} FROM replayed_${table} WHERE ${key} EXCEPT SELECT ${columns} FROM ${table} WHERE ${key}) LIMIT 5`,
        );
        expect({ table, diff }).toEqual({ table, diff: [] });
      }
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
