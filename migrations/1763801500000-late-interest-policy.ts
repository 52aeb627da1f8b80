// Loans that go bad (issue 27 item 3): the repayment policy gains late interest (added to the
// loan's rate), the legal maximum rate and the days unpaid after which a loan is accelerated,
// dated like its other fields. Changes recorded before these existed had the defaults.
import { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = `
  ADD COLUMN late_interest_bp int NOT NULL DEFAULT 300 CHECK (late_interest_bp >= 0 AND late_interest_bp <= 10000),
  ADD COLUMN max_rate_bp int NOT NULL DEFAULT 2000 CHECK (max_rate_bp >= 0 AND max_rate_bp <= 10000),
  ADD COLUMN acceleration_days int NOT NULL DEFAULT 60 CHECK (acceleration_days >= 1 AND acceleration_days <= 3650)`;

export class LateInterestPolicy1763801500000 implements MigrationInterface {
  name = 'LateInterestPolicy1763801500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE repayment_policy_changes ${COLUMNS}`);
    await q.query(`ALTER TABLE repayment_policy ${COLUMNS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['repayment_policy_changes', 'repayment_policy']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN late_interest_bp, DROP COLUMN max_rate_bp, DROP COLUMN acceleration_days`);
    }
  }
}
