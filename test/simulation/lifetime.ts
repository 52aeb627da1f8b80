// The lifetime simulation (issue "The ledger over a lifetime"): drives the real application in
// service mode — an API process (WORKER=false) and a worker process on a fresh PostgreSQL
// database and the simulation's own redis-server — through N months of business time with the
// business clock. Seeded investors deposit, invest (single and two-item), cancel and withdraw;
// seeded products of both repayment methods and every type are funded and executed; borrowers
// pay on time, late, early, partly or never; the tax policy changes; the worker is SIGKILLed,
// paused and Redis flushed at seeded moments. After every simulated day it checks the ledger's
// invariants; at the end it prints one JSON line. A violation prints the seed, the day and the
// invariant, so the run can be replayed. Run: `npm run simulate -- --months 3 --seed 1`.
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';

const ROOT = path.resolve(__dirname, '..', '..');
const PG_ADMIN_URL = process.env.SIM_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DAY_MS = 86_400_000;
/** Bounds: every wait and loop of the simulation ends. */
const WAIT_MS = 90_000;
const MAX_DAYS = 366 * 10;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a non-negative integer`);
  return value;
}
const MONTHS = arg('months', 3);
const SEED = arg('seed', 1);
const INVESTORS = arg('investors', 200);
const KEEP = process.argv.includes('--keep');

function log(message: string): void {
  process.stderr.write(`[simulate seed=${SEED}] ${message}\n`);
}

/** mulberry32: a small seeded PRNG, so a seed replays the same run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(SEED);
const chance = (p: number) => random() < p;
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const units = (min: number, max: number) => (min + Math.floor(random() * (max - min + 1))) * 10_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A browser-like session: cookies and the CSRF header; 202 answers are followed to their outcome. */
class Session {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async request(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.cookies.has('csrf_token')) h['x-csrf-token'] = decodeURIComponent(this.cookies.get('csrf_token')!);
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${pathname}`, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1).trim();
      if (value) this.cookies.set(pair.slice(0, eq).trim(), value);
      else this.cookies.delete(pair.slice(0, eq).trim());
    }
    const text = await res.text();
    const parsed = text ? JSON.parse(text) : undefined;
    if (res.status === 202 && parsed?.command_id && parsed?.status === 'pending') return this.outcome(parsed.command_id);
    return { status: res.status, body: parsed };
  }

  /** A command that answered 202 (the worker was down or slow): its outcome, as the request would have answered. */
  private async outcome(commandId: string): Promise<{ status: number; body: any }> {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      const res = await this.request('GET', `/api/commands/${commandId}`);
      if (res.body?.status === 'succeeded') return { status: 200, body: res.body.result };
      if (res.body?.status === 'failed') return { status: 400, body: { fail_code: res.body.fail_code } };
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`command ${commandId} still pending after ${WAIT_MS} ms`);
  }
}

interface Investor {
  session: Session;
  id: string;
  name: string;
  password: string;
  depositedWon: number;
  withdrawnWon: number;
  hasWithdrawAccount: boolean;
  /** Investments placed and not canceled: id → product. */
  placed: Map<string, { productId: string; amountWon: number }>;
}

type Behaviour = 'on_time' | 'late' | 'early' | 'partial' | 'never';

interface World {
  day: number;
  investors: Investor[];
  behaviourOf: Map<string, Behaviour>;
  faults: number;
  violations: { seed: number; day: number; invariant: string; detail: unknown }[];
}

class Processes {
  private api: ChildProcess | null = null;
  private worker: ChildProcess | null = null;
  private redis: ChildProcess | null = null;
  constructor(private readonly env: Record<string, string>, private readonly redisPort: number) {}

