// Investor protection the law asks for (issue #16): identity verification records (본인 확인,
// 온투법 21조①; kept 5 years after the relationship ends, 특금법 5조의4, so no foreign key that
// would delete them with the account), the disclosure version each investment was placed on and
// its reconfirmation after a lowered target (온투법 22조③, 12조③), and real estate held on other
// platforms as the central registry knows it.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class InvestorProtection1763800200000 implements MigrationInterface {
  name = 'InvestorProtection1763800200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN identity_verified_at timestamptz`);
    await q.query(`
      CREATE TABLE identity_verifications (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        provider text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('verified', 'failed')),
        name text NOT NULL,
        birth_date date NOT NULL,
        phone text NOT NULL,
        provider_reference text,
        fail_reason text,
        requested_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX identity_verifications_user ON identity_verifications (user_id, requested_at DESC)`);
    await q.query(`CREATE INDEX identity_verifications_time ON identity_verifications (requested_at DESC)`);
    await q.query(`ALTER TABLE investments ADD COLUMN disclosure_version text`);
    await q.query(`ALTER TABLE investments ADD COLUMN reconfirm_status text CHECK (reconfirm_status IN ('pending', 'confirmed'))`);
    await q.query(`ALTER TABLE investments ADD COLUMN reconfirm_by timestamptz`);
    await q.query(`CREATE INDEX investments_reconfirm_pending ON investments (reconfirm_by) WHERE reconfirm_status = 'pending' AND status = 'placed'`);
    await q.query(`ALTER TABLE registry_external_holdings ADD COLUMN realty bigint NOT NULL DEFAULT 0 CHECK (realty >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE registry_external_holdings DROP COLUMN realty`);
    await q.query(`DROP INDEX investments_reconfirm_pending`);
    await q.query(`ALTER TABLE investments DROP COLUMN reconfirm_by, DROP COLUMN reconfirm_status, DROP COLUMN disclosure_version`);
    await q.query(`DROP TABLE identity_verifications`);
    await q.query(`ALTER TABLE users DROP COLUMN identity_verified_at`);
  }
}
