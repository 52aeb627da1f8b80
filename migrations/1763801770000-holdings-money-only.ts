// investor_holdings keeps money only (issue 26, one pure rule per read model): a holding's borrower,
// real-estate and PF flags are its product's, frozen once the product opens, and are joined from
// `products` where they are read (server/src/investing/limits/limit-usage.reader.ts). Its rule
// (server/src/investing/projections/holdings.projection.ts) then needs no other row: a claim bought
// made the buyer's row by copying another holder's flags. Down puts the columns back from products.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class HoldingsMoneyOnly1763801770000 implements MigrationInterface {
  name = 'HoldingsMoneyOnly1763801770000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE investor_holdings DROP COLUMN borrower_id, DROP COLUMN is_realty, DROP COLUMN is_pf`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE investor_holdings ADD COLUMN borrower_id text, ADD COLUMN is_realty boolean, ADD COLUMN is_pf boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE investor_holdings h SET borrower_id = p.borrower_id, is_realty = p.is_realty, is_pf = p.is_pf FROM products p WHERE p.id = h.product_id`);
    await q.query(`ALTER TABLE investor_holdings ALTER COLUMN borrower_id SET NOT NULL, ALTER COLUMN is_realty SET NOT NULL`);
  }
}
