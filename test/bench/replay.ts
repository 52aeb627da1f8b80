// Replay and verify at scale, measured (not a test): on a fresh database, a log of about a million
// events decided by the real deciders (10,000 investors, 1,000 loans of ~100 investors, months of
// repayments: test/support/lifetime-log.ts) written in bulk; then every projection replayed from
// one read of the log (events/s per projection and in total), every projection replayed again
// (tables must come out identical, the swap changing no row: idempotence), and verify of the whole
// log timed. Writes bench-results/replay.json and prints one line.
// Targets (the issue): replay ≥ 100,000 events/s, verify < 30 s on this 2-core machine.
import '../support/register-ts.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { MILLION_EVENT_SHAPE, writeLifetimeLog } from '../support/lifetime-log';

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.join(ROOT, 'server/dist/server/src');
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_EVENTS = Number(process.env.BENCH_EVENTS ?? MILLION_EVENT_SHAPE.targetEvents);
const TARGET_EVENTS_PER_S = 100_000;
const TARGET_VERIFY_S = 30;

function log(message: string): void {
  process.stdout.write(`[replay] ${message}\n`);
}

const seconds = (fromMs: number) => (performance.now() - fromMs) / 1000;
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Each table's row count and an order-free digest of its rows: equal digests, equal multisets of rows (to a 64-bit hash). */
async function digests(db: Client, tables: string[]): Promise<Record<string, { rows: number; digest: string }>> {
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const table of tables) {
    const { rows } = await db.query(`SELECT count(*)::bigint AS n, COALESCE(sum(hashtextextended(x::text, 0)::numeric), 0)::text AS h FROM ${table} x`);
    out[table] = { rows: Number(rows[0].n), digest: rows[0].h };
  }
  return out;
}

async function typeCounts(db: Client): Promise<Map<string, number>> {
  const { rows } = await db.query<{ type: string; n: number }>(`SELECT type, count(*)::int AS n FROM events GROUP BY type`);
  return new Map(rows.map((r) => [r.type, r.n]));
}

