// Drops the template and any test database this run left behind.
import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const admin = new Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await admin.connect();
  const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`, [`${process.env.TEST_TEMPLATE_DB}_%`, process.env.TEST_TEMPLATE_DB]);
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}
