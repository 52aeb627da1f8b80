// Browser tests run against the built app as `npm start` runs it: a child process on a free
// port, with its own database (demo data seeded) and the real queue.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { resolvePostgresAdminUrl, resolveRedisUrl } from './services';
import { withDatabase } from './global-setup';

const ROOT = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export default async function e2eGlobalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const adminUrl = await resolvePostgresAdminUrl();
  const redisUrl = await resolveRedisUrl();
  const database = `p2p_e2e_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const port = await freePort();
  const entry = path.join(ROOT, 'server/dist/server/src/main.js');
  if (!fs.existsSync(entry)) throw new Error('the server is not built: run npm test (it builds) or npm run build');
  const logFile = path.join(ROOT, 'artifacts', 'e2e-server.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: withDatabase(adminUrl, database),
      REDIS_URL: redisUrl ?? '',
      QUEUE_PREFIX: `e2e-${process.pid}`,
      DEMO_DATA: 'true',
      SANDBOX: 'true',
      BANK_MAINTENANCE: '',
      RATE_LIMITS: 'off',
      OPERATOR_EMAIL: 'operator@example.com',
      OPERATOR_PASSWORD: 'operator-pass-1234',
      LOG_LEVEL: 'warn',
      DB_POOL_SIZE: '10',
    },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${logFile}`);
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_PID = String(child.pid);
  process.env.E2E_DATABASE = database;
  process.env.E2E_PG_ADMIN_URL = adminUrl;
}
