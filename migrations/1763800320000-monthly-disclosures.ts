// Monthly disclosures (온투법 10조, 시행령 9조): a past month's figures are frozen once, as they
// stood at its end by the business clock, and never recomputed; the running month is computed live.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class MonthlyDisclosures1763800320000 implements MigrationInterface {
  name = 'MonthlyDisclosures1763800320000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE monthly_disclosures (
        month text PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        figures jsonb NOT NULL,
        published_at timestamptz NOT NULL,
        frozen_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE monthly_disclosures`);
  }
}
