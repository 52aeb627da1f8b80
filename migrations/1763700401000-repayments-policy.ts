// The withholding and fee policy operators set (one row): read when a loan is scheduled and
// copied into its LoanScheduled event, so a change applies to loans executed afterwards.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class RepaymentsPolicy1763700401000 implements MigrationInterface {
  name = 'RepaymentsPolicy1763700401000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE repayment_policy (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        platform_registered boolean NOT NULL DEFAULT true,
        fee_bp int NOT NULL DEFAULT 0 CHECK (fee_bp >= 0 AND fee_bp <= 10000),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid
      )`);
    await q.query(`INSERT INTO repayment_policy (id) VALUES (true)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE repayment_policy`);
  }
}
