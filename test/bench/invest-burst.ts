// The launch-day rush, measured (not a test): service mode (an API process and a worker process
// on external PostgreSQL and Redis), 2,000 pre-funded investors, one product with room for 1,000
// of them, every request sent at once over HTTP with about 200 in flight. Writes
// bench-results/invest-burst.json with requests/s, latency percentiles, winners and oversell,
// next to pgbench's TPS for one hot-row update transaction on the same PostgreSQL in the same
// run: the ceiling of the naive one-transaction-per-investment design.
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort, waitForHealth, withDatabase } from '../support/bench-harness';

const ROOT = path.resolve(__dirname, '..', '..');
const INVESTORS = Number(process.env.BENCH_INVESTORS ?? 2000);
const WINNERS = Number(process.env.BENCH_WINNERS ?? 1000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 200);
const AMOUNT_WON = 10_000;
const WARMUP_INVESTORS = Number(process.env.BENCH_WARMUP_INVESTORS ?? 400);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);
const PGBENCH_CLIENTS = Number(process.env.BENCH_PGBENCH_CLIENTS ?? 32);

function log(message: string): void {
  process.stdout.write(`[invest-burst] ${message}\n`);
}



/**
 * Keep-alive sockets shared by every simulated browser: the load generator should cost little
 * CPU next to the server it measures (fetch cost 0.5 ms a request here; this about a fifth).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** A browser-like session: cookies and the CSRF header. */
class Session {
  private readonly cookies = new Map<string, string>();
  private readonly base: URL;
  constructor(baseUrl: string) {
    this.base = new URL(baseUrl);
  }

  /** The bytes of a request as a browser of this session would send it (for RushConnection). */
  rawRequest(method: string, pathname: string, body: unknown): Buffer {
    const payload = JSON.stringify(body);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.has('csrf_token') ? `x-csrf-token: ${decodeURIComponent(this.cookies.get('csrf_token')!)}\r\n` : '';
    return Buffer.from(
      `${method} ${pathname} HTTP/1.1\r\nhost: ${this.base.host}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`
      + `cookie: ${cookie}\r\n${csrf}\r\n${payload}`,
    );
  }

  /** Cookie and CSRF headers, rebuilt only when a response sets a cookie. */
  private sessionHeaders: Record<string, string> | null = null;

  request(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: any }> {
    if (!this.sessionHeaders) {
      this.sessionHeaders = {};
      if (this.cookies.size) this.sessionHeaders.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      if (this.cookies.has('csrf_token')) this.sessionHeaders['x-csrf-token'] = decodeURIComponent(this.cookies.get('csrf_token')!);
    }
    const headers: Record<string, string> = { ...this.sessionHeaders };
    if (method === 'GET') delete headers['x-csrf-token'];
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const req = http.request({ agent, host: this.base.hostname, port: this.base.port, method, path: pathname, headers }, (res) => {
        for (const line of res.headers['set-cookie'] ?? []) {
          const [pair] = line.split(';');
          const eq = pair.indexOf('=');
          const value = pair.slice(eq + 1).trim();
          if (value) this.cookies.set(pair.slice(0, eq).trim(), value);
          this.sessionHeaders = null;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
}

/**
 * A lean HTTP/1.1 client for the measured rush: one keep-alive socket, requests written as
 * prepared bytes, answers read by their Content-Length. Node's http client cost ~0.17 ms of CPU a
 * request on the same two cores as the server; a load generator should cost next to nothing, as
 * pgbench does on its side of the comparison.
 */
class RushConnection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (r: { status: number; body: any }) => void; reject: (e: unknown) => void } | null = null;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (error) => this.waiting?.reject(error));
    socket.on('close', () => this.waiting?.reject(new Error('connection closed')));
  }

  static open(host: string, port: number): Promise<RushConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host, () => resolve(new RushConnection(socket)));
      socket.once('error', reject);
    });
  }

  send(raw: Buffer): Promise<{ status: number; body: any }> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(raw);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.waiting?.reject(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const end = headEnd + 4 + Number(length[1]);
    if (this.buffer.length < end) return;
    const text = this.buffer.toString('utf8', headEnd + 4, end);
    this.buffer = this.buffer.subarray(end);
    const waiting = this.waiting;
    this.waiting = null;
    try {
      waiting?.resolve({ status: Number(head.slice(9, 12)), body: text ? JSON.parse(text) : undefined });
    } catch (error) {
      waiting?.reject(error);
    }
  }
}

async function inPool<T, R>(items: T[], width: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  }));
  return results;
}

