// Corporate investors (docs/api.md "Investor limits", 온투법 35조): a fourth investor type, the company
// an account signs up as, and its beneficial owner (실제소유자, 특금법 5조의2 customer due diligence).
// `corporate_members` holds the company (business number as ten digits) and the beneficial owner
// last recorded; every verification attempt also keeps the owner it named in
// `identity_verifications`. Neither has a foreign key to users: customer due diligence records
// outlive the account (특금법 5조의4), the company's identification included.
// Corporations have none of the general limits: their policy row is all NULL (unlimited), like
// professional investors'.
import { MigrationInterface, QueryRunner } from 'typeorm';

const TYPES_BEFORE = `'general', 'income_qualified', 'professional'`;
const TYPES_AFTER = `'general', 'income_qualified', 'professional', 'corporate'`;

export class CorporateInvestors1763801400000 implements MigrationInterface {
  name = 'CorporateInvestors1763801400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_investor_type_check`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_investor_type_check CHECK (investor_type IN (${TYPES_AFTER}))`);
    await q.query(`ALTER TABLE invest_limit_policies DROP CONSTRAINT invest_limit_policies_investor_type_check`);
    await q.query(`ALTER TABLE invest_limit_policies ADD CONSTRAINT invest_limit_policies_investor_type_check CHECK (investor_type IN (${TYPES_AFTER}))`);
    await q.query(`INSERT INTO invest_limit_policies (investor_type, total_limit, realty_limit, borrower_limit) VALUES ('corporate', NULL, NULL, NULL) ON CONFLICT DO NOTHING`);
    await q.query(`
      CREATE TABLE corporate_members (
        user_id uuid PRIMARY KEY,
        business_number text NOT NULL CHECK (business_number ~ '^[0-9]{10}$'),
        company_name text NOT NULL,
        representative_name text NOT NULL,
        beneficial_owner_name text,
        beneficial_owner_birth_date date,
        beneficial_owner_recorded_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX corporate_members_business_number ON corporate_members (business_number)`);
    await q.query(`ALTER TABLE identity_verifications ADD COLUMN beneficial_owner_name text`);
    await q.query(`ALTER TABLE identity_verifications ADD COLUMN beneficial_owner_birth_date date`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity_verifications DROP COLUMN beneficial_owner_birth_date`);
    await q.query(`ALTER TABLE identity_verifications DROP COLUMN beneficial_owner_name`);
    await q.query(`DROP TABLE corporate_members`);
    // Corporate accounts cannot stay behind a check that no longer knows them.
    await q.query(`UPDATE users SET investor_type = 'general' WHERE investor_type = 'corporate'`);
    await q.query(`DELETE FROM invest_limit_policies WHERE investor_type = 'corporate'`);
    await q.query(`ALTER TABLE invest_limit_policies DROP CONSTRAINT invest_limit_policies_investor_type_check`);
    await q.query(`ALTER TABLE invest_limit_policies ADD CONSTRAINT invest_limit_policies_investor_type_check CHECK (investor_type IN (${TYPES_BEFORE}))`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_investor_type_check`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_investor_type_check CHECK (investor_type IN (${TYPES_BEFORE}))`);
  }
}