async function main(): Promise<void> {
  // BENCH_DB names a database an earlier run kept (BENCH_KEEP_DB=1): its log is reused, not written
  // again, so a change to replay or verify can be measured without deciding a million events anew.
  const reused = process.env.BENCH_DB;
  const dbName = reused ?? `bench_replay_${process.pid}`;
  if (!reused) await admin(`CREATE DATABASE ${dbName}`);
  const databaseUrl = withDatabase(PG_ADMIN_URL, dbName);
  let close: (() => Promise<void>) | undefined;
  try {
    // The application as `npm run ledger` starts it (migrations run here), without workers.
    const { loadConfig } = require(path.join(DIST, 'config/app-config'));
    const { startPlatform, createWorkerContext } = require(path.join(DIST, 'app/bootstrap'));
    const { ProjectionRebuilder } = require(path.join(DIST, 'shared/projections/projection-rebuilder'));
    const { ProjectionCheckService } = require(path.join(DIST, 'ledger-ops/projection-check.service'));
    const { ProjectionRegistry } = require(path.join(DIST, 'shared/event-store/inline-projections'));
    const config = loadConfig({ DATABASE_URL: databaseUrl, REDIS_URL: '', DEMO_DATA: 'false', LOG_LEVEL: 'warn', BANK_MAINTENANCE: '', SESSION_SECRET: 'bench' });
    const platform = await startPlatform(config, () => undefined);
    const app = await createWorkerContext(platform);
    close = async () => {
      await app.close();
      await platform.shutdown();
    };
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();

    let startedMs = performance.now();
    const countsByType = reused ? await typeCounts(db) : (await writeLifetimeLog({ ...MILLION_EVENT_SHAPE, targetEvents: TARGET_EVENTS }, (sql, params) => db.query(sql, params as unknown[]), (day, events) => {
      if (day % 30 === 0) log(`day ${day}: ${events.toLocaleString('en-US')} events`);
    })).countsByType;
    if (!reused) await db.query(`VACUUM ANALYZE events`);
    const writeS = seconds(startedMs);
    const [{ events, transactions }] = (await db.query(`SELECT count(*)::int AS events, count(DISTINCT tx_id)::int AS transactions FROM events`)).rows;
    log(`log: ${events.toLocaleString('en-US')} events in ${transactions} transactions, decided and written in ${writeS.toFixed(1)} s`);

    const registry = app.get(ProjectionRegistry);
    const rebuilder = app.get(ProjectionRebuilder);
    const names: string[] = registry.all().map((p: { name: string }) => p.name);
    const tables: string[] = registry.all().flatMap((p: { tables: Record<string, string> }) => Object.values(p.tables));
    const progress = (p: { phase: string; name: string; applied: number; total: number }) => log(`  ${p.phase} ${p.name}: ${p.applied.toLocaleString('en-US')} / ${p.total.toLocaleString('en-US')}`);

    // BENCH_ONLY=verify (with BENCH_DB, its tables replayed by an earlier run) times verify alone; BENCH_ONLY=replay, below, the first replay alone.
    if (process.env.BENCH_ONLY === 'verify') {
      if (!reused) throw new Error('BENCH_ONLY=verify needs BENCH_DB, a database whose read models are built');
      startedMs = performance.now();
      const report = await app.get(ProjectionCheckService).verifyAll(progress);
      log(`verify: ${report.ok ? 'ok' : 'DIFFERENCES'} in ${seconds(startedMs).toFixed(1)} s`);
      if (!report.ok) log(JSON.stringify(report.projections.filter((p: { ok: boolean }) => !p.ok)).slice(0, 4000));
      await db.end();
      return;
    }
    // A reused log's tables are emptied, so step 1 measures a first replay as on a fresh database.
    if (reused) await db.query(`TRUNCATE ${tables.join(', ')}`);

    // 1. Every projection from one read of the log (the tables start empty: the events were written without them).
    startedMs = performance.now();
    const first = await rebuilder.replayMany(names, progress);
    const replayAllS = seconds(startedMs);
    const replayAll = first.map((r: { name: string; events: number; apply_ms: number; swap_ms: number; rows_inserted: number }) => ({
      name: r.name, events: r.events, apply_s: round(r.apply_ms / 1000), events_per_s: Math.round(r.events / (r.apply_ms / 1000)),
      swap_s: round(r.swap_ms / 1000), rows: r.rows_inserted,
      // The projection's own rate: its events over its folding and the writing of its tables.
      events_per_s_with_writes: Math.round(r.events / ((r.apply_ms + r.swap_ms) / 1000)),
    }));
    log(`replay of all ${names.length} projections, one read of the log: ${replayAllS.toFixed(1)} s, ${Math.round(events / replayAllS).toLocaleString('en-US')} events/s`);
    for (const r of replayAll) log(`  ${r.name.padEnd(22)} ${r.events.toLocaleString('en-US').padStart(9)} events  apply ${r.apply_s} s  ${r.events_per_s.toLocaleString('en-US')} events/s  swap ${r.swap_s} s  ${r.rows.toLocaleString('en-US')} rows  with writes ${r.events_per_s_with_writes.toLocaleString('en-US')} events/s`);
    // BENCH_ONLY=replay times the first replay alone (a change to a fold measured in a minute).
    if (process.env.BENCH_ONLY === 'replay') {
      await db.end();
      return;
    }
    const before = await digests(db, tables);

    // 2. Every projection again: each swap must find nothing to change.
    startedMs = performance.now();
    const second = await rebuilder.replayMany(names);
    const againS = seconds(startedMs);
    const again = second.map((r: { name: string; events: number; apply_ms: number; swap_ms: number; rows_deleted: number; rows_inserted: number }) => ({
      name: r.name, events: r.events, apply_s: round(r.apply_ms / 1000), events_per_s: Math.round(r.events / (r.apply_ms / 1000)), swap_s: round(r.swap_ms / 1000),
      events_per_s_with_writes: Math.round(r.events / ((r.apply_ms + r.swap_ms) / 1000)),
      rows_changed: r.rows_deleted + r.rows_inserted,
    }));
    const after = await digests(db, tables);
    const identical = JSON.stringify(before) === JSON.stringify(after) && again.every((r: { rows_changed: number }) => r.rows_changed === 0);
    log(`replayed again in ${againS.toFixed(1)} s (${Math.round(events / againS).toLocaleString('en-US')} events/s): ${identical ? 'every table identical' : 'TABLES CHANGED'}`);

    // 3. verify of the whole log, as `npm run ledger -- verify` runs it.
    startedMs = performance.now();
    const report = await app.get(ProjectionCheckService).verifyAll();
    const verifyS = seconds(startedMs);
    log(`verify: ${report.ok ? 'ok' : 'DIFFERENCES'} in ${verifyS.toFixed(1)} s`);

    const totalPerS = Math.round(events / replayAllS);
    const targets = {
      replay_total_events_per_s: totalPerS >= TARGET_EVENTS_PER_S,
      // Each projection's events over its own folding and writing, in the first replay (the tables empty) and in the next (unchanged).
      replay_every_projection_events_per_s: replayAll.every((r: { events_per_s_with_writes: number }) => r.events_per_s_with_writes >= TARGET_EVENTS_PER_S),
      replay_again_every_projection_events_per_s: again.every((r: { events_per_s_with_writes: number }) => r.events_per_s_with_writes >= TARGET_EVENTS_PER_S),
      verify_seconds: report.ok && verifyS < TARGET_VERIFY_S,
      idempotent: identical,
    };
    const result = {
      bench: 'replay',
      at: new Date().toISOString(),
      // The machine is shared: its load (other sessions' tests) is part of any figure here.
      machine: { cores: os.cpus().length, load_average_at_end: os.loadavg().map((l) => round(l)), postgres: (await db.query(`SHOW server_version`)).rows[0].server_version },
      log: { events, transactions, write_seconds: round(writeS), by_type: Object.fromEntries([...countsByType].sort((a, b) => b[1] - a[1])) },
      replay_all: { seconds: round(replayAllS), events_per_s: totalPerS, projections: replayAll },
      replay_again: { seconds: round(againS), events_per_s: Math.round(events / againS), projections: again },
      idempotent: { identical, tables: after },
      verify: { ok: report.ok, seconds: round(verifyS), differences: report.projections.filter((p: { ok: boolean }) => !p.ok) },
      targets: { replay_events_per_s: TARGET_EVENTS_PER_S, verify_seconds: TARGET_VERIFY_S },
      targets_met: { ...targets, all: Object.values(targets).every(Boolean) },
    };
    fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench-results/replay.json'), `${JSON.stringify(result, null, 2)}\n`);
    await db.end();
    const slowest = [...replayAll].sort((a, b) => a.events_per_s_with_writes - b.events_per_s_with_writes)[0];
    console.log(
      `replay: ${events.toLocaleString('en-US')} events, all ${names.length} projections in ${replayAllS.toFixed(1)} s = ${totalPerS.toLocaleString('en-US')} events/s `
      + `(slowest ${slowest.name} ${slowest.events_per_s_with_writes.toLocaleString('en-US')} events/s with its writes), replayed again identical: ${identical}, `
      + `verify ${report.ok ? 'ok' : 'FAILED'} in ${verifyS.toFixed(1)} s; targets met: ${result.targets_met.all}`,
    );
  } finally {
    await close?.().catch(() => undefined);
    if (!process.env.BENCH_KEEP_DB && !reused) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
