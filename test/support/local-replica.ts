// A real streaming replica of the local PostgreSQL cluster (127.0.0.1:5432) for a test: a
// pg_basebackup into a temporary directory, started on a port of its own as the `postgres` OS user
// (PostgreSQL refuses to run as root), hot standby, following the primary. The cluster must allow
// replication connections from 127.0.0.1 (`.ci/run` adds `host replication all 127.0.0.1/32 trust`).
// `stop()` stops it and deletes the directory; call it in afterAll.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from './bench-harness';

export interface LocalReplica {
  /** postgres://…@127.0.0.1:<port>/postgres — change the database with withDatabase(). */
  url: string;
  dir: string;
  /** Replays nothing more until resumed (the WAL keeps arriving): a replica that lags. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the server (kept on disk); `stop` after it still deletes the directory. */
  kill(): void;
  stop(): void;
}

const PRIMARY = { host: '127.0.0.1', port: 5432, user: 'postgres' };
/** Settings a hot standby must have at least as high as its primary's. */
const AT_LEAST_PRIMARY = ['max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction'];

/** Runs a PostgreSQL binary as the postgres OS user when we are root (else as ourselves). */
function runAsPostgres(bin: string, args: string[], timeoutMs: number): string {
  const asRoot = process.getuid?.() === 0;
  const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const run = spawnSync(command, fullArgs, { encoding: 'utf8', timeout: timeoutMs });
  if (run.status !== 0) throw new Error(`${path.basename(bin)} ${args.join(' ')} failed (${run.status}): ${run.stderr || run.stdout || run.error}`);
  return run.stdout;
}

async function primarySettings(): Promise<{ bindir: string; settings: Record<string, string> }> {
  const db = new Client({ ...PRIMARY, database: 'postgres' });
  await db.connect();
  try {
    const { rows } = await db.query(`SELECT name, setting FROM pg_settings WHERE name = ANY($1) OR name = 'server_version_num'`, [AT_LEAST_PRIMARY]);
    const settings = Object.fromEntries(rows.map((r) => [r.name, r.setting]));
    const major = Math.floor(Number(settings.server_version_num) / 10_000);
    delete settings.server_version_num;
    return { bindir: `/usr/lib/postgresql/${major}/bin`, settings };
  } finally {
    await db.end();
  }
}

async function waitForStandby(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const db = new Client({ connectionString: url });
    try {
      await db.connect();
      const { rows } = await db.query(`SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn() IS NOT NULL AS replaying`);
      if (rows[0].standby && rows[0].replaying) return;
    } catch {
      // still starting
    } finally {
      await db.end().catch(() => undefined);
    }
    if (Date.now() > deadline) throw new Error(`the replica did not come up in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function startLocalReplica(): Promise<LocalReplica> {
  const { bindir, settings } = await primarySettings();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p2p-replica-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const pgCtl = (...args: string[]) => runAsPostgres(path.join(bindir, 'pg_ctl'), ['-D', data, ...args], 120_000);
  let running = false;
  const replica: LocalReplica = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    pauseReplay: () => onReplica(replica.url, `SELECT pg_wal_replay_pause()`),
    resumeReplay: () => onReplica(replica.url, `SELECT pg_wal_replay_resume()`),
    kill: () => {
      if (running) pgCtl('-m', 'immediate', '-w', 'stop');
      running = false;
    },
    stop: () => {
      try {
        if (running) pgCtl('-m', 'fast', '-w', 'stop');
      } finally {
        running = false;
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    // -R: standby.signal and primary_conninfo; -X stream: the WAL of the copy comes with it, streamed
    // alongside (no slot: the busy shared cluster's checkpoints were seen to cut a temporary slot's stream).
    runAsPostgres(path.join(bindir, 'pg_basebackup'), ['-h', PRIMARY.host, '-p', String(PRIMARY.port), '-U', PRIMARY.user, '-D', data, '-X', 'stream', '--no-slot', '-c', 'fast', '-R', '-w'], 600_000);
    // Debian keeps the cluster's configuration outside its data directory: the copy gets its own.
    const conf = [
      `port = ${port}`, `listen_addresses = '127.0.0.1'`, `unix_socket_directories = '${dir}'`, `hot_standby = on`, `shared_buffers = '64MB'`,
      `hba_file = '${path.join(dir, 'pg_hba.conf')}'`, `ident_file = '${path.join(dir, 'pg_ident.conf')}'`, `logging_collector = off`,
      ...Object.entries(settings).map(([name, value]) => `${name} = ${value}`),
    ];
    writeAsPostgres(path.join(data, 'postgresql.conf'), `${conf.join('\n')}\n`);
    writeAsPostgres(path.join(dir, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    writeAsPostgres(path.join(dir, 'pg_ident.conf'), '');
    pgCtl('-l', path.join(dir, 'server.log'), '-w', '-t', '120', 'start');
    running = true;
    await waitForStandby(replica.url, 60_000);
    return replica;
  } catch (error) {
    const log = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8').slice(-2_000) : '';
    replica.stop();
    throw new Error(`${String(error)}\n${log}`);
  }
}

function writeAsPostgres(file: string, text: string): void {
  fs.writeFileSync(file, text);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', file]);
}

async function onReplica(url: string, sql: string): Promise<void> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(sql);
  } finally {
    await db.end();
  }
}
