// Proves that the schedule versions an existing database gets from its migration
// (1763801100000-investor-schedule-versions.ts, computed from the log and the rows) are the ones
// the repayment_schedules projection keeps: on a log with every loan event (scheduling, late and
// early payments, overdue installments, distributions of nothing, credits, tax policy changes),
// the versions dropped and computed again by the migration are row for row those the replay
// wrote, and verify finds them equal to the log.
import { InvestorScheduleVersions1763801100000 } from '../../../migrations/1763801100000-investor-schedule-versions';
import { ProjectionCheckService } from '../../../server/src/ledger-ops/projection-check.service';
import { writeLifetimeLog } from '../../support/lifetime-log';
import { startTestApp, TestApp } from '../../support/test-app';

const SHAPE = { seed: 11, investors: 60, loans: 20, investorsPerLoan: 8, launchDays: 10, targetEvents: 1_000_000, maxDays: 240 };
const VERSIONS = `SELECT user_id, last_position::text AS last_position FROM investor_schedule_versions ORDER BY user_id`;
/**
 * That migration filled databases from before loans went bad (an acceleration touches its investors'
 * schedules too): its figures are compared for the investors of loans that did not.
 */
const BEFORE_BAD_LOANS = `SELECT user_id, last_position::text AS last_position FROM investor_schedule_versions
  WHERE user_id NOT IN (SELECT r.user_id FROM investor_repayments r JOIN loans l USING (product_id) WHERE l.accelerated_on IS NOT NULL) ORDER BY user_id`;

describe('schedule versions of an existing database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    await writeLifetimeLog(SHAPE, (sql, params) => t.dataSource.query(sql, params));
    await t.app.get(ProjectionCheckService).replay('repayment_schedules');
  });
  afterAll(() => t?.close());

  it('are computed by the migration exactly as the projection keeps them', async () => {
    const kept = await t.dataSource.query(VERSIONS);
    const [{ investors }] = await t.dataSource.query(`SELECT count(DISTINCT user_id)::int AS investors FROM investor_repayments`);
    expect(kept).toHaveLength(investors);
    const types = (await t.dataSource.query(`SELECT DISTINCT type FROM events`)).map((r: { type: string }) => r.type);
    expect(types).toEqual(expect.arrayContaining(['LoanScheduled', 'LoanRepaidEarly', 'InstallmentOverdue', 'InstallmentDistributed', 'RepaymentCredited', 'RepaymentPolicyChanged']));

    const keptBefore = await t.dataSource.query(BEFORE_BAD_LOANS);
    expect(keptBefore.length).toBeGreaterThan(investors / 2);
    const migration = new InvestorScheduleVersions1763801100000();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await t.dataSource.query(BEFORE_BAD_LOANS)).toEqual(keptBefore);
    // The bad loans' investors get back what the projection keeps (the migration never saw an acceleration).
    await t.dataSource.query(
      `UPDATE investor_schedule_versions v SET last_position = x.p FROM unnest($1::uuid[], $2::bigint[]) AS x(u, p) WHERE v.user_id = x.u`,
      [kept.map((r: { user_id: string }) => r.user_id), kept.map((r: { last_position: string }) => r.last_position)],
    );
    expect(await t.dataSource.query(VERSIONS)).toEqual(kept);
    expect(await t.app.get(ProjectionCheckService).verify('repayment_schedules')).toMatchObject({ ok: true, differences: [] });
  });
});
