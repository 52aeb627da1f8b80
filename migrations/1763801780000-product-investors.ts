// Each investor's live investments (not canceled) per product: the products read model's rule
// keeps it, and the crossings of 0 of live_investments keep products.investor_count (distinct
// investors per product), so one pure rule writes the table inline and folds it for verify and
// replay (server/src/products/projections/products.tables.ts). Filled from `investments` as it
// stands, investors whose every investment was canceled included (at 0), as a replay makes them.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductInvestors1763801780000 implements MigrationInterface {
  name = 'ProductInvestors1763801780000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_investors (
        product_id uuid NOT NULL,
        user_id uuid NOT NULL,
        live_investments int NOT NULL DEFAULT 0,
        PRIMARY KEY (product_id, user_id)
      )`);
    await q.query(`
      INSERT INTO product_investors (product_id, user_id, live_investments)
      SELECT product_id, user_id, count(*) FILTER (WHERE status <> 'canceled') FROM investments GROUP BY product_id, user_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_investors`);
  }
}
