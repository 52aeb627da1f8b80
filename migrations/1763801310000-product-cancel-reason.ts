// Why a product was canceled (docs/api.md "Products"): `operator`, or `funding_failed` when
// the platform canceled a product still raising after its closes_at. Products canceled before the
// reason was recorded were all canceled by operators. The partial index serves the deadline's
// sweep, which looks for products still raising (or never opened) past closes_at.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductCancelReason1763801310000 implements MigrationInterface {
  name = 'ProductCancelReason1763801310000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN cancel_reason text CHECK (cancel_reason IN ('operator', 'funding_failed'))`);
    await q.query(`UPDATE products SET cancel_reason = 'operator' WHERE status = 'canceled'`);
    await q.query(`CREATE INDEX products_funding_deadline ON products (closes_at) WHERE status IN ('scheduled', 'funding')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX products_funding_deadline`);
    await q.query(`ALTER TABLE products DROP COLUMN cancel_reason`);
  }
}