function startProcess(entry: string, env: Record<string, string>): ChildProcess {
  // BENCH_PROFILE=dir writes a V8 CPU profile of each server process there when it stops.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  // The same flags `npm start` gives the server processes.
  const serverNodeFlags: string[] = require(path.join(ROOT, 'scripts/server-node-flags.cjs'));
  const child = spawn(process.execPath, [...serverNodeFlags, ...profile, path.join(ROOT, 'server/dist/server/src', entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) log(`${entry} exited with ${code}`);
  });
  return child;
}


/**
 * CPU seconds used so far by each group of processes (/proc, Linux only): who pays for the rush;
 * `kernelOnly` counts the time in system calls alone (round trips cost there on both ends).
 */
function cpuByGroup(groups: Record<string, (pid: number, comm: string) => boolean>, kernelOnly = false): Record<string, number> {
  const ticks = 100; // USER_HZ on Linux
  const totals: Record<string, number> = Object.fromEntries(Object.keys(groups).map((g) => [g, 0]));
  if (!fs.existsSync('/proc/self/stat')) return totals;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = ((kernelOnly ? 0 : Number(fields[11])) + Number(fields[12])) / ticks;
    for (const [group, matches] of Object.entries(groups)) {
      if (matches(Number(entry), comm)) totals[group] += seconds;
    }
  }
  return totals;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function pgbenchBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v pgbench || ls /usr/lib/postgresql/*/bin/pgbench 2>/dev/null | tail -1'], { encoding: 'utf8' });
  const bin = found.stdout.trim().split('\n').pop();
  if (!bin) throw new Error('pgbench not found (PATH or /usr/lib/postgresql/*/bin)');
  return bin;
}

/** TPS of `UPDATE hot SET v = v + 1 WHERE id = 1`, one transaction each, many clients. */
async function pgbenchHotRow(databaseUrl: string): Promise<{ tps: number; clients: number; seconds: number; transactions: number }> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`CREATE TABLE IF NOT EXISTS bench_hot_row (id int PRIMARY KEY, v bigint NOT NULL)`);
  await db.query(`INSERT INTO bench_hot_row VALUES (1, 0) ON CONFLICT (id) DO UPDATE SET v = 0`);
  await db.end();
  const script = path.join(os.tmpdir(), `hot-row-${process.pid}.sql`);
  fs.writeFileSync(script, 'UPDATE bench_hot_row SET v = v + 1 WHERE id = 1;\n');
  const u = new URL(databaseUrl);
  const run = spawnSync(pgbenchBinary(), [
    '-n', '-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres'),
    '-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(PGBENCH_SECONDS), '-f', script, u.pathname.slice(1),
  ], { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password) } });
  fs.rmSync(script, { force: true });
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  const transactions = /number of transactions actually processed: (\d+)/.exec(run.stdout)?.[1];
  if (!tps) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
  return { tps: Number(tps), clients: PGBENCH_CLIENTS, seconds: PGBENCH_SECONDS, transactions: Number(transactions) };
}

