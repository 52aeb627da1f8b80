// Reads at scale, measured (not a test): the platform's main reads at 200 concurrent connections,
// in service mode (an API process on PostgreSQL and Redis), logged in as investors with months of
// history (a few dozen holdings, hundreds of wallet lines and schedule rows each), next to a
// reference endpoint on the same database in the same run: bare Fastify and pg, one indexed
// lookup per request (test/support/reference-server.cjs), measured before and after the reads.
// Each figure is requests/s as a ratio to the reference. Load from wrk (Debian's `wrk`). The
// machine is shared, so its speed drifts within a run: every read is measured in several rounds
// (BENCH_ROUNDS, 3), each between two runs of the reference, and the round with the median ratio
// is reported, with every round's ratio and p99. Writes bench-results/reads.json.
//   npm run bench -- reads     (BENCH_INVESTORS, BENCH_LOANS, BENCH_PER_LOAN, BENCH_SECONDS, BENCH_ROUNDS to change)
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import * as harness from '../support/bench-harness';
import { uuidOf } from '../support/decided-streams';
import { writeReadsHistory } from '../support/reads-history';
import { runWrk, WrkLoad, WrkResult, wrkAvailable } from '../support/wrk';

const ROOT = path.resolve(__dirname, '..', '..');
const INVESTORS = Number(process.env.BENCH_INVESTORS ?? 1_000);
const LOANS = Number(process.env.BENCH_LOANS ?? 250);
const PER_LOAN = Number(process.env.BENCH_PER_LOAN ?? 100);
const PAID = 8;
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = 3;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'reads-bench-2026';
const PROJECTIONS = ['wallets', 'wallet_transactions', 'withdrawals', 'investor_holdings', 'products', 'investment_returns', 'repayment_schedules', 'investor_dashboards'];
const TARGETS = { logged_in_ratio: 0.5, logged_in_p99_ms: 100, public_ratio: 0.8 };

function log(message: string): void {
  process.stdout.write(`[reads] ${message}\n`);
}

