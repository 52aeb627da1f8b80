// Loans that go bad in `investment_returns` (per investment): principal a recovery or write-off took
// off what is at stake (`freed_principal`: recovered principal not written off before, and principal
// written off), so `outstanding_principal` = principal − received − freed, as the dashboard counts it.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class InvestmentReturnsFreed1763801600200 implements MigrationInterface {
  name = 'InvestmentReturnsFreed1763801600200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE investment_returns ADD COLUMN freed_principal bigint NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE investment_returns DROP COLUMN freed_principal`);
  }
}
