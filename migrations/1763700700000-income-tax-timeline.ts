// Part of the repayment_schedules read model: the income tax rate from each effective date on, as
// the RepaymentPolicyChanged events set it, so an investor's scheduled (unpaid) rows estimate
// their tax by the policy in force on their own due date (issue 13 item 5). Filled by replaying
// the projection (`npm run ledger -- replay repayment_schedules`).
import { MigrationInterface, QueryRunner } from 'typeorm';

export class IncomeTaxTimeline1763700700000 implements MigrationInterface {
  name = 'IncomeTaxTimeline1763700700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE income_tax_timeline (
        effective_on date PRIMARY KEY,
        income_tax_bp int NOT NULL CHECK (income_tax_bp >= 0 AND income_tax_bp <= 10000)
      )`);
    await q.query(`
      INSERT INTO income_tax_timeline (effective_on, income_tax_bp)
      SELECT DISTINCT ON ((data->>'effectiveOn')::date) (data->>'effectiveOn')::date, (data->>'incomeTaxBp')::int
      FROM events WHERE type = 'RepaymentPolicyChanged'
      ORDER BY (data->>'effectiveOn')::date, tx_id DESC, global_position DESC`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE income_tax_timeline`);
  }
}
