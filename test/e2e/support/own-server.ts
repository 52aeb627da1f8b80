// A built server of the spec's own, on a free port with a fresh database: for a journey that moves
// the business clock (a month and more), which on the shared e2e server would close the demo
// products and change the demo investor's schedule under the other specs.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createDatabase, dropDatabase, freePort, ROOT, startServerProcess, waitForHealth } from '../../support/bench-harness';
import { resolvePostgresAdminUrl, resolveRedisUrl } from '../../support/services';

export const OWN_OPERATOR = { email: 'operator@own.example.com', password: 'operator-pass-own-1234' };

export interface OwnServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startOwnServer(name: string): Promise<OwnServer> {
  if (!fs.existsSync(path.join(ROOT, 'server/dist/server/src/main.js'))) throw new Error('the server is not built: run npm run build');
  const adminUrl = await resolvePostgresAdminUrl();
  const database = `p2p_e2e_${name.replace(/\W/g, '_')}_${process.pid}`;
  await dropDatabase(adminUrl, database);
  const databaseUrl = await createDatabase(adminUrl, database);
  const port = await freePort();
  let exited: number | null = null;
  const child: ChildProcess = startServerProcess('main.js', {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: (await resolveRedisUrl()) ?? '',
    QUEUE_PREFIX: `e2e-${name}-${process.pid}`,
    DEMO_DATA: 'false',
    SANDBOX: 'true',
    BANK_MAINTENANCE: '',
    RATE_LIMITS: 'off',
    OPERATOR_EMAIL: OWN_OPERATOR.email,
    OPERATOR_PASSWORD: OWN_OPERATOR.password,
    LOG_LEVEL: 'warn',
    DB_POOL_SIZE: '5',
  }, (code) => {
    exited = code;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await dropDatabase(adminUrl, database);
  };
  try {
    await waitForHealth(baseUrl, 90_000);
  } catch (error) {
    await stop();
    throw new Error(`${name}'s server did not start (exit ${exited}): ${String(error)}`);
  }
  return { baseUrl, stop };
}
