// A claim bought (원리금수취권 양도) makes the buyer hold a part of the loan without having invested
// in the product: the dashboard's position remembers it (`bought`), so the loan counts among the
// buyer's products by status (docs/api.md "Dashboard" `counts`) and moves with the loan's status.
// Positions bought before this column existed are those the transfer created: scheduled with
// nothing invested (a loan's own investors always invested); they are marked, and counted once.
import { MigrationInterface, QueryRunner } from 'typeorm';

/** The dashboard's count buckets as this migration found them (dashboard-columns.ts). */
const STATUSES_OF: Record<string, string[]> = {
  funding: ['scheduled', 'funding', 'funded'], repaying: ['repaying'], completed: ['completed', 'sold'], overdue: ['overdue'], defaulted: ['defaulted'], written_off: ['written_off'],
};
const COUNT_BUCKETS = Object.keys(STATUSES_OF);
const inBucketSql = (status: string, bucket: string) => `(COALESCE(${status} IN (${STATUSES_OF[bucket].map((s) => `'${s}'`).join(', ')}), false))::int`;

export class DashboardBoughtPositions1763801740000 implements MigrationInterface {
  name = 'DashboardBoughtPositions1763801740000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE investor_dashboard_positions ADD COLUMN bought boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE investor_dashboard_positions SET bought = true WHERE invested = 0 AND scheduled`);
    await q.query(
      `UPDATE investor_dashboards d SET ${COUNT_BUCKETS.map((b) => `count_${b} = d.count_${b} + x.count_${b}`).join(', ')}
       FROM (SELECT p.user_id, ${COUNT_BUCKETS.map((b) => `sum(${inBucketSql('pr.status', b)}) AS count_${b}`).join(', ')}
             FROM investor_dashboard_positions p JOIN investor_dashboard_products pr USING (product_id) WHERE p.bought GROUP BY p.user_id) x
       WHERE d.user_id = x.user_id`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE investor_dashboards d SET ${COUNT_BUCKETS.map((b) => `count_${b} = d.count_${b} - x.count_${b}`).join(', ')}
       FROM (SELECT p.user_id, ${COUNT_BUCKETS.map((b) => `sum(${inBucketSql('pr.status', b)}) AS count_${b}`).join(', ')}
             FROM investor_dashboard_positions p JOIN investor_dashboard_products pr USING (product_id) WHERE p.bought AND p.invested = 0 GROUP BY p.user_id) x
       WHERE d.user_id = x.user_id`,
    );
    await q.query(`ALTER TABLE investor_dashboard_positions DROP COLUMN bought`);
  }
}
