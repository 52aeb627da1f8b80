// A claim bought (원리금수취권 양도) among the investment returns names the loan parties whose shares
// it bought, so a credit to an investor who also holds their own investment in the loan reaches
// each holding by its parts (server/src/repayments/projections/investment-returns.split.ts). Null
// for an investment's own row and for claims bought before the parts were recorded.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class InvestmentReturnsParties1763801760300 implements MigrationInterface {
  name = 'InvestmentReturnsParties1763801760300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE investment_returns ADD COLUMN party_ids jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE investment_returns DROP COLUMN party_ids`);
  }
}
