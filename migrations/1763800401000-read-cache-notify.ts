// The public reads' shared cache (issue 18: GET /api/products, /api/products/{id}, /api/boards/*)
// is emptied whenever what it holds changes: every statement that writes `products` or `articles`
// announces it on the `read_cache` channel at commit (the payload names what changed), which each
// API process follows on its one LISTEN connection (shared/http/public-read-cache.ts). Triggers,
// not application code, so that every path that writes those tables announces it: the inline
// projection in a command's transaction, an operator's edit, a replay's swap. One notification
// per statement, and PostgreSQL folds the identical ones of a transaction into one.
import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES: Record<string, string> = { products: 'products', articles: 'boards' };

export class ReadCacheNotify1763800401000 implements MigrationInterface {
  name = 'ReadCacheNotify1763800401000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_read_cache() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('read_cache', TG_ARGV[0]);
        RETURN NULL;
      END $$`);
    for (const [table, tag] of Object.entries(TABLES)) {
      await q.query(`CREATE TRIGGER ${table}_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache('${tag}')`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of Object.keys(TABLES)) await q.query(`DROP TRIGGER ${table}_read_cache ON ${table}`);
    await q.query(`DROP FUNCTION notify_read_cache()`);
  }
}
