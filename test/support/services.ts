// Which PostgreSQL and Redis the tests use: DATABASE_URL/REDIS_URL when set, else the local
// servers on their standard ports, else (PostgreSQL only) an embedded one under .data/test-pg.
import net from 'node:net';
import path from 'node:path';

export function reachable(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function resolvePostgresAdminUrl(): Promise<string> {
  if (process.env.TEST_PG_ADMIN_URL) return process.env.TEST_PG_ADMIN_URL;
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await reachable('127.0.0.1', 5432)) return 'postgres://postgres@127.0.0.1:5432/postgres';
  const { startEmbeddedPostgres } = await import('../../server/src/shared/database/embedded-postgres');
  const db = await startEmbeddedPostgres(path.resolve(__dirname, '../../.data/test'), () => undefined);
  return db.url.replace(/\/p2p$/, '/postgres');
}

export async function resolveRedisUrl(): Promise<string | null> {
  if (process.env.TEST_REDIS_URL !== undefined) return process.env.TEST_REDIS_URL || null;
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  return (await reachable('127.0.0.1', 6379)) ? 'redis://127.0.0.1:6379' : null;
}