async function main(): Promise<void> {
  const dbName = `p2p_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  // BENCH_LOG_STATEMENTS=1: every statement of the run goes to PostgreSQL's log (diagnosis only).
  if (process.env.BENCH_LOG_STATEMENTS) await admin.query(`ALTER DATABASE ${dbName} SET log_min_duration_statement = 0`);
  await admin.end();
  const databaseUrl = withDatabase(PG_ADMIN_URL, dbName);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const operator = { email: `bench-operator-${randomBytes(3).toString('hex')}@example.com`, password: `bench-${randomBytes(6).toString('hex')}-2026` };
  const queuePrefix = `bench-${randomBytes(4).toString('hex')}`;
  const env = {
    DATABASE_URL: databaseUrl, REDIS_URL, QUEUE_PREFIX: queuePrefix, RATE_LIMITS: 'off', DEMO_DATA: 'false', SANDBOX: 'true',
    BANK_MAINTENANCE: '', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', OPERATOR_EMAIL: operator.email, OPERATOR_PASSWORD: operator.password, NODE_ENV: 'development',
  };
  // pgbench before the application starts and again after the rush: this machine's speed drifts
  // (shared), so the rush is compared with the mean of the two measurements around it.
  log('measuring pgbench on the same PostgreSQL, before the rush…');
  const pgbenchBefore = await pgbenchHotRow(databaseUrl);
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('exit', stop);
  try {
    children.push(startProcess('main.js', { ...env, PORT: String(port), WORKER: 'false' }));
    await waitForHealth(baseUrl);
    children.push(startProcess('worker.js', env));
    log(`API on ${baseUrl} (WORKER=false) and one worker process; database ${dbName}`);

    const op = new Session(baseUrl);
    const loggedIn = await op.request('POST', '/api/auth/login', operator);
    if (loggedIn.status !== 200) throw new Error(`operator login: ${loggedIn.status} ${JSON.stringify(loggedIn.body)}`);
    const createProduct = async (title: string, winners: number): Promise<string> => {
      const created = await op.request('POST', '/api/admin/products', {
        title, type: 'credit', borrower_id: `BENCH-${randomBytes(3).toString('hex')}`, borrower_name: '벤치차입자', grade: 'A1',
        rate_bp: 1200, term_months: 12, repayment_method: 'equal_installment', target_amount: winners * AMOUNT_WON, max_per_user: 0,
        opens_at: new Date(Date.now() + 3600_000).toISOString(), closes_at: new Date(Date.now() + 7 * 86400_000).toISOString(),
        investor_only: false, description: 'benchmark',
      });
      if (created.status !== 201) throw new Error(`product: ${created.status} ${JSON.stringify(created.body)}`);
      return created.body.id;
    };
    const fundInvestors = (count: number, tag: string) =>
      inPool(Array.from({ length: count }, (_, i) => i), 24, async (i) => {
        const s = new Session(baseUrl);
        const up = await s.request('POST', '/api/auth/sign_up', {
          email: `bench-${tag}-${i}-${randomBytes(3).toString('hex')}@example.com`, password: `bench-pass-${i}-2026`, name: '김투자', phone: '010-1234-5678', agree_terms: true,
        });
        if (up.status !== 201) throw new Error(`sign_up: ${up.status} ${JSON.stringify(up.body)}`);
        const id = await s.request('POST', '/api/me/identity_verification', { name: '김투자', birth_date: '1990-01-02', phone: '010-1234-5678' });
        if (id.status !== 201) throw new Error(`identity_verification: ${id.status} ${JSON.stringify(id.body)}`);
        const va = await s.request('POST', '/api/vaccount', {});
        if (va.status !== 201) throw new Error(`vaccount: ${va.status} ${JSON.stringify(va.body)}`);
        const dep = await s.request('POST', '/api/sandbox/deposits', { amount: AMOUNT_WON });
        if (dep.status !== 201) throw new Error(`deposit: ${dep.status} ${JSON.stringify(dep.body)}`);
        const ticket = (await s.request('POST', '/api/invest_tickets')).body.ticket as string;
        return { session: s, ticket };
      });
    const openProduct = async (productId: string) => {
      const opened = await op.request('POST', `/api/admin/products/${productId}/open`);
      if (opened.status !== 200) throw new Error(`open: ${opened.status}`);
    };
    /** Every investor invests at once (IN_FLIGHT at a time); a 202 is followed to its outcome, as the web app does. */
    const rush = async (investors: { session: Session; ticket: string }[], productId: string) => {
      const latencies: number[] = [];
      const outcomes = new Map<string, number>();
      // Each browser's request prepared, and the connections open, before the clock starts (as
      // keep-alive connections of browsers that have the page open already would be).
      const requests = investors.map(({ session, ticket }) => session.rawRequest('POST', '/api/investments', { ticket, acknowledged: true, items: [{ product_id: productId, amount: AMOUNT_WON }] }));
      const connections = await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, investors.length) }, () => RushConnection.open('127.0.0.1', port)));
      let next = 0;
      const started = performance.now();
      await Promise.all(connections.map(async (connection) => {
        while (next < investors.length) {
          const i = next++;
          const s = investors[i].session;
          const t0 = performance.now();
          let res = await connection.send(requests[i]);
          for (let poll = 0; res.status === 202 && poll < 600; poll += 1) {
            await new Promise((r) => setTimeout(r, 100));
            const o = await s.request('GET', `/api/commands/${res.body.command_id}`);
            if (o.body.status === 'succeeded') res = { status: 201, body: o.body.result };
            else if (o.body.status === 'failed') res = { status: 400, body: { fail_code: o.body.fail_code } };
          }
          latencies.push(performance.now() - t0);
          const key = res.status === 201 ? 'placed' : `${res.status}:${res.body?.fail_code}`;
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        }
      }));
      const ms = performance.now() - started;
      connections.forEach((c) => c.close());
      return { ms, latencies: latencies.sort((x, y) => x - y), outcomes };
    };

    const productId = await createProduct('[벤치마크] 서울 아파트 담보 런칭 상품', WINNERS);
    const warmupProductId = await createProduct('[벤치마크] 예열 상품', Math.ceil(WARMUP_INVESTORS / 2));
    log(`signing up and funding ${INVESTORS} investors, and ${WARMUP_INVESTORS} more for the warm-up…`);
    const setupStarted = Date.now();
    const investors = await fundInvestors(INVESTORS, 'rush');
    const warmupInvestors = await fundInvestors(WARMUP_INVESTORS, 'warmup');
    await openProduct(warmupProductId);
    await openProduct(productId);
    // A server answers launch day warm: the same rush on another product first, so the measured
    // one is not the JIT compiling the invest path (its figures are reported apart).
    const warmup = WARMUP_INVESTORS > 0 ? await rush(warmupInvestors, warmupProductId) : null;
    log(`setup took ${Math.round((Date.now() - setupStarted) / 1000)} s${warmup ? ` (warm-up rush: ${WARMUP_INVESTORS} requests in ${Math.round(warmup.ms)} ms)` : ''}; the rush starts`);

    const groups: Record<string, (pid: number, comm: string) => boolean> = {
      api: (pid) => pid === children[0].pid,
      worker: (pid) => pid === children[1].pid,
      bench_client: (pid) => pid === process.pid,
      postgres: (_pid, comm) => comm.startsWith('postgres'),
      redis: (_pid, comm) => comm.startsWith('redis-server'),
    };
    const stats = new Client({ connectionString: databaseUrl });
    await stats.connect();
    const commits = async () => Number((await stats.query(`SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()`)).rows[0].xact_commit);
    // The rush gets the settled PostgreSQL pgbench gets: the setup's dirty pages flushed and
    // autovacuum's pass over the tables it wrote (signups, deposits, tickets) over, so that
    // neither side of the ratio is measured against the other's leftovers.
    await stats.query('CHECKPOINT');
    const autovacuumWorkers = async () => Number((await stats.query(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker' AND datname = current_database()`)).rows[0].n);
    for (let i = 0; i < 30 && (await autovacuumWorkers()) > 0; i += 1) await new Promise((r) => setTimeout(r, 500));
    const autovacuumAtRush = await autovacuumWorkers();
    const commitsBefore = await commits();
    // Quiet seconds before the rush: the setup's last writes settle, and a CPU profile shows
    // the rush as the busy stretch between two idle ones.
    await new Promise((r) => setTimeout(r, 3000));
    const cpuBefore = cpuByGroup(groups);
    const kernelBefore = cpuByGroup(groups, true);
    const rushStartedUs = process.hrtime.bigint() / 1000n;
    const rushStartedAt = new Date();
    const measured = await rush(investors, productId);
    // The CPU profiles' clock is the same monotonic clock: the window lets an analysis keep the rush alone.
    if (process.env.BENCH_PROFILE) {
      fs.mkdirSync(path.resolve(process.env.BENCH_PROFILE), { recursive: true });
      fs.writeFileSync(path.join(path.resolve(process.env.BENCH_PROFILE), 'rush-window.json'), JSON.stringify({
        start_us: Number(rushStartedUs), end_us: Number(process.hrtime.bigint() / 1000n), started_at: rushStartedAt.toISOString(), ended_at: new Date().toISOString(),
      }));
    }
    const { latencies, outcomes } = measured;
    const burstMs = measured.ms;
    const cpuAfter = cpuByGroup(groups);
    const kernelAfter = cpuByGroup(groups, true);
    // pg_stat_database lags by up to its flush interval: wait for it before reading.
    await new Promise((r) => setTimeout(r, 1200));
    const postgresTransactions = (await commits()) - commitsBefore;
    await stats.end();
    const cpuSeconds = Object.fromEntries(Object.keys(groups).map((g) => [g, Math.round((cpuAfter[g] - cpuBefore[g]) * 100) / 100]));
    const kernelSeconds = Object.fromEntries(Object.keys(groups).map((g) => [g, Math.round((kernelAfter[g] - kernelBefore[g]) * 100) / 100]));

    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const [product] = (await db.query(`SELECT raised_amount::bigint AS raised, target_amount::bigint AS target, status, investor_count FROM products WHERE id = $1`, [productId])).rows;
    const [placed] = (await db.query(`SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::bigint AS sum FROM investments WHERE product_id = $1 AND status = 'placed'`, [productId])).rows;
    // Every wallet's hold is money raised by one of the two products (the rush's and the warm-up's).
    const [held] = (await db.query(
      `SELECT COALESCE(sum(held), 0)::bigint AS held, min(balance)::bigint AS min_balance,
         (SELECT sum(raised_amount) FROM products)::bigint AS raised_all,
         (SELECT COALESCE(sum(held_won), 0) FROM investor_holdings WHERE product_id = $1)::bigint AS held_in_product
       FROM wallets`, [productId])).rows;
    const batches = (await db.query(`SELECT count(DISTINCT tx_id)::int AS n FROM events WHERE stream_id = $1 AND type = 'ProductInvestmentPlaced'`, [`product-${productId}`])).rows[0].n;
    await db.end();

    const exited = children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r))));
    stop();
    await Promise.all(exited);
    children.length = 0;
    // pgbench gets a quiet PostgreSQL: the rush's dirty pages flushed and autovacuum's pass over
    // the tables it wrote given time, so the naive design's ceiling is not measured low.
    const settle = new Client({ connectionString: databaseUrl });
    await settle.connect();
    await settle.query('CHECKPOINT');
    await settle.end();
    await new Promise((r) => setTimeout(r, 3000));
    log('measuring pgbench on the same PostgreSQL, after the rush…');
    const pgbenchAfter = await pgbenchHotRow(databaseUrl);
    const pgbench = {
      tps: Math.round((pgbenchBefore.tps + pgbenchAfter.tps) / 2),
      tps_before: Math.round(pgbenchBefore.tps),
      tps_after: Math.round(pgbenchAfter.tps),
      clients: PGBENCH_CLIENTS,
      seconds_each: PGBENCH_SECONDS,
    };
    const requestsPerSecond = INVESTORS / (burstMs / 1000);
    const result = {
      benchmark: 'invest-burst',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, load_average_1m: os.loadavg()[0], node: process.version },
      setup: { investors: INVESTORS, room_for: WINNERS, amount_won: AMOUNT_WON, in_flight: IN_FLIGHT, warmup_requests: WARMUP_INVESTORS, processes: 'API (WORKER=false) + 1 worker, external PostgreSQL and Redis' },
      warmup: warmup && { requests: WARMUP_INVESTORS, duration_ms: Math.round(warmup.ms), outcomes: Object.fromEntries(warmup.outcomes) },
      requests: INVESTORS,
      duration_ms: Math.round(burstMs),
      requests_per_second: Math.round(requestsPerSecond * 10) / 10,
      latency_ms: { p50: Math.round(percentile(latencies, 50)), p95: Math.round(percentile(latencies, 95)), p99: Math.round(percentile(latencies, 99)), max: Math.round(latencies[latencies.length - 1]) },
      outcomes: Object.fromEntries(outcomes),
      winners: outcomes.get('placed') ?? 0,
      raised_amount: Number(product.raised),
      target_amount: Number(product.target),
      oversell: Math.max(0, Number(product.raised) - Number(product.target)) + Math.max(0, Number(placed.sum) - Number(product.target)),
      product_status: product.status,
      investments_placed: placed.n,
      investor_count: product.investor_count,
      held_for_product: Number(held.held_in_product),
      wallets_held_total: Number(held.held),
      products_raised_total: Number(held.raised_all),
      wallets_min_balance: Number(held.min_balance),
      commit_batches: batches,
      cpu_seconds_during_burst: cpuSeconds,
      cpu_kernel_seconds_during_burst: kernelSeconds,
      postgres_transactions_during_burst: postgresTransactions,
      autovacuum_workers_at_rush_start: autovacuumAtRush,
      pgbench_hot_row: pgbench,
      ratio_to_pgbench: Math.round((requestsPerSecond / pgbench.tps) * 100) / 100,
      targets: { ratio_at_least: 1.0, p99_below_ms: 1000 },
    };
    fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench-results/invest-burst.json'), `${JSON.stringify(result, null, 2)}\n`);
    log(JSON.stringify(result, null, 2));
    if (result.oversell !== 0 || result.winners !== WINNERS || result.wallets_held_total !== result.products_raised_total || result.held_for_product !== result.raised_amount) {
      log('WRONG: oversell or winners off');
      process.exitCode = 1;
    }
  } finally {
    stop();
    await new Promise((r) => setTimeout(r, 1000));
    const cleanup = new Client({ connectionString: PG_ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    // The run's queue keys too (redis-cli when installed): runs must not pile up in Redis.
    spawnSync('sh', ['-c', `command -v redis-cli >/dev/null && redis-cli -u '${REDIS_URL}' --scan --pattern '${queuePrefix}:*' | xargs -r -n 500 redis-cli -u '${REDIS_URL}' del >/dev/null`]);
    await cleanup.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
