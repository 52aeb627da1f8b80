// Auto-invest placement, measured (not a test): 10,000 running contracts, one product that 4,000
// of them match, opened; the one PlaceAutoInvestments transaction decides and writes every
// placement (through investing's batch handler: limits, registry, wallets, documents,
// notifications) and the product's room is checked afterwards. The application runs in this
// process on external PostgreSQL (a worker's code path: the command processor); investors,
// wallets and contracts are seeded through the streams' own deciders in bulk (signing 10,000 up
// over HTTP would cost argon2 hashes, not placement). Writes bench-results/auto-invest.json with
// placements/s next to pgbench's TPS for one hot-row update on the same PostgreSQL in the same
// run (docs: issue 29 asks for placements/s ≥ 1.0× of it), and the SQL statements the placement sent
// (statements_per_placement); then a manual launch-day rush on the same product (manual_rush: its
// own ratio, beside invest-burst's). Knobs: BENCH_CONTRACTS, BENCH_MATCHING, BENCH_RUSH, BENCH_RUSH_IN_FLIGHT; BENCH_STATEMENTS=1 prints each
// statement's count and time and the documents' and product snapshot's sizes; BENCH_PROFILE=dir
// writes a CPU profile of the placement alone.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Session } from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../../server/src/config/app-config';
import { createHttpApp, closeApp, startPlatform } from '../../server/src/app/bootstrap';
import { CommandGateway } from '../../server/src/shared/queue/command-gateway';
import { CommandProcessor } from '../../server/src/shared/queue/command-processor';
import { COMMAND_QUEUE, CommandQueue } from '../../server/src/shared/queue/command-queue';
import { uuidFrom } from '../../server/src/shared/ids';
import { investorStreamId, WalletStreams } from '../../server/src/wallet';
import { InvestTickets, PlaceInvestments } from '../../server/src/investing';
import { ChangeProductStatus, productStreamId, RegisterProduct } from '../../server/src/products';
import { AutoInvestStreams } from '../../server/src/auto-invest/auto-invest-streams';
import { PlaceAutoInvestments } from '../../server/src/auto-invest';
import { contractText } from '../../server/src/auto-invest/contract/contract-text';
import type { AutoInvestTerms } from '../../server/src/auto-invest';
import { createDatabase, dropDatabase, ROOT } from '../support/bench-harness';

const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const MATCHING = Number(process.env.BENCH_MATCHING ?? 4_000);
const AMOUNT_WON = 10_000;
const CHUNK = 500;
/** The manual rush after the opening: investors without a matching contract, each 10,000 won, so many in flight. */
const RUSH = Number(process.env.BENCH_RUSH ?? 2_000);
const RUSH_IN_FLIGHT = Number(process.env.BENCH_RUSH_IN_FLIGHT ?? 200);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);
const PGBENCH_CLIENTS = Number(process.env.BENCH_PGBENCH_CLIENTS ?? 32);

const log = (m: string) => process.stdout.write(`[auto-invest] ${m}\n`);

/** TPS of `UPDATE hot SET v = v + 1 WHERE id = 1`, one transaction each (as invest-burst measures it). */
async function pgbenchHotRow(databaseUrl: string): Promise<number> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`CREATE TABLE IF NOT EXISTS bench_hot_row (id int PRIMARY KEY, v bigint NOT NULL)`);
  await db.query(`INSERT INTO bench_hot_row VALUES (1, 0) ON CONFLICT (id) DO UPDATE SET v = 0`);
  await db.end();
  const found = spawnSync('sh', ['-c', 'command -v pgbench || ls /usr/lib/postgresql/*/bin/pgbench 2>/dev/null | tail -1'], { encoding: 'utf8' });
  const bin = found.stdout.trim().split('\n')[0];
  const script = path.join(os.tmpdir(), `hot-row-${process.pid}.sql`);
  fs.writeFileSync(script, 'UPDATE bench_hot_row SET v = v + 1 WHERE id = 1;\n');
  const u = new URL(databaseUrl);
  const run = spawnSync(bin, ['-n', '-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres'),
    '-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(PGBENCH_SECONDS), '-f', script, u.pathname.slice(1)], { encoding: 'utf8' });
  fs.rmSync(script, { force: true });
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  if (!tps) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
  return Number(tps);
}

