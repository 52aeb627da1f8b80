// The lifetime simulation (issue "The ledger over a lifetime"): drives the real application in
// service mode — an API process (WORKER=false) and a worker process on a fresh PostgreSQL
// database and the simulation's own redis-server — through N months of business time with the
// business clock. Seeded investors deposit, invest (single and two-item), cancel and withdraw;
// some become income-qualified or professional through the investor-type request and an
// operator's approval, and every investment is judged against the investor type's limits (a probe
// over a general investor's limit must be refused with the docs/api.md code and change nothing).
// Products of both repayment methods and every type are funded and executed, or canceled by the
// platform when they close unfunded (the funding deadline: no hold outlives closes_at); borrowers pay on time, late, early, partly or never; the tax and fee policy
// changes. Loans go bad (docs/api.md "Loans that go bad"): about one in ten borrowers stops paying;
// of those a third resume late (late interest paid), a third stay unpaid (the daily run accelerates
// them after acceleration_days) and a third are accelerated by an operator; an accelerated loan
// then recovers in full or in part, is sold or written off (and sometimes recovers after that). Faults: the worker SIGKILLed, paused, Redis flushed, a withdrawal timed out at the
// bank, the central registry down for a day's trading (investing must answer retry_later, nothing
// else may stop, and every report must reach it once it is back), and once a whole business day
// with the worker down (see `outage` below; holdings are bought during it too, each purchase
// queued until the worker is back, then completed or refused with its code). A third of the investors hold auto-invest contracts
// (docs/api.md "Auto-invest"): some small enough to reach their total, some larger than their
// balance, some with an early end date; some are changed (a new version) or stopped on the way;
// the model takes in each auto-placement as the worker made it, and every day checks that no
// contract passed its total or per-borrower cap, nothing was auto-placed after a stop or an end
// date, and the auto-placements of every product stayed within the policy's share. The simulation
// keeps its own model of every wallet — balance, held and every running total — and of every
// investor's schedule as the server published it, and after every simulated day checks the
// server against it and the ledger's invariants; at the end it prints one JSON line. A violation
// prints the seed, the day and the invariant, so the run can be replayed.
// Run: `npm run simulate -- --months 3 --seed 1 [--investors 200] [--keep]`.
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
/**
 * A backlog of several hundred commands on a shared two-core machine takes longer than one
 * command; and the loan-scheduling follower reads only below the cluster-wide snapshot xmin, so
 * a long transaction in any database of the shared PostgreSQL (a benchmark's rebuild held one
 * for more than 6 minutes here) holds the follower back until it ends.
 */
const DRAIN_MS = 600_000;
const MAX_DAYS = 366 * 10;
const MAX_PAGES = 100;
/** Requests in flight at once while the worker is down (each waits COMMAND_WAIT_MS for its 202). */
const OUTAGE_CONCURRENCY = 100;
const COMMAND_WAIT_MS = 1_500;
/** The loan-scheduling follower's page (server/src/repayments/scheduling/loan-scheduling.follower.ts). */
const FOLLOWER_PAGE = 100;
/** The inbox sweeper's page (server/src/shared/queue/inbox-sweeper.ts). */
const SWEEP_PAGE = 500;
const LOAN_SCHEDULING_CHECKPOINT = 'repayments_loan_scheduling';
/** Investors whose dashboard is read over HTTP each day (all are compared in SQL every day). */
const HTTP_SAMPLE = 10;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a non-negative integer`);
  return value;
}
const MONTHS = arg('months', 3);
const SEED = arg('seed', 1);
// "Hundreds of investors" by default; the jest run passes a smaller count to stay quick.
const INVESTORS = Math.max(arg('investors', 200), 12);
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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where the run's time goes, per phase (logged at the end: the jest run has a time budget). */
const timings = new Map<string, number>();
async function timed<T>(phase: string, fn: () => Promise<T>): Promise<T> {
  const startedAtMs = Date.now();
  try {
    return await fn();
  } finally {
    timings.set(phase, (timings.get(phase) ?? 0) + Date.now() - startedAtMs);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs `tasks` with at most `limit` in flight (the outage's requests each wait for their 202). */
async function inParallel(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
}

interface Answer {
  status: number;
  body: any;
}
const ok = (a: Answer) => a.status === 200 || a.status === 201;

/** A browser-like session: cookies and the CSRF header; 202 answers are followed to their outcome unless told not to. */
class Session {
  private readonly cookies = new Map<string, string>();
  /** Sessions expire after 10 idle minutes of real time; a long run logs in again with these. */
  login: { email: string; password: string } | null = null;
  constructor(private readonly baseUrl: string) {}

  async request(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}, follow = true, waitMs = WAIT_MS): Promise<Answer> {
    const answer = await this.send(method, pathname, body, headers, follow, waitMs);
    if (answer.status !== 401 || !this.login || pathname === '/api/auth/login') return answer;
    const again = await this.send('POST', '/api/auth/login', this.login, {}, true);
    if (again.status !== 200) throw new Error(`login again: ${again.status} ${JSON.stringify(again.body)}`);
    return this.send(method, pathname, body, headers, follow, waitMs);
  }

  private async send(method: string, pathname: string, body: unknown, headers: Record<string, string>, follow: boolean, waitMs = WAIT_MS): Promise<Answer> {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.cookies.has('csrf_token')) h['x-csrf-token'] = decodeURIComponent(this.cookies.get('csrf_token')!);
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${pathname}`, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(waitMs) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1).trim();
      if (value) this.cookies.set(pair.slice(0, eq).trim(), value);
      else this.cookies.delete(pair.slice(0, eq).trim());
    }
    const text = await res.text();
    const parsed = text ? JSON.parse(text) : undefined;
    if (res.status === 202 && parsed?.command_id && parsed?.status === 'pending' && follow) return this.outcome(parsed.command_id);
    return { status: res.status, body: parsed };
  }

  /** A command that answered 202: its outcome, as the request would have answered (failures as 400). */
  async outcome(commandId: string, waitMs = WAIT_MS): Promise<Answer> {
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      const res = await this.request('GET', `/api/commands/${commandId}`);
      if (res.body?.status === 'succeeded') return { status: 200, body: res.body.result };
      if (res.body?.status === 'failed') return { status: 400, body: { fail_code: res.body.fail_code } };
      await sleep(250);
    }
    throw new Error(`command ${commandId} still pending after ${waitMs} ms`);
  }
}

type InvestorType = 'general' | 'income_qualified' | 'professional';
type LimitCode = 'over_institutional_share_limit' | 'over_total_invest_limit' | 'over_realty_invest_limit' | 'over_borrower_invest_limit';
const LIMIT_CODES: readonly string[] = ['over_institutional_share_limit', 'over_total_invest_limit', 'over_realty_invest_limit', 'over_borrower_invest_limit'];
/** Codes docs/api.md checks after the investor's limits: an attempt refused with one of them was within its limits. */
const AFTER_LIMIT_CODES: readonly string[] = ['exceed_user_limit', 'exceed_user_per_product_limit', 'not_enough_balance', 'bank_closed'];

/** The wallet as the simulation counts it, field for field the server's `wallets` row. */
const WALLET_COLUMNS = {
  balance: 'balance', held: 'held', deposited: 'total_deposited', withdrawn: 'total_withdrawn', withdrawing: 'withdrawing',
  executed: 'total_executed', principal: 'total_principal_received', interest: 'total_interest_received', lateInterest: 'total_late_interest_received',
  tax: 'total_tax', fee: 'total_fee',
  recoveredPrincipal: 'total_recovered_principal', recoveredInterest: 'total_recovered_interest', writtenOff: 'written_off_principal',
  transferredIn: 'transferred_in_principal', transferredOut: 'transferred_out_principal',
} as const;
type WalletModel = Record<keyof typeof WALLET_COLUMNS, number>;
const emptyWallet = (): WalletModel => ({
  balance: 0, held: 0, deposited: 0, withdrawn: 0, withdrawing: 0, executed: 0, principal: 0, interest: 0, lateInterest: 0, tax: 0, fee: 0,
  recoveredPrincipal: 0, recoveredInterest: 0, writtenOff: 0, transferredIn: 0, transferredOut: 0,
});
/**
 * Cash in = cash out, per investor: recoveries are cash in; a write-off moves no cash; a claim sold
 * brings its price in (its 경과이자 is interest, the transfer fee a fee), a claim bought takes its
 * price and 경과이자 out (docs/api.md "Transfers").
 */
const conserved = (i: Investor) => i.wallet.deposited + i.wallet.principal + i.wallet.interest + i.wallet.lateInterest + i.wallet.recoveredPrincipal + i.wallet.recoveredInterest
  + i.transferCash.receivedWon
  === i.wallet.balance + i.wallet.held + i.wallet.withdrawn + i.wallet.withdrawing + i.wallet.executed + i.wallet.tax + i.wallet.fee + i.transferCash.paidWon;

interface ScheduleRow {
  dueOn: string;
  principal: number;
  interest: number;
  fee: number;
}

interface Investor {
  session: Session;
  id: string;
  name: string;
  password: string;
  type: InvestorType;
  hasWithdrawAccount: boolean;
  wallet: WalletModel;
  investments: Map<string, { productId: string; amountWon: number; status: 'placed' | 'executed' | 'canceled' }>;
  /** Principal received per product: limits count invested − repaid. */
  repaidByProduct: Map<string, number>;
  /** Each loan's schedule as the server published it to this investor: product → seq → row. */
  published: Map<string, Map<number, ScheduleRow>>;
  /** `${productId}:${seq}` already credited in the model. */
  paid: Set<string>;
  /** An accelerated loan's claim as the model holds it: principal still owed to the investor, and the part of it written off. */
  claims: Map<string, { principalWon: number; writtenOffWon: number }>;
  /** Withdrawals answered `requested` (the bank had not answered yet): id → amount. */
  withdrawing: Map<string, number>;
  /** Claims bought (+) and sold (−) per product: the outstanding principal that changed hands. */
  transferNet: Map<string, number>;
  /** Cash of transfers: prices received as a seller; prices and 경과이자 paid as a buyer. */
  transferCash: { receivedWon: number; paidWon: number };
}

interface SimProduct {
  id: string;
  type: (typeof TYPES)[number];
  borrowerId: string;
  isRealty: boolean;
  /** Real-estate project financing: counts in the PF part of the real-estate limit too. */
  isPf: boolean;
  targetWon: number;
  closesAtMs: number;
  status: 'funding' | 'executed' | 'canceled';
  /** Funded the day before the outage and executed during it. */
  reserved: boolean;
  /** The fee policy in force on the execution date (the loan keeps it). */
  feeBp: number;
}

type Behaviour = 'on_time' | 'late' | 'early' | 'partial' | 'stops';
/** What becomes of a borrower who stops paying. */
type Fate = 'resume' | 'unpaid' | 'accelerate';
/** An accelerated loan's steps, in order (a step after the loan has ended is skipped). */
type BadStep = 'recover_full' | 'recover_part' | 'sell' | 'write_off';
/** The outcomes dealt in turn to accelerated loans, so a short run still sees each of them. */
const OUTCOMES: readonly BadStep[][] = [
  ['recover_part', 'recover_full'], ['sell'], ['write_off', 'recover_part'], ['recover_part'], ['recover_part', 'write_off', 'sell'], ['write_off'],
];

interface LoanInstallment {
  seq: number;
  due_on: string;
  principal: number;
  interest: number;
  status: string;
}

interface LoanKnown {
  behaviour: Behaviour;
  /** A borrower who stops: the first installment left unpaid, what follows, and after how many days overdue (resume or operator's acceleration). */
  stopSeq: number;
  fate: Fate;
  afterDays: number;
  /** Once accelerated: the steps still to take and the business date of the next. */
  steps: BadStep[] | null;
  nextStepOn: string;
  status: string;
  credit: number;
  installments: LoanInstallment[];
}

interface Limits {
  total: number | null;
  realty: number | null;
  /** The PF part of the real estate. */
  pf: number | null;
  borrower: number | null;
  /** Professional investors: the share of one product's target they may hold (basis points); null for the others. */
  shareBp: number | null;
}

/** A command taken while the worker was down: its outcome is applied to the model once it runs. */
interface PendingCommand {
  /** The order the command was planned in: outcomes are applied in it, so a seed replays. */
  order: number;
  session: Session;
  commandId: string;
  settle: (answer: Answer) => Promise<void> | void;
}

interface World {
  day: number;
  today: string;
  investors: Investor[];
  byId: Map<string, Investor>;
  products: Map<string, SimProduct>;
  loans: Map<string, LoanKnown>;
  limits: Record<InvestorType, Limits>;
  policy: { incomeTaxBp: number; feeBp: number };
  /** Whether POST /investments takes docs/api.md's `acknowledged: true` (an older server refuses the unknown field). */
  acknowledge: boolean;
  faults: number;
  /** Products the platform canceled at their funding deadline (funding_failed), as the model learned them. */
  platformCancels: number;
  /** A fault happened since the last full verify (verify rebuilds every read model: the costliest check). */
  verifyDue: boolean;
  reported: Set<string>;
  probes: number;
  violations: { seed: number; day: number; invariant: string; detail: unknown }[];
  /** Paid schedule rows newer than this (database time) are compared and credited at the next check. */
  paidSince: Date;
  sample: number;
  /** The sandbox central registry is down (a fault): no investment may be placed unchecked. */
  registryDown: boolean;
  /** Investments answered retry_later while the registry was down. */
  registryRefusals: number;
  /** Bad-loan events (loan and wallet streams) the model has taken in, by global position. */
  badSeen: Set<number>;
  /** Accelerated loans dealt an outcome so far (OUTCOMES is dealt in turn). */
  outcomesDealt: number;
  /** The policy's acceleration_days (set once at the start). */
  accelerationDays: number;
  /** Auto-invest: investors holding a running contract, its terms as last set; what the model counted. */
  contracts: Map<string, AutoTerms>;
  auto: { contracts: number; changed: number; stopped: number; placed: number };
  /** Transfers (docs/api.md "Transfers"): listings opened, claims bought, refusals by fail code; the fees the model expects. */
  transfers: {
    listed: number; bought: number; refused: Record<string, number>; feeWon: number; transferFeeBp: number;
    /** Purchases asked while the worker was down (each answered 202), and how many of them completed once it was back. */
    outage: { asked: number; bought: number };
  };
}

interface AutoTerms {
  amount_per_product: number;
  total_limit: number;
  max_per_borrower: number | null;
  ends_on: string;
  criteria: { types: string[]; include_pf: boolean };
}

/**
 * A violation. `key` names what was found when it would be found again every day after (a read
 * model that differs from its rebuild stays different): it is reported once, on the day it appeared.
 */
function fail(world: World, invariant: string, detail: unknown, key?: string): void {
  if (key !== undefined) {
    if (world.reported.has(`${invariant}:${key}`)) return;
    world.reported.add(`${invariant}:${key}`);
  }
  // The first violation of an invariant is logged whole (it is what to debug), repeats shortened.
  const first = !world.violations.some((v) => v.invariant === invariant);
  world.violations.push({ seed: SEED, day: world.day, invariant, detail });
  log(`VIOLATION day ${world.day}: ${invariant} ${JSON.stringify(detail).slice(0, first ? 20_000 : 600)}`);
}

class Processes {
  private api: ChildProcess | null = null;
  private worker: ChildProcess | null = null;
  private redis: ChildProcess | null = null;
  constructor(private readonly env: Record<string, string>, private readonly redisPort: number) {}

  /** Processes the simulation kills on purpose; any other exit is logged with the end of its stderr. */
  private readonly killed = new WeakSet<ChildProcess>();

  private start(entry: string, extra: Record<string, string>): ChildProcess {
    const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/server/src', entry)], { cwd: ROOT, env: { ...process.env, ...this.env, ...extra }, stdio: ['ignore', 'ignore', 'pipe'] });
    let tail = '';
    child.stderr!.on('data', (d: Buffer) => {
      if (process.env.SIM_VERBOSE) process.stderr.write(d);
      tail = (tail + d.toString()).slice(-8_000);
    });
    child.on('exit', (code, signal) => {
      if (!this.killed.has(child)) log(`${entry} exited unexpectedly (code ${code}, signal ${signal}); its stderr ends:\n${tail}`);
    });
    return child;
  }

  private kill(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGKILL'): void {
    if (!child) return;
    this.killed.add(child);
    child.kill(signal);
  }

