// Step-up password failures per account (withdrawals, the withdrawal account, name and phone
// changes, password change): five wrong answers lock step-up for ten minutes. A table of its
// own, keyed by user id, so that login attempts (keyed by whatever e-mail a visitor types) can
// never lock or unlock another account's step-up.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class StepUpAttempts1763800100000 implements MigrationInterface {
  name = 'StepUpAttempts1763800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE step_up_attempts (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        failures int NOT NULL DEFAULT 0,
        locked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE step_up_attempts`);
  }
}
