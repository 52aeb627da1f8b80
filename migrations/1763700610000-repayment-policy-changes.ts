// The policy's history (issue 13 item 5): each operator change with the date it takes effect, so
// taxes follow the policy in force on a payment's date and a loan records the one in force on its
// execution date. `repayment_policy` stays the row last set; the history decides. An existing
// non-default policy becomes the first change, in force since always.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class RepaymentPolicyChanges1763700610000 implements MigrationInterface {
  name = 'RepaymentPolicyChanges1763700610000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE repayment_policy_changes (
        id bigserial PRIMARY KEY,
        effective_on date NOT NULL,
        platform_registered boolean NOT NULL,
        fee_bp int NOT NULL CHECK (fee_bp >= 0 AND fee_bp <= 10000),
        changed_by uuid,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX repayment_policy_changes_effective ON repayment_policy_changes (effective_on DESC, id DESC)`);
    await q.query(`
      INSERT INTO repayment_policy_changes (effective_on, platform_registered, fee_bp, changed_by, changed_at)
      SELECT DATE '1970-01-01', platform_registered, fee_bp, updated_by, updated_at FROM repayment_policy
      WHERE NOT platform_registered OR fee_bp <> 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE repayment_policy_changes`);
  }
}
