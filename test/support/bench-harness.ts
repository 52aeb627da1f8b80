// What the benchmarks that drive the real application share: a fresh database, the server's
// processes in service mode, an operator's HTTP session, and pgbench's TPC-B-like TPS on the same
// PostgreSQL (the reference every figure is a ratio to: this machine is shared and its speed drifts).
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';

export const ROOT = path.resolve(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A server process (`main.js` or `worker.js`) from the build, with the flags `npm start` gives it. */
export function startServerProcess(entry: 'main.js' | 'worker.js', env: Record<string, string>, onExit?: (code: number | null) => void): ChildProcess {
  const serverNodeFlags: string[] = require(path.join(ROOT, 'scripts/server-node-flags.cjs'));
  // BENCH_PROFILE=dir writes a V8 CPU profile of each server process there when it stops.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const child = spawn(process.execPath, [...serverNodeFlags, ...profile, path.join(ROOT, 'server/dist/server/src', entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) onExit?.(code);
  });
  return child;
}

export async function waitForHealth(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not come up in ${timeoutMs / 1000} s`);
}

/** An HTTP session as a browser keeps it: cookies and the CSRF header. */
export class HttpSession {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async request<T = any>(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.cookies.has('csrf_token')) headers['x-csrf-token'] = decodeURIComponent(this.cookies.get('csrf_token')!);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1).trim();
      if (value) this.cookies.set(pair.slice(0, eq).trim(), value);
    }
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
}

function pgbenchBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v pgbench || ls /usr/lib/postgresql/*/bin/pgbench 2>/dev/null | tail -1'], { encoding: 'utf8' });
  const bin = found.stdout.trim().split('\n')[0];
  if (!bin) throw new Error('pgbench not found (PATH or /usr/lib/postgresql/*/bin)');
  return bin;
}

export interface PgbenchRun {
  tps: number;
  clients: number;
  seconds: number;
  scale: number;
  transactions: number;
}

/**
 * pgbench's built-in TPC-B-like script on the given database (its tables created there at the
 * given scale, once). Run it before and after the measured work and compare with the mean.
 */
export async function pgbenchTpcb(databaseUrl: string, options: { clients: number; seconds: number; scale: number }): Promise<PgbenchRun> {
  const u = new URL(databaseUrl);
  const common = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) };
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const [{ ready }] = (await db.query(`SELECT to_regclass('pgbench_accounts') IS NOT NULL AS ready`)).rows;
  await db.end();
  if (!ready) {
    const init = spawnSync(pgbenchBinary(), [...common, '-i', '-q', '-s', String(options.scale), u.pathname.slice(1)], { encoding: 'utf8', env });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  }
  const run = spawnSync(pgbenchBinary(), [...common, '-c', String(options.clients), '-j', '2', '-T', String(options.seconds), u.pathname.slice(1)], { encoding: 'utf8', env });
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  const transactions = /number of transactions actually processed: (\d+)/.exec(run.stdout)?.[1];
  if (!tps) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
  return { tps: Number(tps), clients: options.clients, seconds: options.seconds, scale: options.scale, transactions: Number(transactions) };
}
