// A product that is sold out (funded and not suspended) refuses every investment until it moves
// on, and it never takes one again. Its changes in and out of that state are announced on the
// `product_sold_out` channel at commit, so the API can answer a launch rush's late arrivals
// itself instead of queueing each one (products/sold-out-products.ts). A trigger rather than
// application code, so that every path that moves the row — the inline projection, an
// operator's lifecycle command, a projection replay — announces it.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductsSoldOutNotify1763700302000 implements MigrationInterface {
  name = 'ProductsSoldOutNotify1763700302000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_product_sold_out() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        r products;
        sold_out boolean;
      BEGIN
        IF TG_OP = 'DELETE' THEN r := OLD; sold_out := false; ELSE r := NEW; sold_out := NEW.status = 'funded' AND NOT NEW.suspended; END IF;
        PERFORM pg_notify('product_sold_out', json_build_object(
          'id', r.id, 'sold_out', sold_out, 'min_amount', r.min_amount, 'target_amount', r.target_amount)::text);
        RETURN NULL;
      END $$`);
    // Only the transitions fire: an investment that does not fill the product costs nothing here.
    await q.query(`
      CREATE TRIGGER products_sold_out_changed AFTER UPDATE OF status, suspended ON products FOR EACH ROW
      WHEN ((OLD.status = 'funded' AND NOT OLD.suspended) IS DISTINCT FROM (NEW.status = 'funded' AND NOT NEW.suspended))
      EXECUTE FUNCTION notify_product_sold_out()`);
    await q.query(`
      CREATE TRIGGER products_sold_out_inserted AFTER INSERT ON products FOR EACH ROW
      WHEN (NEW.status = 'funded' AND NOT NEW.suspended) EXECUTE FUNCTION notify_product_sold_out()`);
    await q.query(`
      CREATE TRIGGER products_sold_out_deleted AFTER DELETE ON products FOR EACH ROW
      WHEN (OLD.status = 'funded' AND NOT OLD.suspended) EXECUTE FUNCTION notify_product_sold_out()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER products_sold_out_deleted ON products`);
    await q.query(`DROP TRIGGER products_sold_out_inserted ON products`);
    await q.query(`DROP TRIGGER products_sold_out_changed ON products`);
    await q.query(`DROP FUNCTION notify_product_sold_out()`);
  }
}
