// Operators follow up the public forms: each inquiry and application gets a handling status and
// a short memo (who called, what was agreed).
import { MigrationInterface, QueryRunner } from 'typeorm';

export class BoardsFormStatus1763700501000 implements MigrationInterface {
  name = 'BoardsFormStatus1763700501000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['corporate_inquiries', 'loan_applications']) {
      await q.query(`ALTER TABLE ${table}
        ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed')),
        ADD COLUMN memo text NOT NULL DEFAULT '',
        ADD COLUMN handled_at timestamptz`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['corporate_inquiries', 'loan_applications']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN status, DROP COLUMN memo, DROP COLUMN handled_at`);
    }
  }
}
