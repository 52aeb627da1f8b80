// 개인채무자보호법 as policy switches (docs/compliance.md): whether it binds a P2P platform's loans
// is to be confirmed, so it is a setting, not a rewrite. Per product type (none by default) a loan
// under a principal bound (50,000,000 won) is a personal debtor's: after acceleration late interest
// runs only on principal already due, and the daily run gives notice a number of days (10) before
// it accelerates. Dated like the rest of the repayment policy.
import { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = `
  ADD COLUMN personal_debtor_types text[] NOT NULL DEFAULT '{}',
  ADD COLUMN personal_debtor_max_principal bigint NOT NULL DEFAULT 50000000 CHECK (personal_debtor_max_principal >= 0),
  ADD COLUMN acceleration_notice_days int NOT NULL DEFAULT 10 CHECK (acceleration_notice_days >= 0 AND acceleration_notice_days <= 365)`;

export class PersonalDebtorPolicy1763801600100 implements MigrationInterface {
  name = 'PersonalDebtorPolicy1763801600100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE repayment_policy_changes ${COLUMNS}`);
    await q.query(`ALTER TABLE repayment_policy ${COLUMNS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['repayment_policy_changes', 'repayment_policy']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN personal_debtor_types, DROP COLUMN personal_debtor_max_principal, DROP COLUMN acceleration_notice_days`);
    }
  }
}