/** Investors as rows (one real sign-up gives the password hash every other shares: argon2 a thousand times would take a minute). */
async function createInvestors(db: Client, baseUrl: string): Promise<string[]> {
  const first = new harness.HttpSession(baseUrl);
  const signUp = await first.request('POST', '/api/auth/sign_up', { email: 'reads-0@example.com', password: PASSWORD, name: '투자자영', phone: '01012340000', agree_terms: true });
  if (signUp.status !== 201) throw new Error(`sign_up: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const [{ id, password_hash: hash }] = (await db.query(`SELECT id, password_hash FROM users WHERE email = 'reads-0@example.com'`)).rows;
  const others = Array.from({ length: INVESTORS - 1 }, (_, i) => uuidOf(`reads-investor:${i + 1}`));
  await db.query(
    `INSERT INTO users (id, email, password_hash, name, phone) SELECT u, 'reads-' || n || '@example.com', $2, '투자자' || n, '010' || lpad(n::text, 8, '0')
     FROM unnest($1::uuid[]) WITH ORDINALITY AS x(u, n)`,
    [others, hash],
  );
  return [id, ...others];
}

/** Logged-in investors' cookies, a few logins at a time. */
async function logIn(baseUrl: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 8) {
    await Promise.all(Array.from({ length: Math.min(8, count - i) }, async (_, j) => {
      const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `reads-${i + j}@example.com`, password: PASSWORD }) });
      if (res.status !== 200) throw new Error(`login reads-${i + j}: ${res.status} ${await res.text()}`);
      const sid = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
      cookies.push(sid!);
    }));
  }
  return cookies;
}

async function writeNotices(op: harness.HttpSession): Promise<void> {
  for (let i = 0; i < 30; i += 1) {
    const res = await op.request('POST', '/api/admin/boards/notice', { title: `공지사항 ${i + 1}: 서비스 점검 안내`, body: `<p>${'안정적인 서비스를 위해 점검을 진행합니다. '.repeat(10)}</p>`, pinned: i < 2 });
    if (res.status !== 201) throw new Error(`notice: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

interface Endpoint {
  name: string;
  kind: 'logged_in' | 'public' | 'conditional';
  load: Omit<WrkLoad, 'connections' | 'seconds' | 'url'>;
}

function measure(url: string, endpoint: Endpoint): WrkResult {
  runWrk({ ...endpoint.load, url, connections: CONNECTIONS, seconds: WARMUP_SECONDS });
  const result = runWrk({ ...endpoint.load, url, connections: CONNECTIONS, seconds: SECONDS });
  log(`${endpoint.name}: ${result.requests_per_second.toLocaleString()} requests/s, p99 ${result.latency_ms.p99} ms, ${result.bytes_per_request} bytes, unexpected ${result.unexpected}`);
  return result;
}

/** The answer's ETag (null without one: the conditional loads are then left out). */
async function etagOf(baseUrl: string, pathname: string): Promise<string | null> {
  return (await fetch(`${baseUrl}${pathname}`)).headers.get('etag');
}

function endpoints(cookies: string[], productIds: string[], productsEtag: string | null, noticeEtag: string | null): Endpoint[] {
  const loggedIn = (name: string, paths: string[]): Endpoint => ({ name, kind: 'logged_in', load: { paths, cookies, expectStatus: [200] } });
  const lists = ['/api/products?page=1&size=12', '/api/products?status=funding&page=1&size=3', '/api/products?page=2&size=12'];
  return [
    loggedIn('GET /api/dashboard', ['/api/dashboard']),
    loggedIn('GET /api/wallet', ['/api/wallet']),
    loggedIn('GET /api/wallet/transactions', ['/api/wallet/transactions?limit=20']),
    loggedIn('GET /api/dashboard/schedule', ['/api/dashboard/schedule']),
    { name: 'GET /api/products', kind: 'public', load: { paths: lists, expectStatus: [200] } },
    { name: 'GET /api/products/{id}', kind: 'public', load: { paths: productIds.map((id) => `/api/products/${id}`), expectStatus: [200] } },
    { name: 'GET /api/boards/notice', kind: 'public', load: { paths: ['/api/boards/notice'], expectStatus: [200] } },
    ...(productsEtag ? [{ name: 'GET /api/products (If-None-Match)', kind: 'conditional' as const, load: { paths: [lists[0]], headers: { 'If-None-Match': productsEtag }, expectStatus: [304, 200] } }] : []),
    ...(noticeEtag ? [{ name: 'GET /api/boards/notice (If-None-Match)', kind: 'conditional' as const, load: { paths: ['/api/boards/notice'], headers: { 'If-None-Match': noticeEtag }, expectStatus: [304, 200] } }] : []),
  ];
}

/** Starts the API on a fresh database with the history written and every read model replayed; returns what the loads need. */
async function preparePlatform(db: Client, baseUrl: string, operator: { email: string; password: string }) {
  const userIds = await createInvestors(db, baseUrl);
  const started = Date.now();
  const history = await writeReadsHistory({ userIds, loans: LOANS, perLoan: PER_LOAN, paidInstallments: PAID, funding: 12 }, (sql, params) => db.query(sql, params as unknown[]));
  log(`history: ${history.events.toLocaleString()} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const op = new harness.HttpSession(baseUrl);
  const loggedIn = await op.request('POST', '/api/auth/login', operator);
  if (loggedIn.status !== 200) throw new Error(`operator login: ${loggedIn.status}`);
  const replayStarted = Date.now();
  for (const projection of PROJECTIONS) {
    const replayed = await op.request('POST', '/api/admin/ledger/replay', { projection });
    if (replayed.status !== 200) throw new Error(`replay ${projection}: ${replayed.status} ${JSON.stringify(replayed.body)}`);
  }
  log(`read models replayed in ${((Date.now() - replayStarted) / 1000).toFixed(1)} s`);
  await writeNotices(op);
  await db.query('VACUUM ANALYZE');
  await db.query('CHECKPOINT');
  const [shape] = (await db.query(
    `SELECT (SELECT round(avg(n)) FROM (SELECT count(*) AS n FROM wallet_transactions GROUP BY user_id) x) AS lines_per_investor,
            (SELECT round(avg(n)) FROM (SELECT count(*) AS n FROM investor_holdings GROUP BY user_id) x) AS holdings_per_investor,
            (SELECT round(avg(n)) FROM (SELECT count(*) AS n FROM investor_repayments GROUP BY user_id) x) AS schedule_rows_per_investor`,
  )).rows;
  return { history, shape, cookies: await logIn(baseUrl, SESSIONS) };
}

async function main(): Promise<void> {
  if (!wrkAvailable()) throw new Error('wrk is not installed: apt-get install wrk');
  const dbName = `p2p_reads_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await harness.createDatabase(PG_ADMIN_URL, dbName);
  const [port, refPort] = [await harness.freePort(), await harness.freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const refUrl = `http://127.0.0.1:${refPort}`;
  const operator = { email: `bench-operator-${randomBytes(3).toString('hex')}@example.com`, password: `bench-${randomBytes(6).toString('hex')}-2026` };
  const env = {
    DATABASE_URL: databaseUrl, REDIS_URL, QUEUE_PREFIX: `bench-${randomBytes(4).toString('hex')}`, RATE_LIMITS: 'off', DEMO_DATA: 'false', BANK_MAINTENANCE: '',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', OPERATOR_EMAIL: operator.email, OPERATOR_PASSWORD: operator.password, NODE_ENV: 'development', WORKER: 'false',
  };
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('exit', stop);
  const db = new Client({ connectionString: databaseUrl });
  try {
    children.push(harness.startServerProcess('main.js', { ...env, PORT: String(port) }, (code) => log(`API exited with ${code}`)));
    await harness.waitForHealth(baseUrl);
    await db.connect();
    const { history, shape, cookies } = await preparePlatform(db, baseUrl, operator);
    log(`investors: ${INVESTORS}, per investor: ${JSON.stringify(shape)}; ${cookies.length} logged in`);
    const serverNodeFlags: string[] = require(path.join(ROOT, 'scripts/server-node-flags.cjs'));
    children.push(spawn(process.execPath, [...serverNodeFlags, path.join(ROOT, 'test/support/reference-server.cjs')], { env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(refPort) }, stdio: 'inherit' }));
    await harness.waitForHealth(refUrl).catch(() => undefined);
    const userIds = (await db.query(`SELECT user_id FROM wallets ORDER BY user_id LIMIT 1000`)).rows.map((r) => r.user_id as string);
    const reference: Endpoint = { name: 'reference (Fastify + pg, one lookup)', kind: 'logged_in', load: { paths: userIds.map((u) => `/ref/${u}`), expectStatus: [200] } };

    const productIds = history.productIds.slice(0, 100);
    const only = process.env.BENCH_ONLY?.split(',');
    const list = endpoints(cookies, productIds, await etagOf(baseUrl, '/api/products?page=1&size=12'), await etagOf(baseUrl, '/api/boards/notice'))
      .filter((e) => !only || only.some((o) => e.name.includes(o)));
    report({ history, shape, cookies: cookies.length, ...measureRounds(list, baseUrl, refUrl, reference) });
  } finally {
    stop();
    await db.end().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1_000));
    if (!process.env.BENCH_KEEP) await harness.dropDatabase(PG_ADMIN_URL, dbName).catch((error) => log(`could not drop ${dbName}: ${String(error)}`));
  }
}

interface Measured {
  endpoint: Endpoint;
  result: WrkResult;
  referenceRps: number;
  ratio: number;
}

/**
 * Every read in each round, with the reference right before and after it (this shared machine's
 * speed drifts within a run): a read's ratio is to the mean of its two neighbours.
 */
function measureRounds(list: Endpoint[], baseUrl: string, refUrl: string, reference: Endpoint): { references: WrkResult[]; rounds: Measured[][] } {
  const references = [measure(refUrl, reference)];
  const rounds: Measured[][] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    log(`round ${round + 1} of ${ROUNDS}`);
    rounds.push(list.map((endpoint) => {
      const result = measure(baseUrl, endpoint);
      references.push(measure(refUrl, reference));
      const referenceRps = (references.at(-2)!.requests_per_second + references.at(-1)!.requests_per_second) / 2;
      return { endpoint, result, referenceRps, ratio: Math.round((result.requests_per_second / referenceRps) * 100) / 100 };
    }));
  }
  return { references, rounds };
}