  private start(entry: string, extra: Record<string, string>): ChildProcess {
    const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/server/src', entry)], { cwd: ROOT, env: { ...process.env, ...this.env, ...extra }, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (d: Buffer) => {
      if (process.env.SIM_VERBOSE) process.stderr.write(d);
    });
    return child;
  }

  async startAll(port: number): Promise<void> {
    this.redis = spawn('redis-server', ['--port', String(this.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 300));
    this.api = this.start('main.js', { PORT: String(port), WORKER: 'false' });
    this.worker = this.start('worker.js', {});
  }

  killWorker(): void {
    this.worker?.kill('SIGKILL');
    this.worker = this.start('worker.js', {});
  }

  async pauseWorker(ms: number): Promise<void> {
    this.worker?.kill('SIGSTOP');
    await new Promise((r) => setTimeout(r, ms));
    this.worker?.kill('SIGCONT');
  }

  flushRedis(): void {
    spawnSync('redis-cli', ['-p', String(this.redisPort), 'FLUSHALL'], { stdio: 'ignore' });
  }

  stopAll(): void {
    for (const child of [this.api, this.worker, this.redis]) child?.kill('SIGKILL');
  }
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => null);
    if (value) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN_NAMES = ['민준', '서연', '도윤', '지우', '하준', '서윤', '시우', '하은', '주원', '지민', '예준', '수아'];

