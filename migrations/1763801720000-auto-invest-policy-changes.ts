// The auto-invest policy becomes an operators' setting (PUT /admin/auto_invest_policy): each
// dated row records who changed it, like the investor limit policy's changes.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class AutoInvestPolicyChanges1763801720000 implements MigrationInterface {
  name = 'AutoInvestPolicyChanges1763801720000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auto_invest_policy ADD COLUMN changed_by uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auto_invest_policy DROP COLUMN changed_by`);
  }
}
