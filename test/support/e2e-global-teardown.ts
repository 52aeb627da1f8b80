// Stops the browser tests' server and drops its database.
import { Client } from 'pg';

export default async function e2eGlobalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_SERVER_PID);
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1500));
  }
  if (process.env.E2E_DATABASE && process.env.E2E_PG_ADMIN_URL) {
    const admin = new Client({ connectionString: process.env.E2E_PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${process.env.E2E_DATABASE} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
