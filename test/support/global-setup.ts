// Once per test run: find PostgreSQL and Redis, and migrate a template database that every
// test file copies (CREATE DATABASE … TEMPLATE is much faster than migrating each time).
import { Client } from 'pg';
import { createDataSource, migrate } from '../../server/src/shared/database/data-source';
import { resolvePostgresAdminUrl, resolveRedisUrl } from './services';

export const TEMPLATE_DB = `p2p_test_template_${process.pid}`;

export default async function globalSetup(): Promise<void> {
  const adminUrl = await resolvePostgresAdminUrl();
  const redisUrl = await resolveRedisUrl();
  if (!redisUrl && process.env.CI === 'true') throw new Error('CI=true but Redis is not reachable: BullMQ tests must run in CI');
  if (!redisUrl) console.warn('\n\n!!! Redis is not reachable: the BullMQ-specific tests will be SKIPPED. Start redis-server to run them. !!!\n');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  const ds = createDataSource(templateUrl, 2);
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  // Worker processes that tests spawn inherit this: small pools keep the suite under max_connections.
  process.env.DB_POOL_SIZE = process.env.DB_POOL_SIZE ?? '6';
  process.env.TEST_PG_ADMIN_URL = adminUrl;
  process.env.TEST_REDIS_URL = redisUrl ?? '';
  process.env.TEST_TEMPLATE_DB = TEMPLATE_DB;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