/**
 * BENCH_PROFILE=dir: a V8 CPU profile of the placement alone (auto-invest-placement.cpuprofile),
 * without the seeding and pgbench around it that the whole process's profile is mostly made of.
 */
async function startPlacementProfile(): Promise<{ stop: () => Promise<void> }> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return { stop: async () => undefined };
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) => new Promise<any>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 500 });
  await post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await post('Profiler.stop');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'auto-invest-placement.cpuprofile'), JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/**
 * Counts the SQL statements the application sends while the placement runs: the application runs
 * in this process and every query goes through pg's Client (pg_stat_statements needs a server-wide
 * preload this shared PostgreSQL does not have). BEGIN and COMMIT count too.
 */
function countStatements(): { stop: () => number } {
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let n = 0;
  const timings = new Map<string, { n: number; ms: number }>();
  proto.query = function counted(this: unknown, ...args: unknown[]) {
    n += 1;
    const first = args[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : first?.text ?? '').replace(/\s+/g, ' ').slice(0, 110);
    const t0 = process.hrtime.bigint();
    const result = original.apply(this, args);
    const done = () => {
      const row = timings.get(text) ?? { n: 0, ms: 0 };
      row.n += 1;
      row.ms += Number(process.hrtime.bigint() - t0) / 1e6;
      timings.set(text, row);
    };
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    return result;
  };
  return {
    stop: () => {
      proto.query = original;
      if (process.env.BENCH_STATEMENTS) for (const [text, t] of [...timings].sort((a, b) => b[1].ms - a[1].ms)) log(`${t.n}× ${t.ms.toFixed(0)} ms ${text}`);
      return n;
    },
  };
}

/** The invest-burst bench's last recorded ratio (bench-results/invest-burst.json), for comparison. */
function investBurstRatio(): number | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, 'bench-results', 'invest-burst.json'), 'utf8')).ratio_to_pgbench ?? null;
  } catch {
    return null;
  }
}

const terms = (matching: boolean, endsOn: string): AutoInvestTerms => ({
  amountPerProductWon: AMOUNT_WON, totalLimitWon: 1_000_000, maxPerBorrowerWon: null, endsOn,
  criteria: { types: [matching ? 'credit' : 'apt'], grades: [], minRateBp: null, maxTermMonths: null, repaymentMethods: [], includePf: false },
});

/** Investors (verified, with a virtual account and 100,000 won) and their contracts, a chunk per transaction. */
async function seed(app: Awaited<ReturnType<typeof createHttpApp>>, today: string, now: Date): Promise<void> {
  const dataSource = app.get(CommandGateway)['dataSource'];
  const wallets = app.get(WalletStreams);
  const contracts = app.get(AutoInvestStreams);
  const endsOn = new Date(now.getTime() + 180 * 86_400_000).toISOString().slice(0, 10);
  for (let start = 0; start < CONTRACTS; start += CHUNK) {
    const ids = Array.from({ length: Math.min(CHUNK, CONTRACTS - start) }, () => randomUUID());
    const tx = dataSource.createQueryRunner();
    await tx.connect();
    await tx.startTransaction();
    await tx.query(
      `INSERT INTO users (id, email, password_hash, name, phone, identity_verified_at) SELECT id, 'bench-' || id || '@example.com', 'x', '김자동', '010-0000-0000', now() FROM unnest($1::uuid[]) AS id`, [ids]);
    await tx.query(`INSERT INTO vaccounts (user_id, bank_code, bank_name, account_number, holder_name) SELECT id, '004', 'KB국민은행', '4' || lpad((row_number() OVER () + $2::int)::text, 13, '0'), '김자동' FROM unnest($1::uuid[]) AS id`, [ids, String(start)]);
    const loaded = await wallets.loadMany(tx, ids);
    const meta = { command_id: randomUUID(), actor_id: null, business_at: now.toISOString() };
    await wallets.appendBatch(tx, ids.map((id) => ({
      appends: [wallets.decideOn(id, loaded.get(id)!, { type: 'CreditDeposit', tid: `bench-${id}`, amountWon: 100_000, depositorName: '김자동', at: now.toISOString() }).append], metadata: meta,
    })));
    await contracts.appendBatch(tx, ids.map((id, i) => {
      const t = terms(start + i < MATCHING, endsOn);
      return {
        appends: [contracts.decideOn(id, { state: contracts['decider'].initialState(), version: 0 }, {
          type: 'SetAutoInvest', userId: id, contractId: uuidFrom(`auto-invest-contract:${id}:1`), acknowledged: true, terms: t, today, at: now.toISOString(),
          maxAmountPerProductWon: 100_000, text: contractText(t, 1, today),
        }).append],
        metadata: meta,
      };
    }));
    await tx.commitTransaction();
    await tx.release();
  }
}

