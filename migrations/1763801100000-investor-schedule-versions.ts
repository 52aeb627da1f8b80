// Each investor's schedule has a version (issue 18): the log position of the last event that
// changed any of the investor's `investor_repayments` rows, kept by the `repayment_schedules`
// projection beside the rows. GET /api/dashboard/schedule reads the one version row and answers
// from the API process's copy of the schedule when it is for that version
// (repayments/queries/schedule-cache.ts), instead of reading hundreds of rows at every request.
//
// An existing database gets the version its log gives, by the same rules as the projection
// (repayment-schedules.versions.ts): a loan's scheduling, early repayment or overdue installment
// touches every investor of the loan; a distribution touches the rows of nothing it settles; a
// repayment credit touches its investor's row; a tax policy change touches every investor who
// had rows by then. An investor's rows of a loan are always the loan's investors (each has a row
// at every installment), so "the investors with rows of the loan now" is who each event touched.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class InvestorScheduleVersions1763801100000 implements MigrationInterface {
  name = 'InvestorScheduleVersions1763801100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE investor_schedule_versions (user_id uuid PRIMARY KEY, last_position bigint NOT NULL)`);
    await q.query(`
      WITH holders AS (SELECT DISTINCT user_id, product_id FROM investor_repayments),
      touched AS (
        SELECT h.user_id, e.global_position AS position
        FROM events e JOIN holders h ON h.product_id = (e.data->>'productId')::uuid
        WHERE e.type IN ('LoanScheduled', 'LoanRepaidEarly', 'InstallmentOverdue')
        UNION ALL
        SELECT r.user_id, e.global_position
        FROM events e JOIN investor_repayments r ON r.product_id = (e.data->>'productId')::uuid AND r.seq = (e.data->>'seq')::int
        WHERE e.type = 'InstallmentDistributed' AND r.principal = 0 AND r.interest = 0
        UNION ALL
        SELECT r.user_id, e.global_position
        FROM events e JOIN investor_repayments r
          ON lower(e.stream_id) = 'investor-' || r.user_id AND r.product_id = (e.data->>'productId')::uuid AND r.seq = (e.data->>'seq')::int
        WHERE e.type = 'RepaymentCredited'
        UNION ALL
        SELECT h.user_id, p.global_position
        FROM events p
        JOIN events s ON s.type = 'LoanScheduled' AND s.global_position < p.global_position
        JOIN holders h ON h.product_id = (s.data->>'productId')::uuid
        WHERE p.type = 'RepaymentPolicyChanged'
      )
      INSERT INTO investor_schedule_versions (user_id, last_position)
      SELECT user_id, max(position) FROM touched GROUP BY user_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE investor_schedule_versions`);
  }
}