async function newInvestor(baseUrl: string, n: number): Promise<Investor> {
  const session = new Session(baseUrl);
  const password = `sim-${randomBytes(4).toString('hex')}-2026`;
  const name = `${SURNAMES[n % SURNAMES.length]}${GIVEN_NAMES[Math.floor(n / SURNAMES.length) % GIVEN_NAMES.length]}`;
  const signUp = await session.request('POST', '/api/auth/sign_up', { email: `sim-${SEED}-${n}-${randomBytes(3).toString('hex')}@example.com`, password, name, phone: '010-1234-5678', agree_terms: true });
  if (signUp.status !== 201) throw new Error(`sign_up: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const vaccount = await session.request('POST', '/api/vaccount', {});
  if (vaccount.status !== 201) throw new Error(`vaccount: ${vaccount.status} ${JSON.stringify(vaccount.body)}`);
  return { session, id: signUp.body.user.id, name, password, depositedWon: 0, withdrawnWon: 0, hasWithdrawAccount: false, placed: new Map() };
}

async function deposit(investor: Investor, amountWon: number): Promise<void> {
  const res = await investor.session.request('POST', '/api/sandbox/deposits', { amount: amountWon });
  if (res.status !== 201) throw new Error(`deposit: ${res.status} ${JSON.stringify(res.body)}`);
  investor.depositedWon += amountWon;
}

const TYPES = ['credit', 'corporate', 'apt', 'realty'] as const;

async function createProduct(operator: Session, nowMs: number): Promise<void> {
  const type = pick(TYPES);
  const body = {
    title: `시뮬레이션 상품 ${randomBytes(3).toString('hex')}`, type, borrower_id: `SIM-${randomBytes(4).toString('hex')}`, borrower_name: '김대출', grade: 'B1',
    rate_bp: 600 + Math.floor(random() * 1400), term_months: 1 + Math.floor(random() * 6), repayment_method: chance(0.6) ? 'equal_installment' : 'bullet',
    target_amount: units(20, 150), max_per_user: 0, opens_at: new Date(nowMs - 60_000).toISOString(), closes_at: new Date(nowMs + 6 * DAY_MS).toISOString(),
    investor_only: false, description: '시뮬레이션으로 만든 상품입니다.',
    ...(type === 'apt' || type === 'realty' ? { collateral: { address: '서울특별시 강남구 테헤란로 1', appraisal_amount: 1_000_000_000, senior_debt_amount: 100_000_000, lien_rank: 2 } } : {}),
  };
  const created = await operator.request('POST', '/api/admin/products', body);
  if (created.status !== 201) throw new Error(`create product: ${created.status} ${JSON.stringify(created.body)}`);
  await operator.request('POST', `/api/admin/products/${created.body.id}/open`);
}

async function investorsAct(world: World, funding: { id: string; target_amount: number; raised_amount: number }[]): Promise<void> {
  for (const investor of world.investors) {
    if (chance(0.03)) await deposit(investor, units(10, 300));
    if (funding.length > 0 && chance(0.3)) {
      // Sometimes the rest of a product (it becomes funded), sometimes a slice; one or two products.
      const amountFor = (p: { target_amount: number; raised_amount: number }) => {
        const left = Math.max(10_000, p.target_amount - p.raised_amount);
        return chance(0.25) ? left : Math.min(units(1, 30), left);
      };
      const items = (chance(0.2) && funding.length > 1 ? [pick(funding), pick(funding)] : [pick(funding)])
        .filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i)
        .map((p) => ({ product_id: p.id, amount: amountFor(p) }));
      const ticket = await investor.session.request('POST', '/api/invest_tickets');
      const placed = await investor.session.request('POST', '/api/investments', { ticket: ticket.body.ticket, items });
      if (placed.status === 201) for (const i of placed.body.investments) investor.placed.set(i.id, { productId: i.product_id, amountWon: i.amount });
    }
    if (investor.placed.size > 0 && chance(0.03)) {
      const [id] = [...investor.placed.keys()];
      const canceled = await investor.session.request('DELETE', `/api/investments/${id}`);
      if (canceled.status === 200) investor.placed.delete(id);
    }
    if (chance(0.02)) {
      if (!investor.hasWithdrawAccount) {
        const account = await investor.session.request('POST', '/api/withdraw_account', { bank_code: '088', account_number: '110123456789', holder_name: investor.name, password: investor.password });
        investor.hasWithdrawAccount = account.status === 201;
      }
      const wallet = await investor.session.request('GET', '/api/wallet');
      const amountWon = Math.min(units(1, 20), wallet.body.withdrawable ?? 0);
      if (investor.hasWithdrawAccount && amountWon >= 10_000) {
        await investor.session.request('POST', '/api/withdrawals', { amount: amountWon, password: investor.password }, { 'idempotency-key': randomBytes(8).toString('hex') });
      }
    }
  }
}

interface Loan {
  product_id: string;
  status: string;
  credit?: number;
  installments: { seq: number; due_on: string; principal: number; interest: number; status: string }[];
}

/** Borrowers pay what is due by their seeded behaviour; an operator refunds any credit left. */
async function borrowersPay(operator: Session, world: World, today: string): Promise<void> {
  const loans = (await operator.request('GET', '/api/admin/loans')).body;
  for (const summary of (Array.isArray(loans) ? loans : loans?.items ?? []) as { product_id: string }[]) {
    const loan: Loan = (await operator.request('GET', `/api/admin/loans/${summary.product_id}`)).body;
    if (!loan?.installments) continue;
    if (!world.behaviourOf.has(loan.product_id)) world.behaviourOf.set(loan.product_id, pick(['on_time', 'on_time', 'on_time', 'on_time', 'late', 'early', 'partial', 'never'] as const));
    const behaviour = world.behaviourOf.get(loan.product_id)!;
    const open = loan.installments.filter((i) => i.status === 'scheduled');
    const payOn = (amount: number) => operator.request('POST', `/api/admin/products/${loan.product_id}/borrower_repayments`, { amount, paid_on: today }, { 'idempotency-key': randomBytes(8).toString('hex') });
    if (behaviour === 'early' && open.length > 1 && chance(0.2)) {
      const rest = open.reduce((t, i) => t + i.principal + i.interest, 0);
      await payOn(rest);
    } else {
      const due = open.filter((i) => i.due_on <= today);
      const lateDays = behaviour === 'late' ? 10 : 0;
      for (const installment of due) {
        const overdueBy = (Date.parse(today) - Date.parse(installment.due_on)) / DAY_MS;
        if (behaviour === 'never' || overdueBy < lateDays) continue;
        const total = installment.principal + installment.interest;
        await payOn(behaviour === 'partial' ? Math.ceil(total / 2) : total);
      }
    }
    const credit = Number((await operator.request('GET', `/api/admin/loans/${loan.product_id}`)).body?.credit ?? 0);
    if (loan.status === 'completed' && credit > 0) await operator.request('POST', `/api/admin/products/${loan.product_id}/borrower_refunds`, { amount: credit });
  }
}

async function runRepayments(operator: Session, today: string): Promise<void> {
  const started = await operator.request('POST', '/api/admin/jobs/repayments', { as_of: today });
  if (started.status !== 202) throw new Error(`jobs/repayments: ${started.status} ${JSON.stringify(started.body)}`);
  await until('the repayment run', async () => {
    const job = (await operator.request('GET', `/api/admin/jobs/${started.body.job_id}`)).body;
    return job.status === 'completed' || job.status === 'failed' ? job : null;
  });
}

/** The day's invariants; each failure is a violation with the seed and the day. */
async function check(db: Client, operator: Session, world: World, today: string): Promise<void> {
  const fail = (invariant: string, detail: unknown) => {
    world.violations.push({ seed: SEED, day: world.day, invariant, detail });
    log(`VIOLATION day ${world.day}: ${invariant} ${JSON.stringify(detail).slice(0, 500)}`);
  };
  const verify = (await operator.request('GET', '/api/admin/ledger/verify')).body;
  if (!verify?.ok) fail('every read model equals its rebuild from the log', verify?.projections?.filter((p: { ok: boolean }) => !p.ok));

  const negative = (await db.query(`SELECT count(*)::int AS n FROM wallet_transactions WHERE balance_after < 0 OR held_after < 0`)).rows[0].n;
  if (negative > 0) fail('no negative balance at any event', { lines: negative });

  // Per investor: deposits + repayments = balance + held + withdrawn + lent out + taxes + fees,
  // the lines' sums against the wallets read model.
  const unbalanced = (await db.query(`
    WITH l AS (SELECT user_id,
        sum(amount) FILTER (WHERE type = 'deposit') AS dep,
        -sum(amount) FILTER (WHERE type = 'withdrawal') AS wd, sum(amount) FILTER (WHERE type = 'withdrawal_restored') AS restored,
        -sum(held_change) FILTER (WHERE type = 'invest_execute') AS lent,
        sum(amount) FILTER (WHERE type IN ('repayment_principal', 'repayment_interest')) AS repaid,
        -sum(amount) FILTER (WHERE type = 'tax') AS tax, -sum(amount) FILTER (WHERE type = 'fee') AS fee
      FROM wallet_transactions GROUP BY user_id)
    SELECT w.user_id FROM wallets w JOIN l USING (user_id)
    WHERE COALESCE(l.dep, 0) + COALESCE(l.repaid, 0) <> w.balance + w.held + COALESCE(l.wd, 0) - COALESCE(l.restored, 0) + COALESCE(l.lent, 0) + COALESCE(l.tax, 0) + COALESCE(l.fee, 0)`)).rows;
  if (unbalanced.length > 0) fail('money conserved per investor', unbalanced.slice(0, 5));

  // In total, across the seam between wallets and loans: what investors lent is what loans hold.
  const [seam] = (await db.query(`
    SELECT (SELECT COALESCE(-sum(held_change), 0) FROM wallet_transactions WHERE type = 'invest_execute')::bigint AS lent,
           (SELECT COALESCE(sum(principal), 0) FROM loans)::bigint AS loans,
           (SELECT COALESCE(sum(amount), 0) FROM wallet_transactions WHERE type = 'repayment_principal')::bigint AS principal_paid,
           (SELECT COALESCE(sum(repaid_principal), 0) FROM loans)::bigint AS principal_distributed,
           (SELECT COALESCE(sum(amount), 0) FROM wallet_transactions WHERE type = 'repayment_interest')::bigint AS interest_paid,
           (SELECT COALESCE(sum(paid_interest), 0) FROM loans)::bigint AS interest_distributed`)).rows;
  if (seam.lent !== seam.loans || seam.principal_paid !== seam.principal_distributed || seam.interest_paid !== seam.interest_distributed) fail('money conserved in total (wallets against loans)', seam);

  const unscheduled = (await db.query(`SELECT p.id FROM products p WHERE p.status IN ('repaying', 'completed', 'overdue') AND NOT EXISTS (SELECT 1 FROM loan_installments i WHERE i.product_id = p.id)`)).rows;
  if (unscheduled.length > 0) fail('every executed loan has its schedule', unscheduled);
  const twice = (await db.query(`SELECT stream_id, data->>'productId' AS product_id, data->>'seq' AS seq, count(*)::int AS n FROM events WHERE type = 'RepaymentCredited'
    GROUP BY 1, 2, 3 HAVING count(*) > 1`)).rows;
  if (twice.length > 0) fail('every installment paid exactly once', twice.slice(0, 5));
  const unpaid = (await db.query(`SELECT r.user_id, r.product_id, r.seq FROM investor_repayments r JOIN loan_installments i USING (product_id, seq)
    WHERE i.status = 'distributed' AND r.status <> 'paid'`)).rows;
  if (unpaid.length > 0) fail('every distributed installment paid to every investor', unpaid.slice(0, 5));

  // Overdue statistics equal a recomputation from the loans, and a loan is overdue exactly when
  // an installment has been unpaid for 30 days or more by the business today (after today's run).
  const stats = (await operator.request('GET', '/api/stats')).body;
  const [recomputed] = (await db.query(`SELECT COALESCE(sum(principal - repaid_principal) FILTER (WHERE status IN ('repaying', 'overdue')), 0)::bigint AS outstanding,
      COALESCE(sum(principal - repaid_principal) FILTER (WHERE status = 'overdue'), 0)::bigint AS overdue FROM loans`)).rows;
  const rateBp = Number(recomputed.outstanding) > 0 ? Math.round((Number(recomputed.overdue) * 10_000) / Number(recomputed.outstanding)) : 0;
  if (stats.overdue_rate_bp !== rateBp || stats.outstanding_amount !== Number(recomputed.outstanding)) fail('overdue statistics equal a recomputation from the loans', { stats, recomputed, rateBp });
  // (Overdue stays until every late installment is paid: "late" is any unpaid past its due date.)
  const misjudged = (await db.query(`SELECT l.product_id, l.status FROM loans l WHERE l.status <> 'completed' AND (
      (l.status <> 'overdue' AND EXISTS (SELECT 1 FROM loan_installments i WHERE i.product_id = l.product_id AND i.status = 'scheduled' AND i.due_on <= $1::date - 30))
      OR (l.status = 'overdue' AND NOT EXISTS (SELECT 1 FROM loan_installments i WHERE i.product_id = l.product_id AND i.status = 'scheduled' AND i.due_on < $1::date)))`, [today])).rows;
  if (misjudged.length > 0) fail('a loan is overdue when an installment is 30+ days unpaid by the business today, and only while one is late', misjudged.slice(0, 5));

  // The simulation's own model of each wallet against the server's.
  for (const investor of world.investors) {
    const wallet = (await investor.session.request('GET', '/api/wallet')).body;
    const [server] = (await db.query(`SELECT total_deposited::bigint AS deposited FROM wallets WHERE user_id = $1`, [investor.id])).rows;
    if (Number(server?.deposited ?? 0) !== investor.depositedWon) fail('the model\'s deposits equal the server\'s', { user: investor.id, model: investor.depositedWon, server: server?.deposited });
    const heldModel = [...investor.placed.values()].filter(() => true).reduce((t, p) => t + p.amountWon, 0);
    if (wallet.held > heldModel) fail('the model\'s held money covers the server\'s', { user: investor.id, model: heldModel, server: wallet.held });
  }
}

async function main(): Promise<void> {
  const startedAtMs = Date.now();
  const dbName = `p2p_sim_${SEED}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(PG_ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const [port, redisPort] = [await freePort(), await freePort()];
  const operatorLogin = { email: `sim-operator-${SEED}@example.com`, password: `sim-operator-${randomBytes(4).toString('hex')}` };
  const processes = new Processes({
    DATABASE_URL: dbUrl.toString(), REDIS_URL: `redis://127.0.0.1:${redisPort}`, SANDBOX: 'true', DEMO_DATA: 'false', RATE_LIMITS: 'off', BANK_MAINTENANCE: '',
    OPERATOR_EMAIL: operatorLogin.email, OPERATOR_PASSWORD: operatorLogin.password, LOG_LEVEL: 'warn', DB_POOL_SIZE: '10', NODE_ENV: 'development', COMMAND_WAIT_MS: '5000',
  }, redisPort);
  const db = new Client({ connectionString: dbUrl.toString() });
  const world: World = { day: 0, investors: [], behaviourOf: new Map(), faults: 0, violations: [] };
  try {
    await processes.startAll(port);
    const baseUrl = `http://127.0.0.1:${port}`;
    await until('the API', async () => (await fetch(`${baseUrl}/api/health`)).ok);
    await db.connect();
    const operator = new Session(baseUrl);
    await until('the operator login', async () => (await operator.request('POST', '/api/auth/login', operatorLogin)).status === 200);
    for (let n = 0; n < INVESTORS; n += 1) {
      const investor = await newInvestor(baseUrl, n);
      await deposit(investor, units(50, 2_000));
      world.investors.push(investor);
    }
    log(`${INVESTORS} investors signed up and deposited`);
    const startClock = (await operator.request('GET', '/api/admin/sandbox/clock')).body;
    const endMs = Date.parse(`${startClock.today}T00:00:00Z`) + MONTHS * 30 * DAY_MS;
    for (; world.day < MAX_DAYS; world.day += 1) {
      const clock = (await operator.request('GET', '/api/admin/sandbox/clock')).body;
      if (Date.parse(`${clock.today}T00:00:00Z`) >= endMs) break;
      const today: string = clock.today;
      if (chance(0.5)) await createProduct(operator, Date.parse(clock.now));
      const products = (await operator.request('GET', '/api/products?status=funding&size=100')).body.items ?? [];
      await investorsAct(world, products);
      for (const p of (await operator.request('GET', '/api/products?status=funded&size=100')).body.items ?? []) {
        await operator.request('POST', `/api/admin/products/${p.id}/execute`);
      }
      if (world.day % 30 === 17) {
        await operator.request('PUT', '/api/admin/repayment_policy', { platform_registered: chance(0.7), fee_bp: chance(0.5) ? 0 : 100 });
      }
      await borrowersPay(operator, world, today);
      if (chance(0.06)) {
        processes.killWorker();
        world.faults += 1;
      }
      if (chance(0.05)) {
        await processes.pauseWorker(3_000);
        world.faults += 1;
      }
      await runRepayments(operator, today);
      await check(db, operator, world, today);
      if (chance(0.05)) {
        processes.flushRedis();
        world.faults += 1;
      }
      const moved = await operator.request('POST', '/api/admin/sandbox/clock', { advance_days: 1 });
      if (moved.status !== 200) throw new Error(`clock: ${moved.status} ${JSON.stringify(moved.body)}`);
      if (world.day % 10 === 0) log(`day ${world.day} (${today}): ${world.violations.length} violations, ${world.faults} faults`);
    }
    const counts = (await db.query(`SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM loans)::int AS loans,
      (SELECT count(*) FROM events WHERE type = 'RepaymentCredited')::int AS payouts`)).rows[0];
    process.stdout.write(`${JSON.stringify({ months: MONTHS, days: world.day, events: counts.events, investors: INVESTORS, loans: counts.loans, payouts: counts.payouts, faults: world.faults, violations: world.violations.length, seconds: Math.round((Date.now() - startedAtMs) / 1000), seed: SEED })}\n`);
    process.exitCode = world.violations.length > 0 ? 1 : 0;
  } finally {
    processes.stopAll();
    await db.end().catch(() => undefined);
    if (!KEEP) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  log(`failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 2;
});