/** A read's round with the median ratio (the lower middle one of an even count), and every round's ratio and p99. */
function medianRound(runs: Measured[]) {
  const sorted = [...runs].sort((a, b) => a.ratio - b.ratio);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], ratios: runs.map((r) => r.ratio), p99s: runs.map((r) => r.result.latency_ms.p99) };
}

function report(run: {
  history: { events: number }; shape: Record<string, string>; cookies: number; references: WrkResult[]; rounds: Measured[][];
}): void {
  const reads = run.rounds[0].map((_, i) => {
    const { median, ratios, p99s } = medianRound(run.rounds.map((round) => round[i]));
    const { endpoint, result, referenceRps, ratio } = median;
    const met = endpoint.kind === 'logged_in'
      ? ratio >= TARGETS.logged_in_ratio && result.latency_ms.p99 < TARGETS.logged_in_p99_ms
      : ratio >= TARGETS.public_ratio;
    const unexpected = run.rounds.reduce((n, round) => n + round[i].result.unexpected, 0);
    return {
      name: endpoint.name, kind: endpoint.kind, ratio, reference_requests_per_second: Math.round(referenceRps), ...result,
      ratios_by_round: ratios, p99_ms_by_round: p99s, target_met: unexpected === 0 && met,
    };
  });
  const result = {
    bench: 'reads',
    at: new Date().toISOString(),
    connections: CONNECTIONS,
    seconds_per_endpoint: SECONDS,
    rounds: ROUNDS,
    investors: INVESTORS,
    logged_in_sessions: run.cookies,
    history_events: run.history.events,
    per_investor: Object.fromEntries(Object.entries(run.shape).map(([k, v]) => [k, Number(v)])),
    reference: { requests_per_second: run.references.map((r) => r.requests_per_second), p99_ms: run.references.map((r) => r.latency_ms.p99) },
    reads,
    targets: TARGETS,
    targets_met: reads.filter((r) => r.kind !== 'conditional').every((r) => r.target_met),
  };
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench-results/reads.json'), `${JSON.stringify(result, null, 2)}\n`);
  log(JSON.stringify({ reference_rps: result.reference.requests_per_second, ratios: Object.fromEntries(reads.map((r) => [r.name, [r.ratio, r.latency_ms.p99]])), targets_met: result.targets_met }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
