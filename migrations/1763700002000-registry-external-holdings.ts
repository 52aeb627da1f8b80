// The central record-keeping body's view of each investor's holdings on OTHER platforms
// (sandbox: set by operators through /api/admin/sandbox/bank).
import { MigrationInterface, QueryRunner } from 'typeorm';

export class RegistryExternalHoldings1763700002000 implements MigrationInterface {
  name = 'RegistryExternalHoldings1763700002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE registry_external_holdings (
        user_id uuid PRIMARY KEY,
        amount bigint NOT NULL CHECK (amount >= 0),
        borrowers jsonb NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE registry_external_holdings`);
  }
}