/**
 * The launch-day rush on the product auto-invest has just placed in: `RUSH` investors (their
 * contracts match other products) each get a ticket and send one investment of 10,000 won, about
 * `RUSH_IN_FLIGHT` at a time, as the API sends them (the same command, partition and locks; no
 * HTTP or sessions here, so it is compared with invest-burst's ratio only as a guide).
 */
async function manualRush(app: Awaited<ReturnType<typeof createHttpApp>>, productId: string, userIds: string[]): Promise<{ placed: number; refused: Record<string, number>; seconds: number }> {
  const tickets = app.get(InvestTickets);
  const commands = app.get(CommandGateway);
  const issued: { userId: string; ticket: string }[] = [];
  for (const userId of userIds) issued.push({ userId, ticket: (await tickets.issue(userId)).ticket });
  const refused: Record<string, number> = {};
  let placed = 0;
  let next = 0;
  const started = process.hrtime.bigint();
  const lane = async () => {
    while (next < issued.length) {
      const { userId, ticket } = issued[next++];
      const lockKeys = [investorStreamId(userId), productStreamId(productId)].sort();
      try {
        await commands.execute(PlaceInvestments, { userId, investorType: 'general', ticket, items: [{ productId, amountWon: AMOUNT_WON }] },
          { actorId: userId, commandId: ticket, partitionKey: productStreamId(productId), lockKeys, waitMs: 600_000 });
        placed += 1;
      } catch (error) {
        const code = (error as { failCode?: string; code?: string }).failCode ?? (error as Error).message;
        refused[code] = (refused[code] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: RUSH_IN_FLIGHT }, lane));
  return { placed, refused, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

async function main(): Promise<void> {
  const dbName = `p2p_bench_auto_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createDatabase(PG_ADMIN_URL, dbName);
  const config = loadConfig({
    ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: '', SANDBOX: 'true', DEMO_DATA: 'false', BANK_MAINTENANCE: '', LOG_LEVEL: 'error',
    SESSION_SECRET: 'bench-session-secret-auto-invest-0123', DB_POOL_SIZE: '10', COMMAND_WAIT_MS: '600000',
  });
  const platform = await startPlatform(config, () => undefined);
  const app = await createHttpApp(platform);
  try {
    const pgbenchBefore = await pgbenchHotRow(databaseUrl);
    const queue = app.get<CommandQueue>(COMMAND_QUEUE);
    const processor = app.get(CommandProcessor);
    await queue.startWorker((job) => processor.process(job));
    const now = new Date();
    const today = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const seeding = Date.now();
    await seed(app, today, now);
    log(`${CONTRACTS} contracts (${MATCHING} matching) seeded in ${Math.round((Date.now() - seeding) / 1000)} s`);
    const commands = app.get(CommandGateway);
    const productId = randomUUID();
    const targetWon = MATCHING * AMOUNT_WON * 2;
    await commands.execute(RegisterProduct, { productId, terms: {
      title: '자동투자 벤치 상품', type: 'credit', borrowerId: 'BENCH-1', borrowerName: '김대출', grade: 'A2', rateBp: 1200, termMonths: 12,
      repaymentMethod: 'equal_installment', targetAmountWon: targetWon, minAmountWon: AMOUNT_WON, maxPerUserWon: 0, opensAt: new Date(now.getTime() - 60_000).toISOString(),
      closesAt: new Date(now.getTime() + 7 * 86_400_000).toISOString(), investorOnly: false, description: '벤치', collateral: null,
    } }, { actorId: null, partitionKey: productStreamId(productId) });
    // The follower is not running (no background jobs here): the measured command is the one it would send.
    await commands.execute(ChangeProductStatus, { productId, action: 'open', by: 'operator' }, { actorId: null, partitionKey: productStreamId(productId) });
    const profiler = await startPlacementProfile();
    const statements = countStatements();
    const started = process.hrtime.bigint();
    const result = await commands.execute<{ productId: string }, { placed: number; placedWon: number; skipped: number }>(PlaceAutoInvestments, { productId }, {
      commandId: uuidFrom(`auto-invest-opening:${productId}`), actorId: null, partitionKey: productStreamId(productId), lockKeys: [productStreamId(productId)], waitMs: 600_000,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const statementCount = statements.stop();
    await profiler.stop();
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const rushers = (await db.query(`SELECT user_id::text AS id FROM auto_invest_contracts WHERE NOT (criteria->'types' ? 'credit') ORDER BY user_id LIMIT $1`, [RUSH])).rows.map((r) => r.id as string);
    const rush = await manualRush(app, productId, rushers);
    log(`manual rush: ${rush.placed} of ${rushers.length} placed in ${rush.seconds.toFixed(2)} s ${JSON.stringify(rush.refused)}`);
    const [room] = (await db.query(`SELECT raised_amount::bigint AS raised, target_amount::bigint AS target, investor_count FROM products WHERE id = $1`, [productId])).rows;
    const [auto] = (await db.query(`SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::bigint AS won FROM auto_invest_outcomes WHERE product_id = $1 AND outcome = 'placed'`, [productId])).rows;
    if (process.env.BENCH_STATEMENTS) {
      for (const r of (await db.query(`SELECT kind, avg(pg_column_size(content))::int AS stored, avg(length(content::text))::int AS text FROM investment_documents GROUP BY kind`)).rows) log(`document ${r.kind}: ${r.stored} bytes stored, ${r.text} as text`);
      // The bodies the documents share (migrations/1763801750000-document-bodies.ts): a few per product, not two per placement.
      for (const r of (await db.query(`SELECT count(*)::int AS n, coalesce(avg(pg_column_size(body)), 0)::int AS stored FROM document_bodies`)).rows) log(`document bodies: ${r.n}, ${r.stored} bytes stored each`);
      for (const r of (await db.query(`SELECT stream_id, pg_column_size(state) AS stored, length(state::text) AS text FROM aggregate_snapshots WHERE stream_id LIKE 'product-%'`)).rows) log(`snapshot ${r.stream_id}: ${r.stored} bytes stored, ${r.text} as text`);
    }
    await db.end();
    const pgbenchAfter = await pgbenchHotRow(databaseUrl);
    const pgbenchTps = Math.round((pgbenchBefore + pgbenchAfter) / 2);
    const placementsPerS = Math.round(result.placed / seconds);
    const capWon = Math.floor((targetWon * 5000) / 10_000 / 10_000) * 10_000;
    const out = {
      contracts: CONTRACTS, matching: MATCHING, placed: result.placed, skipped: result.skipped, seconds: Number(seconds.toFixed(2)), placements_per_s: placementsPerS,
      statements: statementCount, statements_per_placement: Number((statementCount / Math.max(1, result.placed)).toFixed(3)),
      pgbench_hot_row_tps: pgbenchTps, pgbench_before: Math.round(pgbenchBefore), pgbench_after: Math.round(pgbenchAfter), ratio: Number((placementsPerS / pgbenchTps).toFixed(2)),
      manual_rush: {
        investors: rushers.length, in_flight: RUSH_IN_FLIGHT, placed: rush.placed, refused: rush.refused, seconds: Number(rush.seconds.toFixed(2)),
        placements_per_s: Math.round(rush.placed / rush.seconds), ratio: Number((rush.placed / rush.seconds / pgbenchTps).toFixed(2)),
        invest_burst_ratio: investBurstRatio(),
      },
      room: { target: Number(room.target), raised: Number(room.raised), share_cap: capWon, auto_placed: Number(auto.won), respected: Number(auto.won) <= capWon && Number(room.raised) <= Number(room.target) },
      at: new Date().toISOString(),
    };
    fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench-results', 'auto-invest.json'), `${JSON.stringify(out, null, 2)}\n`);
    log(JSON.stringify(out));
  } finally {
    await closeApp(app).catch(() => undefined);
    await platform.shutdown();
    await dropDatabase(PG_ADMIN_URL, dbName);
  }
}

main().catch((error: unknown) => {
  log(`failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
});