  async startAll(port: number): Promise<void> {
    this.redis = spawn('redis-server', ['--port', String(this.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await sleep(300);
    this.api = this.start('main.js', { PORT: String(port), WORKER: 'false' });
    this.startWorker();
  }

  startWorker(): void {
    this.worker = this.start('worker.js', {});
  }

  stopWorker(): void {
    this.kill(this.worker);
    this.worker = null;
  }

  killWorker(): void {
    this.stopWorker();
    this.startWorker();
  }

  async pauseWorker(ms: number): Promise<void> {
    this.worker?.kill('SIGSTOP');
    await sleep(ms);
    this.worker?.kill('SIGCONT');
  }

  flushRedis(): void {
    spawnSync('redis-cli', ['-p', String(this.redisPort), 'FLUSHALL'], { stdio: 'ignore' });
  }

  stopAll(): void {
    for (const child of [this.api, this.worker, this.redis]) this.kill(child);
  }
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, waitMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => null);
    if (value) return value;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

// ---- investors and their wallets ----

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN_NAMES = ['민준', '서연', '도윤', '지우', '하준', '서윤', '시우', '하은', '주원', '지민', '예준', '수아'];

async function newInvestor(baseUrl: string, n: number): Promise<Investor> {
  const session = new Session(baseUrl);
  const password = `sim-${randomBytes(4).toString('hex')}-2026`;
  const name = `${SURNAMES[n % SURNAMES.length]}${GIVEN_NAMES[Math.floor(n / SURNAMES.length) % GIVEN_NAMES.length]}`;
  const email = `sim-${SEED}-${n}-${randomBytes(3).toString('hex')}@example.com`;
  const signUp = await session.request('POST', '/api/auth/sign_up', { email, password, name, phone: '010-1234-5678', agree_terms: true });
  if (signUp.status !== 201) throw new Error(`sign_up: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  session.login = { email, password };
  // Identity verification (본인인증) comes before a virtual account; the sandbox provider verifies this phone.
  const verified = await session.request('POST', '/api/me/identity_verification', { name, birth_date: '1990-01-02', phone: '010-1234-5678' });
  if (verified.status !== 201) throw new Error(`identity_verification: ${verified.status} ${JSON.stringify(verified.body)}`);
  const vaccount = await session.request('POST', '/api/vaccount', {});
  if (vaccount.status !== 201) throw new Error(`vaccount: ${vaccount.status} ${JSON.stringify(vaccount.body)}`);
  return {
    session, id: signUp.body.user.id, name, password, type: 'general', hasWithdrawAccount: false, wallet: emptyWallet(),
    investments: new Map(), repaidByProduct: new Map(), published: new Map(), paid: new Set(), withdrawing: new Map(), claims: new Map(),
    transferNet: new Map(), transferCash: { receivedWon: 0, paidWon: 0 },
  };
}

/** The bank's notification is recorded before the answer; its credit may still be queued (checked after the queue drains). */
async function deposit(investor: Investor, amountWon: number): Promise<string> {
  const res = await investor.session.request('POST', '/api/sandbox/deposits', { amount: amountWon });
  if (res.status !== 201) throw new Error(`deposit: ${res.status} ${JSON.stringify(res.body)}`);
  investor.wallet.balance += amountWon;
  investor.wallet.deposited += amountWon;
  return res.body.tid;
}

/** A deposit the next step spends: waits (bounded) until the server has credited it. */
async function depositCredited(investor: Investor, amountWon: number): Promise<void> {
  await deposit(investor, amountWon);
  // A model that disagrees is reported by the day's check, not here.
  await until('a deposit to be credited', async () => (await investor.session.request('GET', '/api/wallet')).body?.balance === investor.wallet.balance).catch(() => undefined);
}

/** Investments still counting against the limits, per product: held + executed − principal repaid. */
function usageOf(world: World, investor: Investor): { total: number; realty: number; pf: number; byBorrower: Map<string, number>; byProduct: Map<string, number> } {
  const byProduct = new Map<string, number>();
  for (const i of investor.investments.values()) if (i.status !== 'canceled') byProduct.set(i.productId, (byProduct.get(i.productId) ?? 0) + i.amountWon);
  // A claim bought counts against the buyer's limits, a claim sold no longer against the seller's.
  for (const [productId, netWon] of investor.transferNet) byProduct.set(productId, (byProduct.get(productId) ?? 0) + netWon);
  const usage = { total: 0, realty: 0, pf: 0, byBorrower: new Map<string, number>(), byProduct };
  for (const [productId, investedWon] of byProduct) {
    const product = world.products.get(productId)!;
    const outstanding = investedWon - (investor.repaidByProduct.get(productId) ?? 0);
    usage.total += outstanding;
    if (product.isRealty) usage.realty += outstanding;
    if (product.isPf) usage.pf += outstanding;
    usage.byBorrower.set(product.borrowerId, (usage.byBorrower.get(product.borrowerId) ?? 0) + outstanding);
  }
  return usage;
}

/**
 * The limit code the server must answer for these items (docs/design.md "Checks and limits": a
 * professional investor's share of the product, total, real estate and its PF part, same borrower,
 * item by item), or null.
 */
function expectedLimitCode(world: World, investor: Investor, items: { product_id: string; amount: number }[]): LimitCode | null {
  const limits = world.limits[investor.type];
  const usage = usageOf(world, investor);
  for (const item of items) {
    const product = world.products.get(item.product_id)!;
    const withBorrower = usage.byBorrower.get(product.borrowerId) ?? 0;
    const inProduct = usage.byProduct.get(product.id) ?? 0;
    if (limits.shareBp !== null && inProduct + item.amount > Math.floor((product.targetWon * limits.shareBp) / 10_000)) return 'over_institutional_share_limit';
    if (limits.total !== null && usage.total + item.amount > limits.total) return 'over_total_invest_limit';
    if (product.isRealty && limits.realty !== null && usage.realty + item.amount > limits.realty) return 'over_realty_invest_limit';
    if (product.isPf && limits.pf !== null && usage.pf + item.amount > limits.pf) return 'over_realty_invest_limit';
    if (limits.borrower !== null && withBorrower + item.amount > limits.borrower) return 'over_borrower_invest_limit';
    usage.total += item.amount;
    if (product.isRealty) usage.realty += item.amount;
    if (product.isPf) usage.pf += item.amount;
    usage.byBorrower.set(product.borrowerId, withBorrower + item.amount);
    usage.byProduct.set(product.id, inProduct + item.amount);
  }
  return null;
}

function placed(investor: Investor, answer: Answer): void {
  for (const i of answer.body.investments as { id: string; product_id: string; amount: number }[]) {
    investor.investments.set(i.id, { productId: i.product_id, amountWon: i.amount, status: 'placed' });
    investor.wallet.balance -= i.amount;
    investor.wallet.held += i.amount;
  }
}

/** Places an investment and judges the answer against the investor type's limits; `follow` false leaves a 202 pending. */
async function invest(world: World, investor: Investor, items: { product_id: string; amount: number }[], follow = true): Promise<Answer> {
  const expected = expectedLimitCode(world, investor, items);
  const ticket = await investor.session.request('POST', '/api/invest_tickets');
  if (ticket.status !== 201) throw new Error(`invest_tickets: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  const send = () => investor.session.request('POST', '/api/investments', { ticket: ticket.body.ticket, items, ...(world.acknowledge ? { acknowledged: true } : {}) }, {}, follow);
  let answer = await send();
  if (answer.status === 400 && answer.body?.fields?.acknowledged === 'unknown_field') {
    // docs/api.md asks for `acknowledged: true`; a server that does not take the field yet refuses it as unknown.
    world.acknowledge = false;
    log('POST /investments refuses docs/api.md\'s `acknowledged` field as unknown; investing without it');
    answer = await send();
  }
  if (answer.status === 202) return answer;
  judgeLimits(world, investor, items, expected, answer);
  if (world.registryDown && answer.status === 201) fail(world, 'with the registry down, no investment is placed unchecked', { user: investor.id, items });
  if (world.registryDown && answer.body?.fail_code === 'retry_later') world.registryRefusals += 1;
  if (answer.status === 201) placed(investor, answer);
  return answer;
}

function judgeLimits(world: World, investor: Investor, items: unknown, expected: LimitCode | null, answer: Answer): void {
  const code: string | undefined = answer.body?.fail_code;
  const detail = { user: investor.id, type: investor.type, items, expected, status: answer.status, code };
  if (answer.status === 201 && expected !== null) fail(world, 'an investment over the investor type\'s limit is refused', detail);
  else if (code && LIMIT_CODES.includes(code) && code !== expected) fail(world, 'a limit refusal answers the limit the model says is exceeded (share of the product, total, real estate, PF, same borrower, in that order)', detail);
  else if (code && AFTER_LIMIT_CODES.includes(code) && expected !== null) fail(world, 'limits are checked before the registry and the balance', detail);
}

function releaseHolds(world: World, productId: string, to: 'executed' | 'canceled'): Investor[] {
  const touched: Investor[] = [];
  for (const investor of world.investors) {
    let any = false;
    for (const i of investor.investments.values()) {
      if (i.productId !== productId || i.status !== 'placed') continue;
      i.status = to;
      investor.wallet.held -= i.amountWon;
      if (to === 'executed') investor.wallet.executed += i.amountWon;
      else investor.wallet.balance += i.amountWon;
      any = true;
    }
    if (any) touched.push(investor);
  }
  return touched;
}

/**
 * The limits in force (GET /admin/limit_policy) by investor type: amounts for general and
 * income-qualified investors, the share of one product for professional ones. The simulation's
 * business days stay within one policy (no operator schedules a change).
 */
async function limitPolicy(operator: Session): Promise<Record<InvestorType, Limits>> {
  const res = await operator.request('GET', '/api/admin/limit_policy');
  if (res.status !== 200) throw new Error(`limit policy: ${res.status} ${JSON.stringify(res.body)}`);
  const amounts = (l: { total: number; realty: number; pf: number; per_borrower: number }): Limits => ({ total: l.total, realty: l.realty, pf: l.pf, borrower: l.per_borrower, shareBp: null });
  return {
    general: amounts(res.body.general),
    income_qualified: amounts(res.body.income_qualified),
    professional: { total: null, realty: null, pf: null, borrower: null, shareBp: res.body.institutional_share_bp },
  };
}

// ---- products and loans ----

const TYPES = ['credit', 'corporate', 'apt', 'realty'] as const;

async function createProduct(
  operator: Session, world: World, nowMs: number, opts: { type?: SimProduct['type']; targetWon?: number; reserved?: boolean; isPf?: boolean } = {},
): Promise<SimProduct> {
  const type = opts.type ?? pick(TYPES);
  // Some real-estate loans are project financing (is_pf); credit and corporate ones never are.
  const isPf = type === 'apt' || type === 'realty' ? opts.isPf ?? chance(0.3) : false;
  const borrowerId = `SIM-${randomBytes(4).toString('hex')}`;
  const targetWon = opts.targetWon ?? units(20, 150);
  const closesAtMs = nowMs + 6 * DAY_MS;
  const body = {
    title: `시뮬레이션 상품 ${randomBytes(3).toString('hex')}`, type, borrower_id: borrowerId, borrower_name: '김대출', grade: 'B1',
    rate_bp: 600 + Math.floor(random() * 1400), term_months: 1 + Math.floor(random() * 6), repayment_method: chance(0.6) ? 'equal_installment' : 'bullet',
    target_amount: targetWon, max_per_user: 0, opens_at: new Date(nowMs - 60_000).toISOString(), closes_at: new Date(closesAtMs).toISOString(),
    investor_only: false, description: '시뮬레이션으로 만든 상품입니다.', is_pf: isPf,
    ...(type === 'apt' || type === 'realty' ? { collateral: { address: '서울특별시 강남구 테헤란로 1', appraisal_amount: 1_000_000_000, senior_debt_amount: 100_000_000, lien_rank: 2 } } : {}),
  };
  const created = await operator.request('POST', '/api/admin/products', body);
  if (created.status !== 201) throw new Error(`create product: ${created.status} ${JSON.stringify(created.body)}`);
  const opened = await operator.request('POST', `/api/admin/products/${created.body.id}/open`);
  // The worker's scheduler also opens a product whose opens_at has passed: it may have been first.
  const status = ok(opened) ? 'funding' : (await operator.request('GET', `/api/products/${created.body.id}`)).body?.status;
  if (status !== 'funding') throw new Error(`open product: ${opened.status} ${JSON.stringify(opened.body)}, now ${status}`);
  const product: SimProduct = { id: created.body.id, type, borrowerId, isRealty: type === 'apt' || type === 'realty', isPf, targetWon, closesAtMs, status: 'funding', reserved: opts.reserved ?? false, feeBp: 0 };
  world.products.set(product.id, product);
  return product;
}

interface ListedProduct {
  id: string;
  target_amount: number;
  raised_amount: number;
  closes_at: string;
}

/** Listed products in the order the simulation created them (the listing's order may follow random ids; a seed must replay). */
async function listProducts(session: Session, world: World, status: string): Promise<ListedProduct[]> {
  const all = new Map<string, ListedProduct>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const res = (await session.request('GET', `/api/products?status=${status}&size=100&page=${page}`)).body;
    for (const p of res?.items ?? []) all.set(p.id, p);
    if (!res?.items || res.items.length < 100) break;
  }
  return [...world.products.keys()].filter((id) => all.has(id)).map((id) => all.get(id)!);
}

/** After an execution: every investor's schedule as published, its split checked against the loan's. */
async function executed(operator: Session, world: World, productId: string): Promise<void> {
  const product = world.products.get(productId)!;
  product.status = 'executed';
  // The fee follows the policy in force on the execution date (the run that executes a backlog
  // product is the day after the outage; no policy change happens between).
  product.feeBp = world.policy.feeBp;
  const investors = releaseHolds(world, productId, 'executed');
  if (!(await refreshLoan(operator, world, productId))) fail(world, 'when execute answers, the loan\'s schedule is readable', { productId });
  await publishSchedules(world, productId, investors);
}

async function refreshLoan(operator: Session, world: World, productId: string): Promise<LoanKnown | undefined> {
  const loan = (await operator.request('GET', `/api/admin/loans/${productId}`)).body;
  if (!loan?.installments) return undefined;
  const known = world.loans.get(productId) ?? newLoanKnown();
  known.status = loan.status;
  known.credit = Number(loan.credit ?? 0);
  known.installments = loan.installments;
  world.loans.set(productId, known);
  return known;
}

/** A newly executed loan's seeded borrower: one in ten stops paying at its first installment (so a three-month run sees its loans go all the way). */
function newLoanKnown(): LoanKnown {
  const behaviour = pick(['on_time', 'on_time', 'on_time', 'on_time', 'on_time', 'on_time', 'late', 'early', 'partial', 'stops'] as const);
  const fate = pick(['resume', 'unpaid', 'accelerate'] as const);
  return {
    behaviour, stopSeq: 1, fate, afterDays: fate === 'resume' ? 12 + Math.floor(random() * 25) : 5 + Math.floor(random() * 15),
    steps: null, nextStepOn: '', status: '', credit: 0, installments: [],
  };
}

/**
 * Reads each investor's schedule of the product (GET /investments/{id}/repayments) and keeps it
 * as the model's expectation of every payout: shares are exact both ways, so each investor's
 * principal sums to what they invested and each installment's shares sum to the loan's.
 */
async function publishSchedules(world: World, productId: string, investors: Investor[]): Promise<void> {
  const product = world.products.get(productId)!;
  const loan = world.loans.get(productId);
  const sums = new Map<number, { principal: number; interest: number }>();
  for (const investor of investors) {
    const res = await investor.session.request('GET', `/api/investments/${productId}/repayments`);
    if (res.status !== 200) {
      fail(world, 'every investor\'s schedule is readable once the loan is executed', { user: investor.id, productId, status: res.status, body: res.body });
      continue;
    }
    const rows = new Map<number, ScheduleRow>();
    for (const r of res.body.schedule as { seq: number; due_on: string; principal: number; interest: number; fee: number }[]) {
      rows.set(r.seq, { dueOn: r.due_on, principal: r.principal, interest: r.interest, fee: r.fee });
      const sum = sums.get(r.seq) ?? { principal: 0, interest: 0 };
      sum.principal += r.principal;
      sum.interest += r.interest;
      sums.set(r.seq, sum);
      const feeWon = Math.floor((r.interest * product.feeBp) / 10_000);
      if (r.fee !== feeWon) fail(world, 'the fee follows the policy in force on the execution date', { user: investor.id, productId, seq: r.seq, fee: r.fee, expected: feeWon, feeBp: product.feeBp });
    }
    investor.published.set(productId, rows);
    const investedWon = [...investor.investments.values()].filter((i) => i.productId === productId && i.status === 'executed').reduce((t, i) => t + i.amountWon, 0)
      + (investor.transferNet.get(productId) ?? 0);
    const principalWon = [...rows.values()].reduce((t, r) => t + r.principal, 0);
    if (principalWon !== investedWon) fail(world, 'each investor\'s scheduled principal sums to what they invested', { user: investor.id, productId, principalWon, investedWon });
  }
  for (const installment of loan?.installments ?? []) {
    if (installment.status === 'replaced') continue;
    const sum = sums.get(installment.seq) ?? { principal: 0, interest: 0 };
    if (investors.length > 0 && (sum.principal !== installment.principal || sum.interest !== installment.interest)) {
      fail(world, 'each installment\'s shares sum to the borrower\'s installment', { productId, seq: installment.seq, shares: sum, installment });
    }
  }
}

/** Who holds or held a part of the loan: its investors and the buyers of its claims. */
function investorsOf(world: World, productId: string): Investor[] {
  return world.investors.filter((i) => i.transferNet.has(productId) || [...i.investments.values()].some((x) => x.productId === productId && x.status === 'executed'));
}

/**
 * Products the platform canceled at their funding deadline (docs/api.md "Products": the
 * scheduler's minute pass, at the latest the day's repayment run): the model releases their holds
 * as the server did. Only the platform cancels here, only a product still raising past its
 * closes_at, and never one that raised its target.
 */
async function learnPlatformCancels(db: Client, world: World): Promise<void> {
  const funding = [...world.products.values()].filter((p) => p.status === 'funding').map((p) => p.id);
  if (funding.length === 0) return;
  const canceled = (await db.query(`SELECT id::text AS id, cancel_reason, canceled_at, closes_at, raised_amount::bigint AS raised, target_amount::bigint AS target
    FROM products WHERE status = 'canceled' AND id = ANY($1::uuid[])`, [funding])).rows;
  for (const row of canceled) {
    const product = world.products.get(row.id)!;
    if (row.cancel_reason !== 'funding_failed') fail(world, 'only the platform cancels in this run, with cancel_reason funding_failed', { productId: row.id, cancel_reason: row.cancel_reason });
    if (new Date(row.canceled_at).getTime() <= product.closesAtMs) fail(world, 'the platform cancels a product only once the business clock has passed its closes_at', { productId: row.id, canceledAt: row.canceled_at, closesAt: row.closes_at });
    const heldWon = world.investors.reduce((t, i) => t + [...i.investments.values()].filter((x) => x.productId === row.id && x.status === 'placed').reduce((u, x) => u + x.amountWon, 0), 0);
    if (heldWon >= product.targetWon) fail(world, 'a product that raised its target is never canceled for failed funding', { productId: row.id, heldWon, target: product.targetWon });
    product.status = 'canceled';
    releaseHolds(world, row.id, 'canceled');
    world.platformCancels += 1;
  }
}

/** The business clock's now, in SQL (the sandbox clock's offset on the database's time). */
const BUSINESS_NOW_SQL = `now() + (SELECT offset_ms FROM business_clock) * interval '1 millisecond'`;
/** Live holds in products past their deadline that did not raise their target: the funding-deadline sweep leaves none. */
const HELD_PAST_DEADLINE_SQL = `FROM investments i JOIN products p ON p.id = i.product_id
  WHERE i.status = 'placed' AND p.status <> 'funded' AND p.closes_at < ${BUSINESS_NOW_SQL}`;

/**
 * No hold on a product past its deadline (docs/design.md "Repayments", last bullet), once the day's run
 * is done: on the server, no live investment in a product past closes_at unless it raised its
 * target (funded, waiting for execution); in the model, none either.
 */
async function checkNoHoldPastDeadline(db: Client, world: World): Promise<void> {
  const [{ now }] = (await db.query(`SELECT ${BUSINESS_NOW_SQL} AS now`)).rows;
  const nowMs = new Date(now).getTime();
  const held = (await db.query(`SELECT p.id::text AS id, p.status, p.closes_at, sum(i.amount)::bigint AS held ${HELD_PAST_DEADLINE_SQL}
    GROUP BY p.id, p.status, p.closes_at LIMIT 5`)).rows;
  if (held.length > 0) fail(world, 'no hold on a product past its deadline (the server\'s investments)', held);
  const funded = new Set((await db.query(`SELECT id::text AS id FROM products WHERE status = 'funded'`)).rows.map((r) => r.id as string));
  const modelHeld = [...world.products.values()].filter((p) => p.closesAtMs < nowMs && !funded.has(p.id)).flatMap((p) =>
    world.investors.flatMap((i) => [...i.investments.values()].filter((x) => x.productId === p.id && x.status === 'placed').map((x) => ({ user: i.id, productId: p.id, amountWon: x.amountWon }))));
  if (modelHeld.length > 0) fail(world, 'no hold on a product past its deadline (the model)', modelHeld.slice(0, 5));
}

// ---- investor types ----

/**
 * Some general investors apply for income_qualified or professional (POST /me/investor_type_requests)
 * and an operator decides each (GET /admin/investor_type_requests, POST …/{id}/approve|reject);
 * the richer types get deposits that let them use their larger limits.
 */
async function upgradeInvestors(operator: Session, world: World, share: number): Promise<void> {
  const general = world.investors.filter((i) => i.type === 'general');
  const count = Math.max(2, Math.round(world.investors.length * share));
  const applied = new Map<string, InvestorType>();
  for (let k = 0; k < count && general.length > 0; k += 1) {
    const investor = general.splice(Math.floor(random() * general.length), 1)[0];
    const wanted: InvestorType = k % 2 === 1 ? 'professional' : 'income_qualified';
    const res = await investor.session.request('POST', '/api/me/investor_type_requests', { investor_type: wanted, evidence: wanted === 'professional' ? '금융투자업 종사 확인서' : '근로소득원천징수영수증 (1억원 초과)' });
    if (res.status !== 201) fail(world, 'an investor can apply for another investor type', { user: investor.id, status: res.status, body: res.body });
    else applied.set(investor.id, wanted);
  }
  const pending = new Map<string, { id: string; user_id: string; investor_type: InvestorType }>(
    ((await operator.request('GET', '/api/admin/investor_type_requests?status=pending&size=100')).body?.items ?? []).map((r: { user_id: string }) => [r.user_id, r]));
  let decided = 0;
  // Decided in the order applied, so a seed replays.
  for (const [userId, wanted] of applied) {
    const request = pending.get(userId);
    const investor = world.byId.get(userId)!;
    if (!request || request.investor_type !== wanted) continue;
    // Most are approved; one in five is rejected and stays general.
    const approve = chance(0.8);
    const res = await operator.request('POST', `/api/admin/investor_type_requests/${request.id}/${approve ? 'approve' : 'reject'}`);
    if (res.status !== 200) {
      fail(world, 'an operator decides a pending investor-type request', { request, status: res.status, body: res.body });
      continue;
    }
    decided += 1;
    if (!approve) continue;
    investor.type = request.investor_type;
    await deposit(investor, request.investor_type === 'professional' ? 80_000_000 : 30_000_000);
  }
  if (decided !== applied.size) fail(world, 'every investor-type request is listed for operators while pending', { applied: applied.size, decided });
  const types = world.investors.reduce((t, i) => ({ ...t, [i.type]: (t[i.type] ?? 0) + 1 }), {} as Record<string, number>);
  log(`investor types: ${JSON.stringify(types)}`);
}

/**
 * Probes the per-type limits on a large product: a general investor asks for more than their
 * real-estate (or same-borrower) room and must be refused with the docs/api.md code, nothing moved;
 * an income-qualified investor takes more than a general one could; a professional more than
 * an income-qualified one could.
 */
async function probeLimits(operator: Session, world: World, nowMs: number): Promise<void> {
  const realty = chance(0.5);
  const product = await createProduct(operator, world, nowMs, { type: realty ? 'realty' : 'credit', targetWon: units(6_000, 12_000), isPf: realty && chance(0.5) });
  const general = world.investors.filter((i) => i.type === 'general');
  if (general.length === 0) return;
  const g = pick(general);
  const usage = usageOf(world, g);
  const limits = world.limits.general;
  const realtyRoom = product.isPf ? Math.min(limits.realty! - usage.realty, limits.pf! - usage.pf) : limits.realty! - usage.realty;
  const room = realty ? Math.min(realtyRoom, limits.borrower!) : limits.borrower!;
  const over = Math.ceil((room + 1) / 10_000) * 10_000;
  const before = (await g.session.request('GET', '/api/wallet')).body;
  const answer = await invest(world, g, [{ product_id: product.id, amount: over }]);
  const after = (await g.session.request('GET', '/api/wallet')).body;
  // The product is open to everyone: auto-invest contracts may place into it meanwhile, so the refused
  // investor's own placements in it are what must stay none (not the product's raised amount).
  const mine = ((await g.session.request('GET', '/api/investments?status=placed')).body?.items ?? []) as { product_id: string }[];
  const placedInProduct = mine.filter((i) => i.product_id === product.id).length;
  world.probes += 1;
  if (answer.status === 201 || !LIMIT_CODES.includes(answer.body?.fail_code)) fail(world, 'a general investor over their limit is refused with the limit\'s fail code', { user: g.id, amount: over, answer });
  if (before.balance !== after.balance || before.held !== after.held || placedInProduct !== 0) fail(world, 'a refused investment changes nothing', { before, after, placedInProduct });
  // Within the richer types' limits: each must be accepted.
  for (const type of ['income_qualified', 'professional'] as const) {
    const candidates = world.investors.filter((i) => i.type === type);
    if (candidates.length === 0) continue;
    const investor = pick(candidates);
    // A professional investor: beyond any general limit, within their share of the product.
    const shareWon = Math.floor((product.targetWon * (world.limits.professional.shareBp ?? 10_000)) / 10_000 / 10_000) * 10_000;
    const amountWon = type === 'income_qualified' ? Math.min(units(520, 1_500), world.limits.income_qualified.borrower ?? Infinity) : Math.min(units(2_010, 3_000), shareWon);
    if (investor.wallet.balance < amountWon) await depositCredited(investor, amountWon - investor.wallet.balance + 10_000);
    const expected = expectedLimitCode(world, investor, [{ product_id: product.id, amount: amountWon }]);
    const res = await invest(world, investor, [{ product_id: product.id, amount: amountWon }]);
    world.probes += 1;
    if (expected === null && res.status !== 201 && res.body?.fail_code !== 'exceed_amount_limit') fail(world, `an ${type} investor may invest beyond a general investor's limit`, { user: investor.id, amountWon, res });
  }
}

// ---- a day of investors and borrowers ----

async function investorsAct(operator: Session, world: World, funding: ListedProduct[]): Promise<void> {
  const open = funding.filter((p) => world.products.get(p.id)?.status === 'funding');
  for (const investor of world.investors) {
    if (chance(0.03)) await deposit(investor, units(10, 300));
    if (open.length > 0 && chance(0.3)) {
      // Sometimes the rest of a product (it becomes funded), sometimes a slice; one or two products.
      const amountFor = (p: ListedProduct) => {
        const left = Math.max(10_000, p.target_amount - p.raised_amount);
        return chance(0.25) ? left : Math.min(units(1, 30), left);
      };
      const items = (chance(0.2) && open.length > 1 ? [pick(open), pick(open)] : [pick(open)])
        .filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i)
        .map((p) => ({ product_id: p.id, amount: amountFor(p) }));
      await invest(world, investor, items);
    }
    const placedIds = [...investor.investments].filter(([, i]) => i.status === 'placed' && world.products.get(i.productId)?.status === 'funding').map(([id]) => id);
    if (placedIds.length > 0 && chance(0.03)) {
      const id = placedIds[0];
      const canceled = await investor.session.request('DELETE', `/api/investments/${id}`);
      if (canceled.status === 200) {
        const i = investor.investments.get(id)!;
        i.status = 'canceled';
        investor.wallet.balance += i.amountWon;
        investor.wallet.held -= i.amountWon;
      }
    }
    if (chance(0.02)) await withdraw(operator, world, investor);
  }
}

/**
 * The forced failure is the sandbox bank's next call, whoever makes it: the worker's own calls in
 * the meantime (a withdrawal the bank reconciler sends again, a loan's repayment account) may take
 * it first. Then the withdrawal never met the timeout, and answering as the bank did is right; a
 * fault still pending after a completed withdrawal would mean it bypassed the bank.
 */
async function faultTakenElsewhere(operator: Session): Promise<boolean> {
  const state = await operator.request('GET', '/api/admin/sandbox/bank');
  return state.status === 200 && state.body?.fail_next === null;
}

/** A withdrawal; one in ten meets a bank timeout (fail_next), which must restore the money. */
async function withdraw(operator: Session, world: World, investor: Investor): Promise<void> {
  if (!investor.hasWithdrawAccount) {
    const account = await investor.session.request('POST', '/api/withdraw_account', { bank_code: '088', account_number: '110123456789', holder_name: investor.name, password: investor.password });
    investor.hasWithdrawAccount = account.status === 201;
  }
  const amountWon = Math.min(units(1, 20), Math.floor(investor.wallet.balance / 10_000) * 10_000);
  if (!investor.hasWithdrawAccount || amountWon < 10_000) return;
  const timeout = chance(0.1);
  if (timeout) {
    await operator.request('POST', '/api/admin/sandbox/bank', { fail_next: 'REQUEST_HAS_TIME_OUT' });
    world.faults += 1;
    world.verifyDue = true;
  }
  const res = await investor.session.request('POST', '/api/withdrawals', { amount: amountWon, password: investor.password }, { 'idempotency-key': randomBytes(8).toString('hex') });
  if (timeout && res.body?.fail_code !== 'REQUEST_HAS_TIME_OUT' && res.body?.status !== 'requested' && !(await faultTakenElsewhere(operator))) {
    fail(world, 'a withdrawal the bank times out answers REQUEST_HAS_TIME_OUT', { user: investor.id, status: res.status, body: res.body });
  }
  if (timeout) await operator.request('POST', '/api/admin/sandbox/bank', { fail_next: null });
  if (res.status !== 201) return; // refused or failed at the bank: the money is back (the check compares)
  investor.wallet.balance -= amountWon;
  if (res.body.status === 'completed') investor.wallet.withdrawn += amountWon;
  else if (res.body.status === 'requested') {
    investor.wallet.withdrawing += amountWon;
    investor.withdrawing.set(res.body.id, amountWon);
  } else investor.wallet.balance += amountWon;
}

/** What each borrower pays today by their seeded behaviour, from the loans as last read. */
function borrowerPlan(world: World, today: string, allowEarly: boolean): { productId: string; amountWon: number }[] {
  const plan: { productId: string; amountWon: number }[] = [];
  for (const [productId, loan] of world.loans) {
    const open = loan.installments.filter((i) => i.status === 'scheduled');
    // An accelerated loan takes money only as a recovery (badLoansAct); an ended one none.
    if ((loan.status !== 'repaying' && loan.status !== 'overdue') || open.length === 0) continue;
    if (loan.behaviour === 'early' && allowEarly && open.length > 1 && chance(0.2)) {
      plan.push({ productId, amountWon: open.reduce((t, i) => t + i.principal + i.interest, 0) });
      continue;
    }
    const lateDays = loan.behaviour === 'late' ? 10 : 0;
    for (const installment of open.filter((i) => i.due_on <= today)) {
      const overdueBy = (Date.parse(today) - Date.parse(installment.due_on)) / DAY_MS;
      if (overdueBy < lateDays) continue;
      const stopped = loan.behaviour === 'stops' && installment.seq >= loan.stopSeq;
      if (stopped && (loan.fate !== 'resume' || overdueBy < loan.afterDays)) break;
      // A borrower who resumes pays late interest too (at most 20 % a year for the days late: 4 % of
      // the principal covers it); what is over stays their credit for the next installment.
      const total = installment.principal + installment.interest + (stopped ? Math.ceil(installment.principal * 0.04) : 0);
      plan.push({ productId, amountWon: loan.behaviour === 'partial' ? Math.ceil(total / 2) : total });
    }
  }
  return plan;
}

/** After a borrower's payment: the loan re-read, an early payoff's new schedule published, credit left on a completed loan refunded. */
async function afterPayment(operator: Session, world: World, productId: string, answer: Answer): Promise<void> {
  if (!ok(answer)) return;
  const loan = await refreshLoan(operator, world, productId);
  if (answer.body?.repaid_early) await publishSchedules(world, productId, investorsOf(world, productId));
  if (loan?.status === 'completed' && loan.credit > 0) {
    const refunded = await operator.request('POST', `/api/admin/products/${productId}/borrower_refunds`, { amount: loan.credit });
    if (refunded.status === 201) loan.credit = 0;
  }
}

async function borrowersPay(operator: Session, world: World, today: string): Promise<void> {
  for (const { productId, amountWon } of borrowerPlan(world, today, true)) {
    const answer = await operator.request('POST', `/api/admin/products/${productId}/borrower_repayments`, { amount: amountWon, paid_on: today }, { 'idempotency-key': randomBytes(8).toString('hex') });
    await afterPayment(operator, world, productId, answer);
  }
}

// ---- loans that go bad ----

const addDaysTo = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const key = () => ({ 'idempotency-key': randomBytes(8).toString('hex') });

/**
 * The operator's side of bad loans, each day: the loans' statuses as they stand (the daily run
 * accelerates by itself), an operator accelerating a stopped borrower's loan some days into its
 * arrears, and each accelerated loan's next step once its day has come (the outcomes are dealt
 * in turn: recovered in full after a partial recovery, sold, written off then partly recovered, …).
 */
async function badLoansAct(db: Client, operator: Session, world: World, today: string): Promise<void> {
  const statuses = new Map((await db.query(`SELECT product_id::text AS id, status FROM loans`)).rows.map((r) => [r.id as string, r.status as string]));
  for (const [productId, loan] of world.loans) {
    loan.status = statuses.get(productId) ?? loan.status;
    if (loan.status === 'defaulted' && loan.steps === null) {
      loan.steps = [...OUTCOMES[world.outcomesDealt++ % OUTCOMES.length]];
      loan.nextStepOn = addDaysTo(today, 2 + Math.floor(random() * 5));
    }
    if ((loan.status === 'repaying' || loan.status === 'overdue') && loan.behaviour === 'stops' && loan.fate === 'accelerate') {
      const late = loan.installments.find((i) => i.status === 'scheduled' && i.seq >= loan.stopSeq);
      if (late && addDaysTo(late.due_on, loan.afterDays) <= today) await accelerateByOperator(operator, world, productId, today);
    } else if ((loan.status === 'defaulted' || loan.status === 'written_off') && loan.steps && loan.steps.length > 0 && loan.nextStepOn <= today) {
      await badLoanStep(operator, world, productId, loan, loan.steps.shift()!, today);
      loan.nextStepOn = addDaysTo(today, 3 + Math.floor(random() * 8));
    }
  }
}

async function accelerateByOperator(operator: Session, world: World, productId: string, today: string): Promise<void> {
  const res = await operator.request('POST', `/api/admin/products/${productId}/accelerate`, { reason: '시뮬레이션: 상환 중단' }, key());
  if (res.status !== 200 || res.body?.product?.status !== 'defaulted') fail(world, 'an operator accelerates an unpaid loan (defaulted)', { productId, status: res.status, body: res.body });
  const loan = await refreshLoan(operator, world, productId);
  if (loan?.status === 'defaulted' && loan.steps === null) {
    loan.steps = [...OUTCOMES[world.outcomesDealt++ % OUTCOMES.length]];
    loan.nextStepOn = addDaysTo(today, 2 + Math.floor(random() * 5));
  }
}

/** One step on an accelerated loan; the allocation must account for every won of it. */
async function badLoanStep(operator: Session, world: World, productId: string, loan: LoanKnown, step: BadStep, today: string): Promise<void> {
  const detail = (await operator.request('GET', `/api/admin/loans/${productId}`)).body;
  const owed: { principal: number; interest: number; late_interest: number; total: number } = detail?.owed;
  if (!owed || owed.total <= 0) return;
  const costsWon = chance(0.5) ? units(0, 3) : 0;
  let res: Answer;
  let grossWon = 0;
  if (step === 'write_off') {
    if (loan.status !== 'defaulted') return;
    res = await operator.request('POST', `/api/admin/products/${productId}/write_off`, { reason: '시뮬레이션: 회수 불능' }, key());
  } else if (step === 'sell') {
    grossWon = costsWon + Math.max(1, Math.floor(owed.principal * (0.2 + random() * 0.5)));
    res = await operator.request('POST', `/api/admin/products/${productId}/sale`, { price: grossWon, buyer_name: '시뮬레이션자산관리', sold_on: today, costs: costsWon }, key());
  } else {
    // In full: all that is owed and a little more (the borrower's credit, refunded); in part: a fifth to two thirds of it.
    grossWon = costsWon + (step === 'recover_full' ? owed.total + units(0, 2) : Math.max(1, Math.floor(owed.total * (0.2 + random() * 0.45))));
    res = await operator.request('POST', `/api/admin/products/${productId}/recoveries`, { amount: grossWon, received_on: today, source: pick(['borrower', 'collateral', 'guarantor', 'collection']), costs: costsWon, memo: '시뮬레이션' }, key());
  }
  if (res.status !== 200) {
    fail(world, 'a bad loan\'s step on a defaulted or written-off loan is booked', { productId, step, status: res.status, body: res.body });
    return;
  }
  const a = res.body.allocation;
  const sumWon = a.costs + a.late_interest + a.interest + a.principal + a.credit;
  if (step !== 'write_off' && sumWon !== grossWon) fail(world, 'a recovery or sale is allocated to the won (costs + late interest + interest + principal + credit = amount)', { productId, step, grossWon, allocation: a });
  if (step === 'recover_full' && res.body.product.status !== 'completed') fail(world, 'a recovery of everything owed completes the loan', { productId, owed, allocation: a, status: res.body.product.status });
  const after = await refreshLoan(operator, world, productId);
  if (after?.status === 'completed' && after.credit > 0) {
    const refunded = await operator.request('POST', `/api/admin/products/${productId}/borrower_refunds`, { amount: after.credit });
    if (refunded.status === 201) after.credit = 0;
  }
}

/**
 * The bad loans' events the model has not taken in, in log order: an acceleration's holdings must
 * be each investor's unpaid principal as published; a recovery's shares sum to its parts and each
 * is its investor's pro-rata part rounded down or up (the exact split is the unit tests' business);
 * each investor's credit is taxed by the payment date's policy and moves the model's wallet; a
 * write-off takes exactly the principal not yet written off.
 */
async function learnBadLoans(db: Client, world: World): Promise<void> {
  const events = (await db.query(`SELECT global_position::bigint AS position, stream_id, type, data FROM events
    WHERE type IN ('LoanAccelerated', 'LoanRecovered', 'RecoveryCredited', 'PrincipalWrittenOff') ORDER BY tx_id, global_position`)).rows;
  for (const e of events) {
    const position = Number(e.position);
    if (world.badSeen.has(position)) continue;
    world.badSeen.add(position);
    if (e.type === 'LoanAccelerated') accelerated(world, e.data);
    else if (e.type === 'LoanRecovered') recoveredShares(world, e.data);
    else if (e.type === 'RecoveryCredited') recoveryCredited(world, e.stream_id.slice('investor-'.length), e.data);
    else writtenOff(world, e.stream_id.slice('investor-'.length), e.data);
  }
}

function accelerated(world: World, d: { productId: string; replacedSeqs: number[]; holdings: { userId: string; principalWon: number }[] }): void {
  const replaced = new Set(d.replacedSeqs);
  for (const investor of investorsOf(world, d.productId)) {
    const rows = investor.published.get(d.productId) ?? new Map<number, ScheduleRow>();
    const principalWon = [...rows].filter(([seq]) => replaced.has(seq)).reduce((t, [, r]) => t + r.principal, 0);
    const server = d.holdings.find((h) => h.userId === investor.id)?.principalWon ?? 0;
    if (server !== principalWon) fail(world, 'an acceleration\'s claim holds each investor\'s unpaid principal as published', { productId: d.productId, user: investor.id, model: principalWon, server });
    investor.claims.set(d.productId, { principalWon, writtenOffWon: 0 });
  }
}

type Share = { userId: string; principalWon: number; interestWon: number; lateInterestWon: number };
function recoveredShares(world: World, d: { productId: string; amountWon: number; costsWon: number; principalWon: number; interestWon: number; lateInterestWon: number; creditWon: number; shares: Share[] }): void {
  if (d.costsWon + d.lateInterestWon + d.interestWon + d.principalWon + d.creditWon !== d.amountWon) fail(world, 'a recovery\'s parts sum to its amount', d);
  const holdings = new Map(investorsOf(world, d.productId).map((i) => [i.id, i.claims.get(d.productId)?.principalWon ?? 0]));
  const totalWon = [...holdings.values()].reduce((t, w) => t + w, 0);
  for (const part of ['principalWon', 'interestWon', 'lateInterestWon'] as const) {
    const sumWon = d.shares.reduce((t, sh) => t + sh[part], 0);
    if (sumWon !== d[part]) fail(world, 'each part of a recovery is split among its investors to the won', { productId: d.productId, part, sumWon, partWon: d[part] });
    for (const [userId, heldWon] of holdings) {
      const share = d.shares.find((sh) => sh.userId === userId)?.[part] ?? 0;
      const exact = totalWon > 0 ? (d[part] * heldWon) / totalWon : 0;
      if (share < Math.floor(exact) || share > Math.ceil(exact) || share > (part === 'principalWon' ? heldWon : Infinity)) {
        fail(world, 'each investor\'s part of a recovery is pro rata to their outstanding principal (largest remainder) and never above it', { productId: d.productId, part, userId, share, exact, heldWon });
      }
    }
  }
}

function recoveryCredited(world: World, userId: string, d: { productId: string; principalWon: number; interestWon: number; lateInterestWon: number; writtenOffPrincipalWon: number; incomeTaxWon: number; localTaxWon: number; feeWon: number }): void {
  const investor = world.byId.get(userId);
  const claim = investor?.claims.get(d.productId);
  if (!investor || !claim) {
    fail(world, 'a recovery is credited only to an investor of the accelerated loan', { userId, productId: d.productId });
    return;
  }
  const interestWon = d.interestWon + d.lateInterestWon;
  const incomeTax = Math.floor(Math.floor((interestWon * world.policy.incomeTaxBp) / 10_000) / 10) * 10;
  const localTax = Math.floor(Math.floor(incomeTax / 10) / 10) * 10;
  const feeWon = Math.floor((interestWon * world.products.get(d.productId)!.feeBp) / 10_000);
  const expected = { incomeTax, localTax, feeWon, writtenOff: Math.min(d.principalWon, claim.writtenOffWon) };
  const actual = { incomeTax: d.incomeTaxWon, localTax: d.localTaxWon, feeWon: d.feeWon, writtenOff: d.writtenOffPrincipalWon };
  if (JSON.stringify(expected) !== JSON.stringify(actual) || d.principalWon > claim.principalWon) {
    fail(world, 'a recovery credit is taxed by the payment date\'s policy, takes back written-off principal first and never exceeds the claim', { userId, productId: d.productId, expected, actual, claim });
  }
  claim.principalWon -= d.principalWon;
  claim.writtenOffWon -= d.writtenOffPrincipalWon;
  const w = investor.wallet;
  w.balance += d.principalWon + interestWon - d.incomeTaxWon - d.localTaxWon - d.feeWon;
  w.recoveredPrincipal += d.principalWon;
  w.recoveredInterest += interestWon;
  w.writtenOff -= d.writtenOffPrincipalWon;
  w.tax += d.incomeTaxWon + d.localTaxWon;
  w.fee += d.feeWon;
  // The limits count the principal a recovery frees, once: written-off principal was freed already.
  investor.repaidByProduct.set(d.productId, (investor.repaidByProduct.get(d.productId) ?? 0) + d.principalWon - d.writtenOffPrincipalWon);
}

function writtenOff(world: World, userId: string, d: { productId: string; principalWon: number }): void {
  const investor = world.byId.get(userId);
  const claim = investor?.claims.get(d.productId);
  if (!investor || !claim || d.principalWon !== claim.principalWon - claim.writtenOffWon) {
    fail(world, 'a write-off takes exactly the investor\'s principal not yet written off', { userId, productId: d.productId, principalWon: d.principalWon, claim });
    if (!investor || !claim) return;
  }
  claim.writtenOffWon += d.principalWon;
  investor.wallet.writtenOff += d.principalWon;
  investor.repaidByProduct.set(d.productId, (investor.repaidByProduct.get(d.productId) ?? 0) + d.principalWon);
}

/** An investor's principal still outstanding in a product, as the model counts it (executed − repaid − recovered − written off). */
function outstandingIn(investor: Investor, productId: string): number {
  const executedWon = [...investor.investments.values()].filter((i) => i.productId === productId && i.status === 'executed').reduce((t, i) => t + i.amountWon, 0);
  return executedWon + (investor.transferNet.get(productId) ?? 0) - (investor.repaidByProduct.get(productId) ?? 0);
}

/**
 * Per loan: principal = repaid + recovered + written off (net of later recoveries) + outstanding,
 * the loan's row against the model's outstanding (summed over its investors) and the holdings';
 * a sold or completed loan has nothing outstanding. Per investor: executed = outstanding +
 * received + recovered + written off, in the model and in the wallets' totals.
 */
async function checkLoanPrincipal(db: Client, world: World): Promise<void> {
  const loans = (await db.query(`SELECT l.product_id::text AS id, l.status, l.principal::bigint AS principal, l.repaid_principal::bigint AS repaid,
      l.recovered_principal::bigint AS recovered, l.written_off_principal::bigint AS written_off,
      (SELECT COALESCE(sum(h.executed_won - h.repaid_principal_won), 0) FROM investor_holdings h WHERE h.product_id = l.product_id)::bigint AS holdings
    FROM loans l`)).rows;
  let reported = 0;
  for (const l of loans) {
    const model = investorsOf(world, l.id).reduce((t, i) => t + outstandingIn(i, l.id), 0);
    const sum = Number(l.repaid) + Number(l.recovered) + Number(l.written_off) + model;
    const ended = (l.status === 'sold' || l.status === 'completed') && model !== 0;
    if ((sum !== Number(l.principal) || Number(l.holdings) !== model || ended) && reported++ < 5) {
      fail(world, 'per loan: principal = repaid + recovered + written off + outstanding (the model\'s and the holdings\'), nothing outstanding once sold or completed', { loan: l, model });
    }
  }
  const totals = new Map((await db.query(`SELECT user_id::text AS id, total_executed::bigint AS executed, total_principal_received::bigint AS received,
      total_recovered_principal::bigint AS recovered, written_off_principal::bigint AS written_off,
      transferred_in_principal::bigint AS transferred_in, transferred_out_principal::bigint AS transferred_out FROM wallets`)).rows.map((r) => [r.id as string, r]));
  reported = 0;
  for (const investor of world.investors) {
    const products = new Set([...[...investor.investments.values()].map((i) => i.productId), ...investor.transferNet.keys()]);
    const outstanding = [...products].reduce((t, p) => t + outstandingIn(investor, p), 0);
    const w = investor.wallet;
    const t = totals.get(investor.id);
    const server = t ? Number(t.executed) + Number(t.transferred_in) - Number(t.received) - Number(t.recovered) - Number(t.written_off) - Number(t.transferred_out) : 0;
    if ((w.executed + w.transferredIn !== outstanding + w.principal + w.recoveredPrincipal + w.writtenOff + w.transferredOut || server !== outstanding) && reported++ < 5) {
      fail(world, 'per investor: invested + transferred in = outstanding + received + recovered + written off + transferred out (the model, and the server\'s wallet against it)', { user: investor.id, wallet: w, outstanding, server });
    }
  }
}

/**
 * Borrower money is never left held on a loan gone bad: what a borrower paid towards an installment
 * it never completed is applied to the claim when the loan is accelerated (docs/api.md "Loans that
 * go bad"), so a defaulted or written-off loan whose claim is open holds no credit; and no loan
 * ever holds less than none. The credit from the loan's events: payments in, installments covered,
 * early payoffs, refunds, and each recovery's rest less the held credit it applied.
 */
async function checkNoCreditHeldOnBadLoans(db: Client, world: World): Promise<void> {
  const rows = (await db.query(`
    WITH c AS (SELECT substr(stream_id, 6) AS product_id, sum(CASE type
        WHEN 'BorrowerPaymentReceived' THEN (data->>'amountWon')::bigint
        WHEN 'InstallmentFunded' THEN -(data->>'amountWon')::bigint
        WHEN 'LoanRepaidEarly' THEN -((data->>'principalWon')::bigint + (data->>'interestWon')::bigint)
        WHEN 'BorrowerCreditRefunded' THEN -(data->>'amountWon')::bigint
        WHEN 'LoanRecovered' THEN (data->>'creditWon')::bigint - COALESCE((data->>'appliedCreditWon')::bigint, 0)
        ELSE 0 END) AS credit
      FROM events WHERE stream_id LIKE 'loan-%' GROUP BY stream_id)
    SELECT c.product_id, c.credit::bigint AS credit, l.status FROM c JOIN loans l ON l.product_id::text = c.product_id
    WHERE c.credit < 0 OR (c.credit > 0 AND l.status IN ('defaulted', 'written_off'))`)).rows;
  if (rows.length > 0) fail(world, 'no borrower credit is held on a loan gone bad whose claim is open, and none is ever below zero', rows.slice(0, 5));
}

async function runRepayments(operator: Session, today: string): Promise<string> {
  const started = await operator.request('POST', '/api/admin/jobs/repayments', { as_of: today });
  if (started.status !== 202) throw new Error(`jobs/repayments: ${started.status} ${JSON.stringify(started.body)}`);
  return started.body.job_id;
}

async function jobDone(operator: Session, jobId: string, waitMs = WAIT_MS): Promise<void> {
  await until(`the repayment run ${jobId}`, async () => {
    const job = (await operator.request('GET', `/api/admin/jobs/${jobId}`)).body;
    return job.status === 'completed' || job.status === 'failed' ? job : null;
  }, waitMs);
}

async function executeFunded(operator: Session, world: World): Promise<void> {
  for (const p of await listProducts(operator, world, 'funded')) {
    const product = world.products.get(p.id);
    if (!product || product.reserved) continue;
    const res = await operator.request('POST', `/api/admin/products/${p.id}/execute`);
    if (ok(res)) await executed(operator, world, p.id);
  }
}

// ---- quiet, checks ----

async function count(db: Client, sql: string, params: unknown[] = []): Promise<number> {
  return Number((await db.query(sql, params)).rows[0].n);
}

/** ProductExecuted events the loan-scheduling follower has not read yet (by its checkpoint, in commit order). */
const FOLLOWER_BEHIND = `SELECT count(*) AS n FROM events e, projection_checkpoints c
  WHERE c.name = '${LOAN_SCHEDULING_CHECKPOINT}' AND e.type = 'ProductExecuted' AND (e.tx_id, e.global_position) > (c.tx_id, c.global_position)`;

/**
 * Waits until nothing is in flight: no command pending, every notification credited, withdrawals
 * and runs settled, every execution scheduled. (Not "the follower's checkpoint at the end": the
 * follower reads below the cluster-wide snapshot xmin, which any long transaction on the shared
 * PostgreSQL holds back — another database's benchmark included — while an execution answered
 * 200 is scheduled already.)
 */
async function quiesce(db: Client, waitMs = WAIT_MS): Promise<void> {
  let last: Record<string, number> = {};
  try {
    await until('the queue to drain', async () => {
      const [row] = (await db.query(`SELECT (SELECT count(*) FROM command_inbox WHERE status = 'pending')::int AS commands,
          (SELECT count(*) FROM bank_notifications WHERE status = 'received')::int AS notifications,
          (SELECT count(*) FROM withdrawals WHERE status = 'requested')::int AS withdrawals,
          (SELECT count(*) FROM repayment_jobs WHERE status IN ('waiting', 'active'))::int AS runs,
          (SELECT count(*) FROM events x WHERE x.type = 'ProductExecuted' AND NOT EXISTS (
             SELECT 1 FROM events s WHERE s.stream_id = 'loan-' || (x.data->>'productId') AND s.type = 'LoanScheduled'))::int AS unscheduled`)).rows;
      last = row;
      return Object.values(row).every((n) => n === 0);
    }, waitMs);
  } catch (error) {
    // Say who holds the snapshot xmin back, if anyone: the follower waits for them.
    const oldest = (await db.query(`SELECT datname, state, (now() - xact_start)::text AS age FROM pg_stat_activity
      WHERE backend_xid IS NOT NULL OR backend_xmin IS NOT NULL ORDER BY xact_start LIMIT 1`).catch(() => ({ rows: [] }))).rows[0];
    throw new Error(`${(error as Error).message}: ${JSON.stringify(last)}; oldest transaction on the cluster: ${JSON.stringify(oldest)}`);
  }
}

/** Paid schedule rows since the last check: each must be the published row with the payment date's taxes; the model credits it. */
async function creditRepayments(db: Client, world: World): Promise<void> {
  const [{ now }] = (await db.query(`SELECT now() AS now`)).rows;
  const rows = (await db.query(`SELECT user_id::text AS user_id, product_id::text AS product_id, seq, principal::bigint AS principal, interest::bigint AS interest,
      late_interest::bigint AS late_interest, tax_income::bigint AS tax_income, tax_local::bigint AS tax_local, fee::bigint AS fee, net::bigint AS net
    FROM investor_repayments WHERE status = 'paid' AND paid_at >= $1 ORDER BY paid_at, product_id, seq`, [new Date(world.paidSince.getTime() - 60_000)])).rows;
  for (const r of rows) {
    const investor = world.byId.get(r.user_id);
    const key = `${r.product_id}:${r.seq}`;
    if (!investor || investor.paid.has(key)) continue;
    investor.paid.add(key);
    const row = investor.published.get(r.product_id)?.get(r.seq);
    if (!row) {
      const holder = world.investors.find((i) => i.published.get(r.product_id)?.has(r.seq));
      if (holder) fail(world, 'each payment goes to the claim\'s holder (the model moves a claim at each purchase)', { paidTo: r.user_id, holder: holder.id, key });
      else fail(world, 'every paid repayment is a row of the schedule the server published', { user: r.user_id, key });
      continue;
    }
    // Late interest (연체이자) is the server's to work out (checked against BigInt in the unit tests); it is taxed with the interest.
    const lateWon = Number(r.late_interest);
    const incomeTax = Math.floor(Math.floor(((row.interest + lateWon) * world.policy.incomeTaxBp) / 10_000) / 10) * 10;
    const localTax = Math.floor(Math.floor(incomeTax / 10) / 10) * 10;
    // So is the platform fee: late interest is interest.
    const feeWon = lateWon > 0 ? Math.floor(((row.interest + lateWon) * world.products.get(r.product_id)!.feeBp) / 10_000) : row.fee;
    const expected = { principal: row.principal, interest: row.interest, tax_income: incomeTax, tax_local: localTax, fee: feeWon, net: row.principal + row.interest + lateWon - incomeTax - localTax - feeWon };
    const actual = { principal: Number(r.principal), interest: Number(r.interest), tax_income: Number(r.tax_income), tax_local: Number(r.tax_local), fee: Number(r.fee), net: Number(r.net) };
    if (Object.entries(expected).some(([k, v]) => actual[k as keyof typeof actual] !== v)) {
      fail(world, 'each paid investor_repayments row equals the published schedule\'s row, taxed by the payment date\'s policy', { user: r.user_id, key, expected, actual, policy: world.policy });
    }
    const w = investor.wallet;
    w.balance += expected.net;
    w.principal += expected.principal;
    w.interest += expected.interest;
    w.lateInterest += lateWon;
    w.tax += incomeTax + localTax;
    w.fee += expected.fee;
    investor.repaidByProduct.set(r.product_id, (investor.repaidByProduct.get(r.product_id) ?? 0) + expected.principal);
  }
  world.paidSince = now;
}

/** The model's wallets against the server's, every field of every investor, and the money conserved in both. */
async function checkWallets(db: Client, world: World): Promise<void> {
  const settling = world.investors.flatMap((i) => [...i.withdrawing.keys()]);
  if (settling.length > 0) {
    for (const w of (await db.query(`SELECT id::text AS id, user_id::text AS user_id, status FROM withdrawals WHERE id = ANY($1::uuid[]) AND status <> 'requested'`, [settling])).rows) {
      const investor = world.byId.get(w.user_id)!;
      const amountWon = investor.withdrawing.get(w.id)!;
      investor.withdrawing.delete(w.id);
      investor.wallet.withdrawing -= amountWon;
      if (w.status === 'completed') investor.wallet.withdrawn += amountWon;
      else investor.wallet.balance += amountWon;
    }
  }
  const columns = Object.values(WALLET_COLUMNS).map((c) => `${c}::bigint AS ${c}`).join(', ');
  const server = new Map((await db.query(`SELECT user_id::text AS user_id, ${columns} FROM wallets`)).rows.map((r) => [r.user_id as string, r]));
  const types = new Map((await db.query(`SELECT id::text AS id, investor_type FROM users`)).rows.map((r) => [r.id as string, r.investor_type as string]));
  let mismatched = 0;
  for (const investor of world.investors) {
    const row = server.get(investor.id) ?? {};
    const differences = Object.entries(WALLET_COLUMNS)
      .filter(([field, column]) => Number(row[column] ?? 0) !== investor.wallet[field as keyof WalletModel])
      .map(([field, column]) => ({ field, model: investor.wallet[field as keyof WalletModel], server: Number(row[column] ?? 0) }));
    if (differences.length > 0 && mismatched++ < 5) fail(world, 'the model\'s wallet equals the server\'s to the won (balance, held and every total)', { user: investor.id, differences });
    const w = investor.wallet;
    // deposits + repayments credited = balance + held + withdrawn (and withdrawing) + lent out + taxes + fees
    if (!conserved(investor)) fail(world, 'money conserved per investor in the model (recoveries counted, write-offs moving no cash)', { user: investor.id, wallet: w });
    if (types.get(investor.id) !== investor.type) fail(world, 'an approved investor-type request changes the investor\'s type, a rejected one does not', { user: investor.id, model: investor.type, server: types.get(investor.id) });
  }
  // Transfers: the price paid or received (transfer lines; a seller's line is net of the fee the
  // fee total counts) and the 경과이자 a buyer paid (a seller's is in the interest total).
  const unbalanced = (await db.query(`WITH t AS (SELECT user_id, sum(amount) FILTER (WHERE type IN ('transfer_in', 'transfer_out')) AS price,
        sum(amount) FILTER (WHERE type = 'transfer_accrued_interest' AND amount < 0) AS accrued FROM wallet_transactions GROUP BY user_id),
      f AS (SELECT substr(stream_id, 10)::uuid AS user_id, sum((data->>'feeWon')::bigint) AS fee FROM events WHERE type = 'ClaimSold' GROUP BY 1)
    SELECT w.user_id FROM wallets w LEFT JOIN t USING (user_id) LEFT JOIN f USING (user_id)
    WHERE total_deposited + total_principal_received + total_interest_received + total_late_interest_received + total_recovered_principal + total_recovered_interest
      + COALESCE(t.price, 0) + COALESCE(t.accrued, 0) + COALESCE(f.fee, 0) <> balance + held + total_withdrawn + withdrawing + total_executed + total_tax + total_fee`)).rows;
  if (unbalanced.length > 0) fail(world, 'money conserved per investor in the server\'s wallets', unbalanced.slice(0, 5));
  // A rotating sample through HTTP: what the investor's own dashboard shows is the model too.
  for (let k = 0; k < Math.min(HTTP_SAMPLE, world.investors.length); k += 1) {
    const investor = world.investors[world.sample++ % world.investors.length];
    const d = (await investor.session.request('GET', '/api/dashboard')).body;
    const w = investor.wallet;
    const usage = usageOf(world, investor);
    const shown = {
      balance: d?.balance, held: d?.held, principal: d?.received_principal, interest: d?.received_interest, tax: d?.tax_withheld, fee: d?.fees_paid, type: d?.limits?.investor_type,
      used: d?.limits?.total?.used, limit: d?.limits?.total?.limit, recovered: d?.recovered_principal, writtenOff: d?.written_off_principal, outstanding: d?.outstanding_principal,
    };
    const model = {
      balance: w.balance, held: w.held, principal: w.principal, interest: w.interest, tax: w.tax, fee: w.fee, type: investor.type, used: usage.total,
      limit: world.limits[investor.type].total, recovered: w.recoveredPrincipal, writtenOff: w.writtenOff, outstanding: usage.total - w.held,
    };
    if (JSON.stringify(shown) !== JSON.stringify(model)) fail(world, 'the investor\'s dashboard shows the model\'s wallet, type, limit usage, recovered, written-off and outstanding principal', { user: investor.id, shown, model });
    // docs/api.md "Dashboard": invested (placed, not canceled) + transferred in = held + outstanding + received + recovered + written off + transferred out.
    if (d && d.invested_total + d.transferred_in_principal !== d.held + d.outstanding_principal + d.received_principal + d.recovered_principal + d.written_off_principal + d.transferred_out_principal) {
      fail(world, 'the dashboard\'s invested + transferred in = held + outstanding + received + recovered + written off + transferred out', { user: investor.id, dashboard: d });
    }
    if (d && (d.transferred_in_principal !== w.transferredIn || d.transferred_out_principal !== w.transferredOut)) {
      fail(world, 'the dashboard shows the model\'s principal transferred in and out', { user: investor.id, shown: [d.transferred_in_principal, d.transferred_out_principal], model: [w.transferredIn, w.transferredOut] });
    }
  }
}

async function verifyLedger(operator: Session, world: World): Promise<void> {
  const verify = (await timed('verify', () => operator.request('GET', '/api/admin/ledger/verify'))).body;
  world.verifyDue = false;
  if (verify?.ok) return;
  const differing = verify?.projections?.filter((p: { ok: boolean }) => !p.ok) ?? verify;
  // Once a read model differs, later lines of the same investors differ too: reported once per read model.
  fail(world, 'every read model equals its rebuild from the log', differing, JSON.stringify(differing.map?.((p: { name: string }) => p.name) ?? differing));
}

/** The day's invariants; each failure is a violation with the seed and the day. */
async function check(db: Client, operator: Session, world: World, today: string): Promise<void> {
  // Every read model against its rebuild: on a fault's day, every fifth day and at the end (its
  // cost grows with the log; a difference persists, so it is still found, a few days later at most).
  if (world.verifyDue || world.day % 5 === 0) await verifyLedger(operator, world);
  await openingPlaced(db, null, WAIT_MS);
  await learnAutoPlacements(db, world);
  await learnPlatformCancels(db, world);
  await checkNoHoldPastDeadline(db, world);

  const negative = await count(db, `SELECT count(*) AS n FROM wallet_transactions WHERE balance_after < 0 OR held_after < 0`);
  if (negative > 0) fail(world, 'no negative balance at any event', { lines: negative });

  // Per investor, from the transaction lines: deposits + repayments + recoveries = balance + held + withdrawn + lent out + taxes + fees.
  const unbalanced = (await db.query(`
    WITH l AS (SELECT user_id,
        sum(amount) FILTER (WHERE type = 'deposit') AS dep,
        -sum(amount) FILTER (WHERE type = 'withdrawal') AS wd, sum(amount) FILTER (WHERE type = 'withdrawal_restored') AS restored,
        -sum(held_change) FILTER (WHERE type = 'invest_execute') AS lent,
        sum(amount) FILTER (WHERE type IN ('repayment_principal', 'repayment_interest', 'repayment_late_interest', 'recovery_principal', 'recovery_interest')) AS repaid,
        -sum(amount) FILTER (WHERE type = 'tax') AS tax, -sum(amount) FILTER (WHERE type = 'fee') AS fee,
        sum(amount) FILTER (WHERE type IN ('transfer_in', 'transfer_out', 'transfer_accrued_interest')) AS transfers
      FROM wallet_transactions GROUP BY user_id)
    SELECT w.user_id FROM wallets w JOIN l USING (user_id)
    WHERE COALESCE(l.dep, 0) + COALESCE(l.repaid, 0) + COALESCE(l.transfers, 0) <> w.balance + w.held + COALESCE(l.wd, 0) - COALESCE(l.restored, 0) + COALESCE(l.lent, 0) + COALESCE(l.tax, 0) + COALESCE(l.fee, 0)`)).rows;
  if (unbalanced.length > 0) fail(world, 'money conserved per investor (transaction lines against wallets)', unbalanced.slice(0, 5));

  // In total, across the seam between wallets and loans: what investors lent is what loans hold.
  const [seam] = (await db.query(`
    SELECT (SELECT COALESCE(-sum(held_change), 0) FROM wallet_transactions WHERE type = 'invest_execute')::bigint AS lent,
           (SELECT COALESCE(sum(principal), 0) FROM loans)::bigint AS loans,
           (SELECT COALESCE(sum(amount), 0) FROM wallet_transactions WHERE type = 'repayment_principal')::bigint AS principal_paid,
           (SELECT COALESCE(sum(repaid_principal), 0) FROM loans)::bigint AS principal_distributed,
           (SELECT COALESCE(sum(amount), 0) FROM wallet_transactions WHERE type = 'repayment_interest')::bigint AS interest_paid,
           (SELECT COALESCE(sum(paid_interest), 0) FROM loans)::bigint AS interest_distributed,
           (SELECT COALESCE(sum(amount), 0) FROM wallet_transactions WHERE type = 'recovery_principal')::bigint AS principal_recovered,
           (SELECT COALESCE(sum(recovered_principal), 0) FROM loans)::bigint AS loans_recovered_principal,
           (SELECT COALESCE(sum(amount), 0) FROM wallet_transactions WHERE type = 'recovery_interest')::bigint AS interest_recovered,
           (SELECT COALESCE(sum(recovered_interest), 0) FROM loans)::bigint AS loans_recovered_interest,
           (SELECT COALESCE(sum(written_off_principal), 0) FROM wallets)::bigint AS written_off,
           (SELECT COALESCE(sum(written_off_principal), 0) FROM loans)::bigint AS loans_written_off`)).rows;
  if (seam.lent !== seam.loans || seam.principal_paid !== seam.principal_distributed || seam.interest_paid !== seam.interest_distributed
    || seam.principal_recovered !== seam.loans_recovered_principal || seam.interest_recovered !== seam.loans_recovered_interest || seam.written_off !== seam.loans_written_off) {
    fail(world, 'money conserved in total (wallets against loans: lent, repaid, recovered, written off)', seam);
  }

  const unscheduled = (await db.query(`SELECT p.id FROM products p WHERE p.status IN ('repaying', 'completed', 'overdue', 'defaulted', 'written_off', 'sold') AND NOT EXISTS (SELECT 1 FROM loan_installments i WHERE i.product_id = p.id)`)).rows;
  if (unscheduled.length > 0) fail(world, 'every executed loan has its schedule', unscheduled.slice(0, 5));
  const [scheduling] = (await db.query(`SELECT (SELECT count(*) FROM events WHERE type = 'ProductExecuted')::int AS executed,
      (SELECT count(*) FROM events WHERE type = 'LoanScheduled')::int AS scheduled,
      (SELECT count(*) FROM (SELECT stream_id FROM events WHERE type = 'LoanScheduled' GROUP BY stream_id HAVING count(*) > 1) t)::int AS twice`)).rows;
  if (scheduling.executed !== scheduling.scheduled || scheduling.twice > 0) fail(world, 'every execution scheduled exactly once (nothing skipped, nothing applied twice)', scheduling);
  // Rebuilds and followers read the log in commit order (tx_id, global_position); a projection
  // with a running total per stream (wallet_transactions' balance_after) rebuilds equal to the
  // live one only if that order keeps each stream's own order.
  const inverted = (await db.query(`SELECT stream_id, stream_version, prev, tx_id::text AS tx_id, global_position FROM (
      SELECT stream_id, stream_version, tx_id, global_position, lag(stream_version) OVER (PARTITION BY stream_id ORDER BY tx_id, global_position) AS prev FROM events) e
    WHERE prev > stream_version LIMIT 5`)).rows;
  if (inverted.length > 0) fail(world, 'read in commit order (tx_id, global_position), each stream\'s events come in stream-version order', inverted, JSON.stringify(inverted));
  const twice = (await db.query(`SELECT stream_id, data->>'productId' AS product_id, data->>'seq' AS seq, count(*)::int AS n FROM events WHERE type = 'RepaymentCredited'
    GROUP BY 1, 2, 3 HAVING count(*) > 1`)).rows;
  if (twice.length > 0) fail(world, 'every installment paid exactly once', twice.slice(0, 5));
  const unpaid = (await db.query(`SELECT r.user_id, r.product_id, r.seq FROM investor_repayments r JOIN loan_installments i USING (product_id, seq)
    WHERE i.status = 'distributed' AND r.status <> 'paid'`)).rows;
  if (unpaid.length > 0) fail(world, 'every distributed installment paid to every investor', unpaid.slice(0, 5));

  // Overdue statistics equal a recomputation from the loans (docs/api.md: outstanding counts
  // defaulted loans, net of principal recovered; the overdue rate counts overdue and defaulted
  // loans, so an acceleration never lowers it; the loss rate is principal written off, net of
  // later recoveries, over every loan executed), and a loan is overdue exactly when an installment
  // has been unpaid for 30 days or more by the business today (after today's run).
  const stats = (await operator.request('GET', '/api/stats')).body;
  const [recomputed] = (await db.query(`SELECT
      COALESCE(sum(principal - repaid_principal - recovered_principal) FILTER (WHERE status IN ('repaying', 'overdue', 'defaulted')), 0)::bigint AS outstanding,
      COALESCE(sum(principal - repaid_principal - recovered_principal) FILTER (WHERE status IN ('overdue', 'defaulted')), 0)::bigint AS overdue,
      COALESCE(sum(written_off_principal), 0)::bigint AS written_off, COALESCE(sum(principal), 0)::bigint AS cumulative FROM loans`)).rows;
  const bp = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : 0);
  const rateBp = bp(Number(recomputed.overdue), Number(recomputed.outstanding));
  const lossBp = bp(Number(recomputed.written_off), Number(recomputed.cumulative));
  if (stats.overdue_rate_bp !== rateBp || stats.outstanding_amount !== Number(recomputed.outstanding) || (stats.loss_rate_bp ?? lossBp) !== lossBp) {
    fail(world, 'overdue and loss statistics equal a recomputation from the loans', { stats, recomputed, rateBp, lossBp });
  }
  // (Overdue stays until every late installment is paid: "late" is any unpaid past its due date.)
  const misjudged = (await db.query(`SELECT l.product_id, l.status FROM loans l WHERE l.status IN ('repaying', 'overdue') AND (
      (l.status <> 'overdue' AND EXISTS (SELECT 1 FROM loan_installments i WHERE i.product_id = l.product_id AND i.status = 'scheduled' AND i.due_on <= $1::date - 30))
      OR (l.status = 'overdue' AND NOT EXISTS (SELECT 1 FROM loan_installments i WHERE i.product_id = l.product_id AND i.status = 'scheduled' AND i.due_on < $1::date)))`, [today])).rows;
  if (misjudged.length > 0) fail(world, 'a loan is overdue when an installment is 30+ days unpaid by the business today, and only while one is late', misjudged.slice(0, 5));
  const notAccelerated = (await db.query(`SELECT l.product_id, l.status FROM loans l WHERE l.status IN ('repaying', 'overdue') AND EXISTS (
      SELECT 1 FROM loan_installments i WHERE i.product_id = l.product_id AND i.status = 'scheduled' AND i.due_on <= $1::date - $2::int)`, [today, world.accelerationDays])).rows;
  if (notAccelerated.length > 0) fail(world, 'the daily run accelerates a loan unpaid for acceleration_days', notAccelerated.slice(0, 5));

  await timed('check: repayments', () => creditRepayments(db, world));
  await timed('check: bad loans', () => learnBadLoans(db, world));
  await timed('check: wallets', () => checkWallets(db, world));
  await timed('check: principal', () => checkLoanPrincipal(db, world));
  await checkNoCreditHeldOnBadLoans(db, world);
  await timed('check: registry', () => checkRegistry(db, operator, world));
  await timed('check: auto-invest', () => checkAutoInvest(db, world));
  await timed('check: transfers', () => checkTransfers(db, world));
}

// ---- the central registry ----

/**
 * Reported events (REPORTED_EVENTS in server/src/registry/reports/reports-of-event.ts: keep the two
 * lists equal) the registry outbox's follower has not read yet. Without a claim bought or sold here,
 * the check ran while a day's purchases were still unread and saw the registry a transfer behind.
 */
const REGISTRY_BEHIND = `SELECT count(*) AS n FROM events e, projection_checkpoints c
  WHERE c.name = 'registry_reports_outbox' AND e.type IN ('InvestmentPlaced', 'InvestmentCanceled', 'InvestmentExecuted', 'RepaymentCredited', 'RecoveryCredited', 'PrincipalWrittenOff', 'ClaimBought', 'ClaimSold')
    AND e.stream_id LIKE 'investor-%' AND (e.tx_id, e.global_position) > (c.tx_id, c.global_position)`;

async function setRegistryDown(operator: Session, world: World, down: boolean): Promise<void> {
  const res = await operator.request('POST', '/api/admin/sandbox/bank', { registry_down: down });
  if (res.status !== 200 || res.body?.registry_down !== down) throw new Error(`registry_down ${down}: ${res.status} ${JSON.stringify(res.body)}`);
  world.registryDown = down;
}

/**
 * Once the outbox has caught up (every reported event read, every report acknowledged: the
 * sender's back-off is capped at a minute), the registry knows each investor's outstanding
 * principal as the platform does (GET /admin/registry/reconciliation) and as the model does.
 */
async function checkRegistry(db: Client, operator: Session, world: World): Promise<void> {
  const caughtUp = await until('the registry outbox to catch up', async () =>
    (await count(db, REGISTRY_BEHIND)) === 0 && (await count(db, `SELECT count(*) AS n FROM registry_reports WHERE state = 'pending'`)) === 0, DRAIN_MS).catch(() => false);
  if (!caughtUp) {
    fail(world, 'every report reaches the registry once it is up', { behind: await count(db, REGISTRY_BEHIND), pending: await count(db, `SELECT count(*) AS n FROM registry_reports WHERE state = 'pending'`) });
    return;
  }
  const reconciliation = (await operator.request('GET', '/api/admin/registry/reconciliation')).body;
  if (reconciliation?.ok !== true) fail(world, 'the registry\'s outstanding principal equals the platform\'s for every investor (reconciliation)', { differences: reconciliation?.differences?.slice(0, 5) });
  const twice = await count(db, `SELECT count(*) AS n FROM (SELECT event_position FROM registry_reports GROUP BY event_position HAVING count(*) > 1) t`);
  if (twice > 0) fail(world, 'each reported event is one report', { twice });
  // A product whose opening time the business clock has passed opens on the scheduler's next real
  // minute, and auto-invest places in it then, while these checks run: the model learns those
  // placements once the registry has them, and reads the registry again if one came meanwhile.
  let known = new Map<string, number>();
  for (let placedBefore = -1; placedBefore !== world.auto.placed;) {
    placedBefore = world.auto.placed;
    await until('the registry outbox to catch up', async () => (await count(db, REGISTRY_BEHIND)) === 0 && (await count(db, `SELECT count(*) AS n FROM registry_reports WHERE state = 'pending'`)) === 0, DRAIN_MS).catch(() => false);
    await learnAutoPlacements(db, world);
    known = new Map((await db.query(`SELECT user_id::text AS user_id, sum(CASE kind WHEN 'placement' THEN amount WHEN 'transfer' THEN amount WHEN 'execution' THEN 0 ELSE -amount END)::bigint AS outstanding
      FROM sandbox_registry_received GROUP BY user_id`)).rows.map((r) => [r.user_id as string, Number(r.outstanding)]));
    await learnAutoPlacements(db, world);
  }
  let mismatched = 0;
  for (const investor of world.investors) {
    const model = usageOf(world, investor).total;
    const registry = known.get(investor.id) ?? 0;
    if (model !== registry && mismatched++ < 5) fail(world, 'the registry knows each investor\'s outstanding principal as the model counts it', { user: investor.id, model, registry });
  }
}

// ---- the outage ----

/**
 * Followers stopped long enough to build a backlog. Every async reader here runs in the worker
 * process: the command processor, the inbox sweeper (re-enqueues pending commands, 500 a sweep)
 * and the loan-scheduling follower (reads ProductExecuted in commit order, 100 a page, and sends
 * ScheduleLoan); the read models are inline. So the fault is:
 *  1. the day before, 120 small products are funded and held back;
 *  2. on the outage day the worker is killed and stays down the whole business day while the API
 *     keeps taking commands: the 120 executions (each answers 202, so no API process sends their
 *     ScheduleLoan and only the follower ever will), investments, borrowers' payments, the day's
 *     repayment run, purchases of listed holdings (transfers) and enough deposits that more
 *     than 500 commands are pending; then Redis is
 *     flushed, so every one of those jobs is lost and only the inbox knows them. With the worker
 *     down no money may move: wallets, loans and schedules are compared with their state before;
 *  3. the clock moves on; the worker starts while the simulation holds the follower's checkpoint
 *     row (FOR UPDATE, as a peer worker stalled mid-batch would: the follower skips a locked
 *     checkpoint), so the sweeper must bring back more than its batch and the 120 executions all
 *     commit before the follower reads any: a follower backlog larger than its batch;
 *  4. the lock is released, the follower catches up, every pending outcome is applied to the
 *     model and every invariant is checked: every executed loan has its schedule, each exactly
 *     once, nothing paid twice, every wallet equal to the model.
 */
interface Outage {
  day: number;
  reserved: string[];
  pending: PendingCommand[];
  deposits: { investor: Investor; tid: string }[];
  jobs: string[];
  frozen: string;
}

async function moneyState(db: Client): Promise<string> {
  const [row] = (await db.query(`SELECT
      (SELECT md5(COALESCE(string_agg(w::text, ',' ORDER BY user_id), '')) FROM wallets w) AS wallets,
      (SELECT md5(COALESCE(string_agg(l::text, ',' ORDER BY product_id), '')) FROM loans l) AS loans,
      (SELECT md5(COALESCE(string_agg(r::text, ',' ORDER BY user_id, product_id, seq), '')) FROM investor_repayments r) AS schedules,
      (SELECT count(*) FROM events WHERE stream_id LIKE 'investor-%' OR stream_id LIKE 'product-%' OR stream_id LIKE 'loan-%') AS money_events`)).rows;
  return JSON.stringify(row);
}

/** The day before: small products funded in full and held back for the outage. */
async function prepareOutage(operator: Session, world: World, nowMs: number, outageDay: number): Promise<Outage> {
  const reserved: string[] = [];
  for (let k = 0; k < FOLLOWER_PAGE + 20; k += 1) {
    const product = await createProduct(operator, world, nowMs, { type: 'credit', targetWon: units(1, 5), reserved: true });
    const candidates = world.investors.filter((i) => expectedLimitCode(world, i, [{ product_id: product.id, amount: product.targetWon }]) === null);
    const investor = pick(candidates.length > 0 ? candidates : world.investors);
    if (investor.wallet.balance < product.targetWon) await depositCredited(investor, units(50, 100));
    const res = await invest(world, investor, [{ product_id: product.id, amount: product.targetWon }]);
    if (res.status === 201) reserved.push(product.id);
    else product.reserved = false;
  }
  log(`outage tomorrow (day ${outageDay}): ${reserved.length} products funded and held back`);
  return { day: outageDay, reserved, pending: [], deposits: [], jobs: [], frozen: '' };
}

async function outageDay(db: Client, operator: Session, processes: Processes, world: World, outage: Outage, today: string, funding: ListedProduct[]): Promise<void> {
  // The funding deadline's minute pass first: once the worker's money is frozen below, nothing may move it.
  await until('the platform to cancel the products past their deadline', async () => (await count(db, `SELECT count(*) AS n FROM products
    WHERE status IN ('scheduled', 'funding') AND closes_at < ${BUSINESS_NOW_SQL}`)) === 0);
  await quiesce(db);
  outage.frozen = await moneyState(db);
  processes.stopWorker();
  world.faults += 1;
  world.verifyDue = true;
  log(`day ${world.day}: worker down for the business day`);
  // Every random choice is drawn here, before anything runs in parallel, and outcomes are applied
  // in this order later, so a seed replays.
  const tasks: (() => Promise<void>)[] = [];
  const taken: Taken = (order, session, res, settle, what) => {
    if (res.status === 202) outage.pending.push({ order, session, commandId: res.body.command_id, settle });
    else fail(world, 'with the worker down, a command answers 202 and stays pending', { what, status: res.status, body: res.body });
  };
  // Executions: no API process sends their ScheduleLoan (the answer is 202), only the follower will.
  for (const productId of outage.reserved) {
    const order = tasks.length;
    tasks.push(async () => {
      const res = await operator.request('POST', `/api/admin/products/${productId}/execute`, undefined, {}, false);
      taken(order, operator, res, async (a) => { if (ok(a)) await executed(operator, world, productId); }, { execute: productId });
    });
  }
  const open = funding.filter((p) => world.products.get(p.id)?.status === 'funding');
  for (const investor of world.investors) {
    if (open.length === 0 || !chance(0.3)) continue;
    const p = pick(open);
    const items = [{ product_id: p.id, amount: Math.min(units(1, 10), Math.max(10_000, p.target_amount - p.raised_amount)) }];
    const order = tasks.length;
    tasks.push(async () => {
      const res = await invest(world, investor, items, false);
      // A refusal the API knows at once (a sold-out product) is an answer, not a pending command.
      if (res.status === 202) taken(order, investor.session, res, (a) => { if (ok(a)) placed(investor, { status: 201, body: a.body }); }, { items });
    });
  }
  // Borrowers pay what is due (no early payoff while the loans cannot be re-read).
  for (const { productId, amountWon } of borrowerPlan(world, today, false)) {
    const order = tasks.length;
    tasks.push(async () => {
      const res = await operator.request('POST', `/api/admin/products/${productId}/borrower_repayments`, { amount: amountWon, paid_on: today }, { 'idempotency-key': randomBytes(8).toString('hex') }, false);
      taken(order, operator, res, (a) => afterPayment(operator, world, productId, a), { payment: productId, amountWon });
    });
  }
  await outagePurchases(world, tasks, taken);
  // Deposits (each a credit command) until more commands are pending than the sweeper takes in one sweep.
  const deposits = Array.from({ length: Math.max(0, SWEEP_PAGE + 40 - tasks.length) }, (_, k) => ({ investor: world.investors[k % world.investors.length], amountWon: units(1, 20) }));
  for (const { investor, amountWon } of deposits) tasks.push(async () => { outage.deposits.push({ investor, tid: await deposit(investor, amountWon) }); });
  await inParallel(tasks, OUTAGE_CONCURRENCY);
  outage.jobs.push(await runRepayments(operator, today));
  const backlog = await count(db, `SELECT count(*) AS n FROM command_inbox WHERE status = 'pending'`);
  processes.flushRedis();
  log(`day ${world.day}: ${backlog} commands pending (${outage.reserved.length} executions, ${outage.deposits.length} deposits); Redis flushed`);
  if (backlog <= SWEEP_PAGE) fail(world, 'the outage builds a queue backlog larger than the inbox sweeper\'s page', { backlog, page: SWEEP_PAGE });
  const frozen = await moneyState(db);
  if (frozen !== outage.frozen) fail(world, 'with the worker down, the API moves no money (wallets, loans, schedules, money streams unchanged)', { before: outage.frozen, after: frozen });
  await verifyLedger(operator, world);
}

async function endOutage(db: Client, dbUrl: string, operator: Session, processes: Processes, world: World, outage: Outage, today: string): Promise<void> {
  const lock = new Client({ connectionString: dbUrl });
  await lock.connect();
  try {
    await lock.query('BEGIN');
    const held = await lock.query(`SELECT name FROM projection_checkpoints WHERE name = $1 FOR UPDATE`, [LOAN_SCHEDULING_CHECKPOINT]);
    if (held.rowCount !== 1) throw new Error(`no checkpoint ${LOAN_SCHEDULING_CHECKPOINT} to hold`);
    processes.startWorker();
    log(`day ${world.day}: worker back, loan-scheduling follower held`);
    // Everything taken during the outage runs (the sweeper re-enqueues it: Redis lost every job).
    await until('the outage backlog to run', async () => (await count(db, `SELECT count(*) AS n FROM command_inbox WHERE status = 'pending'`)) === 0, DRAIN_MS);
    const behind = await count(db, FOLLOWER_BEHIND);
    log(`day ${world.day}: backlog ran; the follower is ${behind} executions behind`);
    if (behind <= FOLLOWER_PAGE) fail(world, 'the outage builds a follower backlog larger than its page', { behind, page: FOLLOWER_PAGE });
    await lock.query('COMMIT');
  } finally {
    await lock.end().catch(() => undefined);
  }
  await quiesce(db, DRAIN_MS);
  for (const jobId of outage.jobs) await jobDone(operator, jobId, DRAIN_MS);
  for (const p of outage.pending.sort((a, b) => a.order - b.order)) await p.settle(await p.session.outcome(p.commandId));
  const credited = await count(db, `SELECT count(*) AS n FROM bank_notifications WHERE tid = ANY($1::text[]) AND status = 'credited'`, [outage.deposits.map((d) => d.tid)]);
  if (credited !== outage.deposits.length) fail(world, 'every deposit notified during the outage is credited once', { credited, deposits: outage.deposits.length });
  const unscheduled = outage.reserved.filter((id) => world.products.get(id)?.status !== 'executed');
  if (unscheduled.length > 0) fail(world, 'every execution taken during the outage runs', { unscheduled: unscheduled.slice(0, 5), of: outage.reserved.length });
  world.verifyDue = true;
  await check(db, operator, world, today);
  log(`day ${world.day}: outage over, ${outage.pending.length} pending outcomes applied`);
}

// ---- the end: replay exact, and what became of the bad loans ----

/** What every money read model holds, to the won (no positions or timestamps, which a rebuild may renumber). */
async function moneyDigest(db: Client): Promise<string> {
  const [row] = (await db.query(`SELECT
      (SELECT md5(COALESCE(string_agg(concat_ws(':', user_id, ${Object.values(WALLET_COLUMNS).join(', ')}), ',' ORDER BY user_id), '')) FROM wallets) AS wallets,
      (SELECT md5(COALESCE(string_agg(concat_ws(':', product_id, status, principal, repaid_principal, paid_interest, credit, recovered, recovered_principal,
         recovered_interest, recovery_costs, written_off_principal, accelerated_on, written_off_on, sold_on), ',' ORDER BY product_id), '')) FROM loans) AS loans,
      (SELECT md5(COALESCE(string_agg(concat_ws(':', user_id, product_id, seq, status, principal, interest, late_interest, tax_income, tax_local, fee, net), ','
         ORDER BY user_id, product_id, seq), '')) FROM investor_repayments) AS schedules,
      (SELECT md5(COALESCE(string_agg(concat_ws(':', user_id, product_id, held_won, executed_won, repaid_principal_won), ',' ORDER BY user_id, product_id), '')) FROM investor_holdings) AS holdings,
      (SELECT md5(COALESCE(string_agg(concat_ws(':', user_id, type, amount, balance_after, held_after, product_id), ',' ORDER BY user_id, at, type, amount, balance_after), '')) FROM wallet_transactions) AS lines`)).rows;
  return JSON.stringify(row);
}

/**
 * The clock stands on the day after the last one now, and the worker does that day's own work
 * within a minute of real time: the funding-deadline sweep cancels products past closes_at, and
 * openings place auto-investments. The end waits for it and takes it in, or the replay races it
 * (seed 37 at 1434f1f: holds canceled between the digests before and after the replay, and the
 * registry's outstanding below the model's, which still held them).
 */
async function settleLastDay(db: Client, world: World): Promise<void> {
  await until('the last day\'s funding-deadline sweep', async () => (await count(db, `SELECT count(*) AS n ${HELD_PAST_DEADLINE_SQL}`)) === 0, WAIT_MS).catch(() => undefined);
  await openingPlaced(db, null, WAIT_MS);
  await quiesce(db, DRAIN_MS);
  await learnAutoPlacements(db, world);
  await learnPlatformCancels(db, world);
}

/** Every read model rebuilt from the log (POST /admin/ledger/replay): the money read models equal what they were, and verify is ok. */
async function replayAll(db: Client, operator: Session, world: World): Promise<void> {
  await quiesce(db, DRAIN_MS);
  const before = await moneyDigest(db);
  const names: string[] = ((await operator.request('GET', '/api/admin/ledger/verify')).body?.projections ?? []).map((p: { name: string }) => p.name);
  for (const projection of names) {
    // A rebuild of a large read model on a busy two-core machine may take longer than one request.
    const res = await operator.request('POST', '/api/admin/ledger/replay', { projection }, {}, true, DRAIN_MS);
    if (res.status !== 200) fail(world, 'every read model can be replayed from the log', { projection, status: res.status, body: res.body });
  }
  const after = await moneyDigest(db);
  if (after !== before) fail(world, 'replay exact: the money read models rebuilt from the log equal what they were', { before, after });
  await verifyLedger(operator, world);
  log(`replayed ${names.length} read models`);
}

/** What became of the loans that went bad, and how many late installments were paid with late interest. */
async function badLoanCounts(db: Client): Promise<Record<string, number>> {
  const [row] = (await db.query(`SELECT
      (SELECT count(*) FROM events WHERE type = 'LoanAccelerated')::int AS accelerated,
      (SELECT count(*) FROM events WHERE type = 'LoanAccelerated' AND (data->>'automatic')::boolean)::int AS accelerated_by_run,
      (SELECT count(DISTINCT stream_id) FROM events WHERE type = 'LoanRecovered' AND data->>'kind' = 'recovery')::int AS recovered,
      (SELECT count(*) FROM events WHERE type = 'LoanRecovered' AND data->>'kind' = 'recovery')::int AS recoveries,
      (SELECT count(*) FROM loans WHERE status = 'completed' AND accelerated_on IS NOT NULL)::int AS recovered_in_full,
      (SELECT count(*) FROM loans WHERE status = 'sold')::int AS sold,
      (SELECT count(*) FROM loans WHERE written_off_on IS NOT NULL)::int AS written_off,
      (SELECT count(DISTINCT r.stream_id) FROM events r JOIN events w ON w.stream_id = r.stream_id AND w.type = 'LoanWrittenOff' AND w.stream_version < r.stream_version
        WHERE r.type = 'LoanRecovered' AND r.data->>'kind' = 'recovery')::int AS recovered_after_write_off,
      (SELECT count(*) FROM events WHERE type = 'InstallmentFunded' AND (data->>'lateInterestWon')::bigint > 0)::int AS paid_late_with_interest,
      (SELECT count(*) FROM events WHERE type = 'LoanRecovered' AND data ? 'appliedCreditWon')::int AS held_credit_applied`)).rows;
  return row;
}

// ---- auto-invest ----

/**
 * A third of the investors set a contract (PUT /me/auto_invest): amounts of 10,000 to 100,000
 * won a product; a total that some reach within the run and some that their balance cannot
 * cover (their placements are skipped not_enough_balance); a cap per borrower for some; an end
 * date within the run for a quarter of them.
 */
async function setContracts(world: World, today: string): Promise<void> {
  for (const [n, investor] of world.investors.entries()) {
    if (n % 3 !== 0) continue;
    const amount = n % 12 === 0 || chance(0.3) ? 100_000 : units(1, 3);
    const terms: AutoTerms = {
      amount_per_product: amount,
      total_limit: chance(0.4) ? amount * (2 + Math.floor(random() * 4)) : Math.max(amount, investor.wallet.balance * 2),
      max_per_borrower: chance(0.3) ? amount : null,
      ends_on: addDaysTo(today, chance(0.25) ? 5 + Math.floor(random() * 20) : 365),
      criteria: { types: TYPES.filter(() => chance(0.6)).concat(chance(0.5) ? ['credit'] : []).filter((t, i, all) => all.indexOf(t) === i), include_pf: chance(0.3) },
    };
    if (terms.criteria.types.length === 0) terms.criteria.types = [pick(TYPES)];
    const res = await investor.session.request('PUT', '/api/me/auto_invest', { acknowledged: true, ...terms });
    if (!ok(res)) throw new Error(`auto_invest: ${res.status} ${JSON.stringify(res.body)}`);
    world.contracts.set(investor.id, terms);
    world.auto.contracts += 1;
  }
}

/** Some contracts change (a new version: a larger total, other types) and some stop (DELETE /me/auto_invest). */
async function contractsAct(world: World): Promise<void> {
  for (const [userId, terms] of [...world.contracts]) {
    const investor = world.byId.get(userId)!;
    if (chance(0.008)) {
      const res = await investor.session.request('DELETE', '/api/me/auto_invest');
      if (!ok(res)) throw new Error(`stop auto_invest: ${res.status} ${JSON.stringify(res.body)}`);
      world.contracts.delete(userId);
      world.auto.stopped += 1;
    } else if (chance(0.01) && terms.ends_on > world.today) {
      // (A contract past its end date cannot be changed: its ends_on is no longer a valid one.)
      // Only larger totals: the daily cap check compares the live placements with the last version's total.
      const changed: AutoTerms = { ...terms, total_limit: terms.total_limit + terms.amount_per_product * 2, criteria: { ...terms.criteria, types: [pick(TYPES)] } };
      const res = await investor.session.request('PUT', '/api/me/auto_invest', { acknowledged: true, ...changed });
      if (!ok(res)) throw new Error(`change auto_invest: ${res.status} ${JSON.stringify(res.body)}`);
      world.contracts.set(userId, changed);
      world.auto.changed += 1;
    }
  }
}

/**
 * After an opening (or, with no product, before the day's checks): waits, bounded, until the
 * worker has placed the openings' contracts, so investors act on the same balances and the checks
 * see every placement. The follower is not part of quiesce(): a killed worker takes it down with it,
 * and under load it may read an opening well after the queue drained (seed 1 in CI at 517691c).
 */
async function openingPlaced(db: Client, productId: string | null, waitMs = 20_000): Promise<void> {
  await until('the opening\'s auto-placements', async () => {
    const [row] = (await db.query(`SELECT
        (SELECT count(*) FROM events e, projection_checkpoints c WHERE c.name = 'auto_invest_openings' AND e.type = 'ProductOpened'
           AND ($1::text IS NULL OR e.stream_id = 'product-' || $1) AND (e.tx_id, e.global_position) > (c.tx_id, c.global_position))::int AS unread,
        (SELECT count(*) FROM command_inbox WHERE status = 'pending')::int AS pending`, [productId])).rows;
    return row.unread === 0 && row.pending === 0;
  }, waitMs).catch(() => undefined);
}

/** Auto-placements the model has not taken in: each holds its amount, or was executed or canceled with its product since. */
async function learnAutoPlacements(db: Client, world: World): Promise<void> {
  const found = (await db.query(`SELECT o.user_id::text AS user_id, o.product_id::text AS product_id, o.investment_id::text AS investment_id, o.amount::bigint AS amount
    FROM auto_invest_outcomes o WHERE o.outcome = 'placed' ORDER BY o.at, o.user_id`)).rows;
  for (const row of found) {
    const investor = world.byId.get(row.user_id);
    if (!investor || investor.investments.has(row.investment_id)) continue;
    const amountWon = Number(row.amount);
    investor.investments.set(row.investment_id, { productId: row.product_id, amountWon, status: 'placed' });
    investor.wallet.balance -= amountWon;
    investor.wallet.held += amountWon;
    world.auto.placed += 1;
    const product = world.products.get(row.product_id);
    if (product && product.status !== 'funding') {
      // The model released this product's holds before it knew of the placement: release this one alike.
      const i = investor.investments.get(row.investment_id)!;
      i.status = product.status;
      investor.wallet.held -= amountWon;
      if (product.status === 'executed') investor.wallet.executed += amountWon;
      else investor.wallet.balance += amountWon;
    }
  }
}

/** The day's auto-invest invariants, on the server's tables and its log. */
async function checkAutoInvest(db: Client, world: World): Promise<void> {
  // Live placements (not canceled) per contract against the last version's total and cap per borrower.
  const over = (await db.query(`WITH live AS (
      SELECT o.user_id, v.contract_id, o.borrower_id, o.amount FROM auto_invest_outcomes o
      JOIN auto_invest_versions v ON v.user_id = o.user_id AND v.version = o.version
      JOIN investments i ON i.id = o.investment_id AND i.status <> 'canceled' WHERE o.outcome = 'placed'),
    last AS (SELECT DISTINCT ON (user_id, contract_id) user_id, contract_id, (terms->>'totalLimitWon')::bigint AS total, (terms->>'maxPerBorrowerWon')::bigint AS per_borrower
      FROM auto_invest_versions ORDER BY user_id, contract_id, version DESC)
    SELECT l.user_id, l.contract_id, sum(live.amount)::bigint AS placed, max(l.total) AS total, max(b.won)::bigint AS most_with_one_borrower, max(l.per_borrower) AS per_borrower
    FROM live JOIN last l USING (user_id, contract_id)
    JOIN LATERAL (SELECT sum(x.amount) AS won FROM live x WHERE x.user_id = l.user_id AND x.contract_id = l.contract_id GROUP BY x.borrower_id ORDER BY 1 DESC LIMIT 1) b ON true
    GROUP BY l.user_id, l.contract_id
    HAVING sum(live.amount) > max(l.total) OR (max(l.per_borrower) IS NOT NULL AND max(b.won) > max(l.per_borrower))`)).rows;
  if (over.length > 0) fail(world, 'no auto-invest contract over its total or its cap per borrower', over.slice(0, 5), JSON.stringify(over.map((o) => o.contract_id)));
  // Each placement on its stream: the last contract event before it is a version (not a stop), and it came on or before that version's ends_on (Korea's date).
  const late = (await db.query(`SELECT p.stream_id, p.stream_version, p.data->>'productId' AS product_id, last.type AS after, last.data->>'endsOn' AS ends_on,
      to_char(timezone('Asia/Seoul', ${BUSINESS_AT_EVENT('p')}), 'YYYY-MM-DD') AS placed_on
    FROM events p
    JOIN LATERAL (SELECT e.type, e.data FROM events e WHERE e.stream_id = p.stream_id AND e.stream_version < p.stream_version
      AND e.type IN ('AutoInvestContractSet', 'AutoInvestStopped') ORDER BY e.stream_version DESC LIMIT 1) last ON true
    WHERE p.type = 'AutoInvestPlaced' AND (last.type = 'AutoInvestStopped'
      OR to_char(timezone('Asia/Seoul', ${BUSINESS_AT_EVENT('p')}), 'YYYY-MM-DD') > last.data->>'endsOn')`)).rows;
  if (late.length > 0) fail(world, 'no auto-placement after its contract stopped or ended', late.slice(0, 5), JSON.stringify(late.map((l) => `${l.stream_id}:${l.stream_version}`)));
  // Per product: live auto-placements within the policy's share of the target (floored to 10,000 won), the policy in force on the opening's date.
  const share = (await db.query(`SELECT p.id::text AS product_id, p.target_amount::bigint AS target, pol.share_bp, sum(o.amount)::bigint AS auto_placed
    FROM auto_invest_outcomes o JOIN investments i ON i.id = o.investment_id AND i.status <> 'canceled' JOIN products p ON p.id = o.product_id
    JOIN LATERAL (SELECT share_bp FROM auto_invest_policy WHERE effective_on <= (timezone('Asia/Seoul', o.at))::date ORDER BY effective_on DESC LIMIT 1) pol ON true
    WHERE o.outcome = 'placed' GROUP BY p.id, p.target_amount, pol.share_bp
    HAVING sum(o.amount) > floor(p.target_amount * pol.share_bp / 10000.0 / 10000) * 10000`)).rows;
  if (share.length > 0) fail(world, 'auto-placements take at most the policy\'s share of every product', share.slice(0, 5), JSON.stringify(share.map((r) => r.product_id)));
}

const BUSINESS_AT_EVENT = (alias: string) => `COALESCE((${alias}.metadata->>'business_at')::timestamptz, ${alias}.recorded_at)`;

async function autoCounts(db: Client, world: World): Promise<Record<string, number>> {
  const [row] = (await db.query(`SELECT (SELECT count(*) FROM auto_invest_outcomes WHERE outcome = 'placed')::int AS auto_placements,
      (SELECT count(*) FROM auto_invest_outcomes WHERE outcome = 'skipped')::int AS auto_skips,
      (SELECT count(*) FROM auto_invest_outcomes WHERE outcome = 'skipped' AND fail_code = 'not_enough_balance')::int AS auto_skips_balance,
      (SELECT count(DISTINCT product_id) FROM auto_invest_outcomes WHERE outcome = 'placed')::int AS auto_products`)).rows;
  return { auto_contracts: world.auto.contracts, auto_changed: world.auto.changed, auto_stopped: world.auto.stopped, ...row };
}

// ---- transfers (원리금수취권 양도) ----

const TRANSFER_REFUSALS = ['already_listed', 'transfer_not_eligible', 'listing_not_available', 'not_enough_balance', 'retry_later', 'transfer_price_out_of_range', ...LIMIT_CODES, ...AFTER_LIMIT_CODES];

function refused(world: World, answer: Answer, what: string): void {
  // A holding listed already (by this or another of the seller's investments in the loan): docs/api.md's invalid_input, counted by its field.
  const code = answer.body?.fields?.investment_id === 'already_listed' ? 'already_listed' : String(answer.body?.fail_code ?? answer.status);
  world.transfers.refused[code] = (world.transfers.refused[code] ?? 0) + 1;
  if (!TRANSFER_REFUSALS.includes(code)) fail(world, `a transfer ${what} is refused only with a docs/api.md code`, { status: answer.status, body: answer.body });
}

/**
 * The model knows a loan's status from the last run; a due date of today or one passed unpaid
 * since makes a holding unsellable (docs/api.md: "with no installment overdue") before the run
 * says overdue. So product_state_conflict is a right answer only while the loan is not repaying
 * or has an installment due by the business today still unpaid.
 */
async function refusedForState(db: Client, world: World, productId: string, answer: Answer): Promise<void> {
  world.transfers.refused.product_state_conflict = (world.transfers.refused.product_state_conflict ?? 0) + 1;
  const due = await count(db, `SELECT count(*) AS n FROM loans l WHERE l.product_id = $1 AND (l.status <> 'repaying'
    OR EXISTS (SELECT 1 FROM loan_installments i WHERE i.product_id = l.product_id AND i.status = 'scheduled' AND i.due_on <= $2::date))`, [productId, world.today]);
  if (due === 0) fail(world, 'a listing of a repaying loan with nothing due unpaid is not refused for its state', { product: productId, body: answer.body });
}

/**
 * Each day (the registry's fault days included): some holders of a repaying loan list their
 * claim at 93–101 % of the principal the model says they hold, and eligible buyers (income-
 * qualified, professional, or general with five investments placed) buy open listings of loans
 * they hold no part of. A purchase moves the seller's published rows from `from_seq` on to the
 * buyer, and the price, 경과이자, fee and tax between their wallets, in the model.
 */
async function transfersAct(db: Client, world: World): Promise<void> {
  const holders = world.investors.filter((i) => chance(0.04));
  for (const seller of holders) {
    const candidates = [...seller.investments].filter(([, i]) => i.status === 'executed' && world.loans.get(i.productId)?.status === 'repaying'
      && outstandingIn(seller, i.productId) > 0 && !seller.claims.has(i.productId));
    if (candidates.length === 0) continue;
    const [investmentId, investment] = pick(candidates);
    const price = Math.floor((outstandingIn(seller, investment.productId) * (93 + Math.floor(random() * 9))) / 100);
    const listed = await seller.session.request('POST', '/api/transfers/listings', { investment_id: investmentId, price, acknowledged: true });
    if (ok(listed)) world.transfers.listed += 1;
    else if (listed.body?.fail_code === 'product_state_conflict') await refusedForState(db, world, investment.productId, listed);
    else refused(world, listed, 'listing');
  }
  const buyers = world.investors.filter((i) => chance(0.05));
  if (buyers.length === 0) return;
  const open = await openListings(buyers[0]);
  for (const buyer of buyers) {
    const choices = open.filter((l) => !holdsPartOf(buyer, l.product_id));
    if (choices.length === 0) continue;
    const listing = pick(choices);
    const seller = world.investors.find((i) => i.investments.has(listing.investment_id));
    const bought = await purchase(buyer, listing, true);
    if (!ok(bought)) {
      refusedPurchase(world, buyer, bought, 'purchase');
      continue;
    }
    if (world.registryDown) fail(world, 'no purchase passes while the central registry is down', { user: buyer.id, listing: listing.id });
    open.splice(open.indexOf(listing), 1);
    transferred(world, seller, buyer, listing, bought.body.purchase as Purchase);
  }
}

type OpenListing = { id: string; investment_id: string; product_id: string; price: number; outstanding_principal: number; from_seq: number };
type Purchase = { principal: number; price: number; accrued_interest: number; fee: number; paid: number };

const openListings = async (session: { session: Session }): Promise<OpenListing[]> =>
  ((await session.session.request('GET', '/api/transfers/listings?size=100')).body?.items ?? []) as OpenListing[];

/** A buyer buys only into loans they hold no part of (invested, bought, or a schedule published to them). */
const holdsPartOf = (buyer: Investor, productId: string): boolean => buyer.published.has(productId) || buyer.transferNet.has(productId)
  || [...buyer.investments.values()].some((i) => i.productId === productId && i.status !== 'canceled');

/** POST /api/transfers/purchases with a fresh ticket; `follow`: wait for the outcome of a 202. */
async function purchase(buyer: Investor, listing: OpenListing, follow: boolean): Promise<Answer> {
  const ticket = await buyer.session.request('POST', '/api/invest_tickets');
  if (ticket.status !== 201) throw new Error(`invest_tickets: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  return buyer.session.request('POST', '/api/transfers/purchases', { listing_id: listing.id, ticket: ticket.body.ticket, acknowledged: true }, {}, follow);
}

function refusedPurchase(world: World, buyer: Investor, answer: Answer, what: string): void {
  refused(world, answer, what);
  if (answer.body?.fail_code === 'transfer_not_eligible' && buyer.type !== 'general') fail(world, 'income-qualified and professional investors may buy claims', { user: buyer.id, type: buyer.type });
  if (answer.body?.fail_code === 'retry_later' && !world.registryDown) fail(world, 'a purchase answers retry_later only while the registry is down', { user: buyer.id });
}

type Taken = (order: number, session: Session, res: Answer, settle: PendingCommand['settle'], what: unknown) => void;

/**
 * Purchases while the worker is down (docs/api.md "Transfers"): some buyers each ask for an open
 * listing of a loan they hold no part of (two may ask for the same one). Each answers 202 and waits
 * in the inbox; once the worker is back it runs in the loan's partition among the outage's
 * payments and repayment run, dated by the business day it then is: it completes (the model moves
 * the claim and the money, in planning order) or is refused with a docs/api.md code — the listing
 * sold to another, ended by the run, or its claim no longer the one listed (a due date passed),
 * the balance spent meanwhile — and the day's checks judge every transfer invariant after.
 */
async function outagePurchases(world: World, tasks: (() => Promise<void>)[], taken: Taken): Promise<void> {
  const buyers = world.investors.filter(() => chance(0.05));
  if (buyers.length === 0) return;
  const open = await openListings(buyers[0]);
  for (const buyer of buyers) {
    const choices = open.filter((l) => !holdsPartOf(buyer, l.product_id));
    if (choices.length === 0) continue;
    const listing = pick(choices);
    const seller = world.investors.find((i) => i.investments.has(listing.investment_id));
    const order = tasks.length;
    world.transfers.outage.asked += 1;
    tasks.push(async () => {
      const res = await purchase(buyer, listing, false);
      taken(order, buyer.session, res, (a) => {
        if (!ok(a)) return refusedPurchase(world, buyer, a, 'purchase (asked during the outage)');
        world.transfers.outage.bought += 1;
        transferred(world, seller, buyer, listing, a.body.purchase as Purchase);
      }, { purchase: listing.id });
    });
  }
}

/** The model's side of a purchase: the rows from `from_seq` on change hands, and the money. */
function transferred(world: World, seller: Investor | undefined, buyer: Investor, listing: { product_id: string; from_seq: number; price: number }, p: { principal: number; price: number; accrued_interest: number; fee: number; paid: number }): void {
  const productId = listing.product_id;
  if (!seller) {
    fail(world, 'a claim bought was held by an investor the model knows', { productId, listing });
    return;
  }
  world.transfers.bought += 1;
  const rows = seller.published.get(productId) ?? new Map<number, ScheduleRow>();
  const moved = new Map([...rows].filter(([seq]) => seq >= listing.from_seq && !seller.paid.has(`${productId}:${seq}`)));
  const principalWon = [...moved.values()].reduce((t, r) => t + r.principal, 0);
  const feeWon = Math.floor((p.price * world.transfers.transferFeeBp) / 10_000);
  if (principalWon !== p.principal || p.price !== listing.price || p.fee !== feeWon || p.paid !== p.price + p.accrued_interest) {
    fail(world, 'a purchase takes the seller\'s whole remaining claim at the listed price, the fee by the policy', { productId, model: { principalWon, feeWon, price: listing.price }, purchase: p });
  }
  for (const seq of moved.keys()) rows.delete(seq);
  buyer.published.set(productId, moved);
  seller.transferNet.set(productId, (seller.transferNet.get(productId) ?? 0) - p.principal);
  buyer.transferNet.set(productId, (buyer.transferNet.get(productId) ?? 0) + p.principal);
  // The 경과이자 is the seller's interest, taxed by the purchase date's policy.
  const incomeTax = Math.floor(Math.floor((p.accrued_interest * world.policy.incomeTaxBp) / 10_000) / 10) * 10;
  const localTax = Math.floor(Math.floor(incomeTax / 10) / 10) * 10;
  const s = seller.wallet;
  s.balance += p.price - p.fee + p.accrued_interest - incomeTax - localTax;
  s.interest += p.accrued_interest;
  s.tax += incomeTax + localTax;
  s.fee += p.fee;
  s.transferredOut += p.principal;
  seller.transferCash.receivedWon += p.price;
  const b = buyer.wallet;
  b.balance -= p.price + p.accrued_interest;
  b.transferredIn += p.principal;
  buyer.transferCash.paidWon += p.price + p.accrued_interest;
  world.transfers.feeWon += p.fee;
}

/**
 * After every day: each transferred loan's installments are the sum of its holders' parts (the
 * model's), every unpaid row of it is the holder's the model says, and money is conserved across
 * sellers and buyers (prices paid = prices received + fees; 경과이자 paid = received).
 */
async function checkTransfers(db: Client, world: World): Promise<void> {
  const products = [...new Set(world.investors.flatMap((i) => [...i.transferNet.keys()]))];
  if (products.length === 0) return;
  const installments = (await db.query(`SELECT i.product_id::text AS product_id, i.seq, i.principal::bigint AS principal FROM loan_installments i JOIN loans l USING (product_id)
    WHERE i.product_id = ANY($1::uuid[]) AND i.status <> 'replaced' AND l.status IN ('repaying', 'completed', 'overdue')`, [products])).rows;
  let reported = 0;
  for (const i of installments) {
    const parts = world.investors.reduce((t, inv) => t + (inv.published.get(i.product_id)?.get(i.seq)?.principal ?? 0), 0);
    if (parts !== Number(i.principal) && reported++ < 5) fail(world, 'each claim\'s installment = the sum of its holders\' parts', { productId: i.product_id, seq: i.seq, installment: Number(i.principal), parts });
  }
  const rows = (await db.query(`SELECT r.user_id::text AS user_id, r.product_id::text AS product_id, r.seq, r.principal::bigint AS principal FROM investor_repayments r JOIN loans l USING (product_id)
    WHERE r.product_id = ANY($1::uuid[]) AND r.status <> 'paid' AND l.status IN ('repaying', 'overdue')`, [products])).rows;
  reported = 0;
  for (const r of rows) {
    const model = world.byId.get(r.user_id)?.published.get(r.product_id)?.get(r.seq)?.principal;
    if (model !== Number(r.principal) && reported++ < 5) fail(world, 'each unpaid row of a transferred claim is its holder\'s as the model moved it', { row: r, model });
  }
  const [money] = (await db.query(`SELECT (SELECT COALESCE(sum(amount), 0) FROM wallet_transactions WHERE type IN ('transfer_in', 'transfer_out'))::bigint AS prices,
      (SELECT COALESCE(sum(amount), 0) FROM wallet_transactions WHERE type = 'transfer_accrued_interest')::bigint AS accrued,
      (SELECT COALESCE(sum((data->>'feeWon')::bigint), 0) FROM events WHERE type = 'ClaimSold')::bigint AS fees,
      (SELECT COALESCE(sum(transferred_in_principal), 0) FROM wallets)::bigint AS bought, (SELECT COALESCE(sum(transferred_out_principal), 0) FROM wallets)::bigint AS sold`)).rows;
  if (Number(money.prices) + Number(money.fees) !== 0 || Number(money.accrued) !== 0 || Number(money.fees) !== world.transfers.feeWon || money.bought !== money.sold) {
    fail(world, 'money conserved across sellers and buyers (prices paid = received + fees, 경과이자 paid = received, principal bought = sold)', { money, modelFees: world.transfers.feeWon });
  }
}

// ---- main ----

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
    OPERATOR_EMAIL: operatorLogin.email, OPERATOR_PASSWORD: operatorLogin.password, LOG_LEVEL: 'warn', DB_POOL_SIZE: '10', NODE_ENV: 'development', COMMAND_WAIT_MS: String(COMMAND_WAIT_MS),
  }, redisPort);
  const db = new Client({ connectionString: dbUrl.toString() });
  const world: World = {
    day: 0, today: '', investors: [], byId: new Map(), products: new Map(), loans: new Map(), limits: {} as World['limits'], policy: { incomeTaxBp: 1400, feeBp: 0 },
    acknowledge: true, faults: 0, platformCancels: 0, verifyDue: true, reported: new Set(), probes: 0, violations: [], paidSince: new Date(0), sample: 0,
    registryDown: false, registryRefusals: 0, badSeen: new Set(), outcomesDealt: 0, accelerationDays: 30,
    contracts: new Map(), auto: { contracts: 0, changed: 0, stopped: 0, placed: 0 },
    transfers: { listed: 0, bought: 0, refused: {}, feeWon: 0, transferFeeBp: 50, outage: { asked: 0, bought: 0 } },
  };
  try {
    await processes.startAll(port);
    const baseUrl = `http://127.0.0.1:${port}`;
    await until('the API', async () => (await fetch(`${baseUrl}/api/health`)).ok);
    await db.connect();
    const operator = new Session(baseUrl);
    await until('the operator login', async () => (await operator.request('POST', '/api/auth/login', operatorLogin)).status === 200);
    operator.login = operatorLogin;
    world.limits = await limitPolicy(operator);
    // Loans unpaid this long are accelerated by the daily run: shorter than the default 60 days, so a three-month run sees it.
    const policy = await operator.request('PUT', '/api/admin/repayment_policy', { acceleration_days: world.accelerationDays });
    if (policy.status !== 200) throw new Error(`repayment policy: ${policy.status} ${JSON.stringify(policy.body)}`);
    // A transfer fee, so the fee's way from the seller's price to the platform is checked too.
    const transferFee = await operator.request('PUT', '/api/admin/repayment_policy', { transfer_fee_bp: world.transfers.transferFeeBp });
    if (transferFee.status !== 200) throw new Error(`transfer fee: ${transferFee.status} ${JSON.stringify(transferFee.body)}`);
    for (let n = 0; n < INVESTORS; n += 1) {
      const investor = await newInvestor(baseUrl, n);
      // One in twelve (a quarter of the auto-invest contract holders, see setContracts) starts with
      // little: their contracts of 100,000 a product run out of balance and are skipped.
      await deposit(investor, n % 12 === 0 ? units(10, 25) : units(50, 2_000));
      world.investors.push(investor);
      world.byId.set(investor.id, investor);
    }
    log(`${INVESTORS} investors signed up and deposited`);
    const startClock = (await operator.request('GET', '/api/admin/sandbox/clock')).body;
    await setContracts(world, startClock.today);
    const totalDays = MONTHS * 30;
    const endMs = Date.parse(`${startClock.today}T00:00:00Z`) + totalDays * DAY_MS;
    // The outage falls in the middle of the run (runs shorter than 20 days have none).
    const outageAt = totalDays >= 20 ? Math.floor(totalDays * 0.4) + Math.floor(random() * totalDays * 0.2) : -1;
    let outage: Outage | null = null;
    for (; world.day < MAX_DAYS; world.day += 1) {
      const clock = (await operator.request('GET', '/api/admin/sandbox/clock')).body;
      if (Date.parse(`${clock.today}T00:00:00Z`) >= endMs) break;
      const today: string = clock.today;
      const nowMs = Date.parse(clock.now);
      world.today = today;
      if (outage && world.day === outage.day + 1) {
        await timed('outage: resume', () => endOutage(db, dbUrl.toString(), operator, processes, world, outage!, today));
        outage = null;
      }
      const down = outage !== null && world.day === outage.day;
      if (world.day === 2 || world.day === Math.floor(totalDays / 3)) await upgradeInvestors(operator, world, 0.08);
      if (chance(0.5)) {
        const product = await timed('products', () => createProduct(operator, world, nowMs));
        if (!down) {
          await timed('auto-invest', () => openingPlaced(db, product.id));
          await learnAutoPlacements(db, world);
        }
      }
      if (!down) await timed('auto-invest', () => contractsAct(world));
      if (!down && world.day % 10 === 4) await timed('probes', () => probeLimits(operator, world, nowMs));
      const funding = await listProducts(operator, world, 'funding');
      if (down) {
        await timed('outage: day', () => outageDay(db, operator, processes, world, outage!, today, funding));
      } else {
        // The central registry down for the day's trading, repayments and faults: back before the day's checks.
        const registryFault = chance(0.1);
        if (registryFault) {
          await setRegistryDown(operator, world, true);
          world.faults += 1;
          log(`day ${world.day}: central registry down for the day's trading`);
        }
        await timed('investors', () => investorsAct(operator, world, funding.filter((p) => Date.parse(p.closes_at) >= nowMs)));
        await timed('execute', () => executeFunded(operator, world));
        await timed('transfers', () => transfersAct(db, world));
        if (world.day % 30 === 17) {
          const change = { platform_registered: chance(0.7), fee_bp: chance(0.5) ? 0 : 100 };
          const res = await operator.request('PUT', '/api/admin/repayment_policy', change);
          if (res.status === 200) world.policy = { incomeTaxBp: change.platform_registered ? 1400 : 2500, feeBp: change.fee_bp };
        }
        await timed('borrowers', () => borrowersPay(operator, world, today));
        await timed('bad loans', () => badLoansAct(db, operator, world, today));
        if (chance(0.06)) {
          processes.killWorker();
          world.faults += 1;
          world.verifyDue = true;
        }
        if (chance(0.05)) {
          await processes.pauseWorker(3_000);
          world.faults += 1;
          world.verifyDue = true;
        }
        await timed('repayment run', async () => jobDone(operator, await runRepayments(operator, today)));
        if (registryFault) await setRegistryDown(operator, world, false);
        await timed('quiesce', () => quiesce(db));
        await timed('check', () => check(db, operator, world, today));
        if (chance(0.05)) {
          processes.flushRedis();
          world.faults += 1;
          world.verifyDue = true;
        }
      }
      if (outageAt >= 0 && world.day === outageAt - 1) outage = await timed('outage: prepare', () => prepareOutage(operator, world, nowMs, outageAt));
      const moved = await operator.request('POST', '/api/admin/sandbox/clock', { advance_days: 1 });
      if (moved.status !== 200) throw new Error(`clock: ${moved.status} ${JSON.stringify(moved.body)}`);
      if (world.day % 10 === 0) log(`day ${world.day} (${today}): ${world.violations.length} violations, ${world.faults} faults, ${Math.round((Date.now() - startedAtMs) / 1000)} s`);
    }
    if (outage) throw new Error('the run ended during the outage');
    await timed('settle', () => settleLastDay(db, world));
    await verifyLedger(operator, world);
    await timed('replay', () => replayAll(db, operator, world));
    await checkRegistry(db, operator, world);
    const bad = await badLoanCounts(db);
    const auto = await autoCounts(db, world);
    const counts = (await db.query(`SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM loans)::int AS loans,
      (SELECT count(*) FROM events WHERE type = 'RepaymentCredited')::int AS payouts, (SELECT count(*) FROM registry_reports)::int AS registry_reports`)).rows[0];
    log(`seconds by phase: ${JSON.stringify(Object.fromEntries([...timings].map(([k, v]) => [k, Math.round(v / 1000)])))}`);
    process.stdout.write(`${JSON.stringify({ months: MONTHS, days: world.day, events: counts.events, investors: INVESTORS, loans: counts.loans, payouts: counts.payouts, faults: world.faults, platform_cancels: world.platformCancels, registry_reports: counts.registry_reports, registry_refusals: world.registryRefusals, ...bad, ...auto,
      transfers_listed: world.transfers.listed, transfers_bought: world.transfers.bought, transfers_refused: world.transfers.refused, transfers_outage: world.transfers.outage, violations: world.violations.length, seconds: Math.round((Date.now() - startedAtMs) / 1000), seed: SEED })}\n`);
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
