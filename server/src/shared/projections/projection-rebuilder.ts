// verify: recompute projections from the log in one snapshot and diff them with the live tables.
// replay: rebuild into fresh tables without stopping writers, then swap the contents in under a
// short lock, catching up the events that arrived meanwhile. Several projections share one read
// of the log (rebuild-pass.ts), pages of thousands of events, each projection's set-based
// `applyBatch` where it has one.
import { Injectable } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { DataSource, QueryRunner } from 'typeorm';
import { PgNotifications } from '../database/pg-notifications';
import { rows } from '../database/sql';
import { Tx } from '../event-store/event-store.types';
import { Projection, ProjectionRegistry } from '../event-store/inline-projections';
import { PageQuery, pagesAfter, readPage, REBUILD_PAGE_EVENTS } from './rebuild-pages';
import { PROJECTIONS_REPLAYED_CHANNEL } from './replay-notice';
import { assignLanes, Lane, ProgressListener, progressReporter, RebuildTarget, runPass, targetOf, totalsOf, typesOf } from './rebuild-pass';
import { addUniqueIndexesLeftOff, createShadowTables, quoteIdent, swapInto } from './shadow-tables';
import { FoldProgress } from './fold/fold-pass';
import { replayByFold, verifyByFold } from './fold/fold-rebuild';
import { assert } from '../errors/domain-error';

export type { ProgressListener, RebuildProgress } from './rebuild-pass';

/** docs/api.md's `{projection, events}` (events applied), and the position reached, as before. */
export interface ReplayResult {
  projection: string;
  events: number;
  name: string;
  events_position: number;
}

/** A replay with what it cost: time applying this projection's events, time swapping, rows the swap changed. */
export interface ReplayReport extends ReplayResult {
  apply_ms: number;
  swap_ms: number;
  rows_deleted: number;
  rows_inserted: number;
}

export interface ProjectionReport {
  name: string;
  position: number;
  lag: number;
  ok: boolean;
  differences: { table: string; only_in_live: unknown[]; only_in_log: unknown[] }[];
}

/** Memory for the swap's anti-joins, verify's EXCEPT ALL and index builds over tables of millions of rows (the default 4 MB spills them to disk). */
const REBUILD_WORK_MEM = '256MB';
/**
 * Connections that apply a rebuild side by side, each one PostgreSQL backend applying its share
 * of the projections at its own pace: three on the two-core machines this runs on, because a
 * lane's statements also wait on the network and Node, and one projection (repayment schedules
 * at a loan's execution) can be slow for pages on end. The reader is a connection more: four in
 * all, well inside the smallest pool (tests: 8).
 */
const LANES = 3;
/** How long a replay waits to see its own announcement arrive in this process (it normally takes a millisecond or two). */
const WITNESS_TIMEOUT_MS = 2_000;

@Injectable()
export class ProjectionRebuilder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
    private readonly notifications: PgNotifications,
  ) {}

  /** The projections by name, in registration order (the order inline writers take their tables). */
  private named(names: readonly string[]): Projection[] {
    for (const name of names) if (!this.registry.get(name)) throw new Error(`no projection named ${name}`);
    return this.registry.all().filter((p) => names.includes(p.name));
  }

  async verify(name: string, listener?: ProgressListener): Promise<ProjectionReport> {
    return (await this.verifyMany([name], listener))[0];
  }

  /**
   * Every projection named, from one read of the log in one snapshot: those with a fold folded in
   * memory and compared with their tables (fold/fold-rebuild.ts), the others applied to temporary
   * tables by their SQL form.
   */
  async verifyMany(names: readonly string[], listener?: ProgressListener, pageSize = REBUILD_PAGE_EVENTS): Promise<ProjectionReport[]> {
    const projections = this.named(names);
    const reports = new Map<string, ProjectionReport>();
    const folded = projections.filter((p) => p.fold);
    if (folded.length > 0) {
      for (const r of await this.verifyFolded(folded, listener, pageSize)) reports.set(r.name, { ...r, lag: 0 });
    }
    const rest = projections.filter((p) => !p.fold);
    if (rest.length > 0) for (const r of await this.verifyBySql(rest, listener, pageSize)) reports.set(r.name, r);
    return projections.map((p) => reports.get(p.name)!);
  }

  private async verifyFolded(projections: Projection[], listener: ProgressListener | undefined, pageSize: number) {
    const runners: QueryRunner[] = [];
    try {
      const tx = await this.connect(runners);
      await tx.startTransaction('REPEATABLE READ');
      return await verifyByFold(tx, projections, await this.foldProgress(tx, projections, 'verify', listener), pageSize);
    } finally {
      for (const runner of runners.reverse()) await release(runner);
    }
  }

  private async foldProgress(tx: Tx, projections: Projection[], phase: FoldProgress['phase'], listener?: ProgressListener): Promise<FoldProgress | undefined> {
    return listener ? { phase, listener, totals: await totalsOf(tx, projections) } : undefined;
  }

  private async verifyBySql(projections: Projection[], listener: ProgressListener | undefined, pageSize: number): Promise<ProjectionReport[]> {
    const runners: QueryRunner[] = [];
    try {
      // One snapshot: the events it sees are exactly those whose inline writes it sees. The
      // other lanes and the reader import it, so all read the same log and the same live tables.
      const main = await this.connect(runners);
      await localBuffers(main);
      await main.startTransaction('REPEATABLE READ');
      const [{ snapshot }] = await rows<{ snapshot: string }>(main, `SELECT pg_export_snapshot() AS snapshot`);
      assert(/^[0-9A-F-]+$/i.test(snapshot), `unexpected snapshot id ${snapshot}`);
      const inSnapshot = async () => {
        const runner = await this.connect(runners);
        await localBuffers(runner);
        await runner.startTransaction('REPEATABLE READ');
        await runner.query(`SET TRANSACTION SNAPSHOT '${snapshot}'`);
        return runner;
      };
      const connections = [main];
      while (connections.length < Math.min(LANES, projections.length)) connections.push(await inSnapshot());
      const reader = await inSnapshot();
      const totals = await totalsOf(main, projections);
      const lanes: Lane[] = [];
      for (const { lane, items } of assignLanes(projections, totals, connections)) {
        await lane.query(`SET LOCAL work_mem = '${REBUILD_WORK_MEM}'`);
        const targets: RebuildTarget[] = [];
        for (const projection of items) targets.push(targetOf(projection, await createShadowTables(lane, projection, 'verify', 'temporary')));
        lanes.push({ tx: lane, targets });
      }
      const targets = lanes.flatMap((l) => l.targets);
      const query: PageQuery = { types: typesOf(targets), events: { kind: 'in_reader_snapshot' }, pageSize };
      const onPage = listener ? progressReporter(targets, 'verify', totals, listener) : undefined;
      await runPass(lanes, pagesAfter((after) => readPage(reader, after, query)), 0, { onPage });
      const reports = new Map<string, ProjectionReport>();
      await Promise.all(lanes.map(async (lane) => {
        for (const target of lane.targets) reports.set(target.projection.name, { name: target.projection.name, position: target.position, lag: 0, ...(await this.differences(lane.tx, target)) });
      }));
      return projections.map((p) => reports.get(p.name)!);
    } finally {
      for (const runner of runners.reverse()) await release(runner);
    }
  }

  private async connect(runners: QueryRunner[]): Promise<QueryRunner> {
    const runner = this.dataSource.createQueryRunner();
    runners.push(runner);
    await runner.connect();
    return runner;
  }

  private async differences(tx: Tx, target: RebuildTarget): Promise<Pick<ProjectionReport, 'ok' | 'differences'>> {
    const differences: ProjectionReport['differences'] = [];
    for (const [logical, live] of Object.entries(target.projection.tables)) {
      const columns = await this.comparableColumns(tx, live, target.projection.volatileColumns ?? []);
      const list = columns.map(quoteIdent).join(', ');
      const shadow = quoteIdent(target.tables[logical]);
      const onlyLive = await rows(tx, `SELECT ${list} FROM ${quoteIdent(live)} EXCEPT ALL SELECT ${list} FROM ${shadow} LIMIT 20`);
      const onlyLog = await rows(tx, `SELECT ${list} FROM ${shadow} EXCEPT ALL SELECT ${list} FROM ${quoteIdent(live)} LIMIT 20`);
      if (onlyLive.length || onlyLog.length) differences.push({ table: live, only_in_live: onlyLive, only_in_log: onlyLog });
    }
    return { ok: differences.length === 0, differences };
  }

  async replay(name: string, listener?: ProgressListener): Promise<ReplayResult> {
    const [{ projection, events, events_position }] = await this.replayMany([name], listener);
    return { projection, events, name, events_position };
  }

  /**
   * Every projection named, rebuilt from one read of the log: those with a fold folded in memory
   * and only their differences written (fold/fold-rebuild.ts), the others applied to fresh tables
   * by their SQL form and swapped in together.
   */
  async replayMany(names: readonly string[], listener?: ProgressListener, pageSize = REBUILD_PAGE_EVENTS): Promise<ReplayReport[]> {
    const projections = this.named(names);
    const reports = new Map<string, ReplayReport>();
    const folded = projections.filter((p) => p.fold);
    if (folded.length > 0) for (const r of await this.replayFolded(folded, listener, pageSize)) reports.set(r.projection, r);
    const rest = projections.filter((p) => !p.fold);
    if (rest.length > 0) for (const r of await this.replayBySql(rest, listener, pageSize)) reports.set(r.projection, r);
    // What API processes keep of these tables (a copy per investor for a version) cannot tell a
    // repair in place from no change: they drop it, this process before the replay answers.
    for (const p of projections) await this.notifications.publishAndWitness(PROJECTIONS_REPLAYED_CHANNEL, p.name, WITNESS_TIMEOUT_MS);
    return projections.map((p) => reports.get(p.name)!);
  }

  private async replayFolded(projections: Projection[], listener: ProgressListener | undefined, pageSize: number): Promise<ReplayReport[]> {
    const runners: QueryRunner[] = [];
    try {
      const reader = await this.connect(runners);
      const writer = await this.connect(runners);
      const reports = await replayByFold(reader, writer, projections, await this.foldProgress(reader, projections, 'replay', listener), pageSize);
      return reports.map((r) => ({ projection: r.name, name: r.name, events: r.events, events_position: r.position, apply_ms: r.apply_ms, swap_ms: r.swap_ms, rows_deleted: r.rows_deleted, rows_inserted: r.rows_inserted }));
    } finally {
      for (const runner of runners.reverse()) await release(runner);
    }
  }

  private async replayBySql(projections: Projection[], listener: ProgressListener | undefined, pageSize: number): Promise<ReplayReport[]> {
    const runners: QueryRunner[] = [];
    try {
      const tx = await this.connect(runners);
      const totals = await totalsOf(tx, projections);
      const lanes: Lane[] = [];
      const connections = [tx];
      while (connections.length < Math.min(LANES, projections.length)) connections.push(await this.connect(runners));
      await tx.startTransaction('READ COMMITTED');
      for (const { lane, items } of assignLanes(projections, totals, connections)) {
        const targets: RebuildTarget[] = [];
        for (const projection of items) targets.push(targetOf(projection, await createShadowTables(tx, projection, 'rebuild', 'unlogged')));
        lanes.push({ tx: lane, targets });
      }
      await tx.commitTransaction();
      const targets = lanes.flatMap((l) => l.targets);
      const types = typesOf(targets);
      // Phase 1, writers running: every event a snapshot taken now sees, read on a connection of
      // its own while the lanes apply.
      const reader = await this.connect(runners);
      const [{ snapshot }] = await rows<{ snapshot: string }>(reader, `SELECT pg_current_snapshot()::text AS snapshot`);
      for (const lane of lanes) {
        await lane.tx.startTransaction('READ COMMITTED');
        await lane.tx.query(`SET LOCAL work_mem = '${REBUILD_WORK_MEM}'`);
      }
      const onPage = listener ? progressReporter(targets, 'replay', totals, listener) : undefined;
      const seen: PageQuery = { types, events: { kind: 'visible_in', snapshot }, pageSize };
      await runPass(lanes, pagesAfter((after) => readPage(reader, after, seen)), 0, { onPage });
      // Still outside the lock: the unique indexes the pass went without, one sort each.
      await Promise.all(lanes.map(async (lane) => {
        await lane.tx.query(`SET LOCAL maintenance_work_mem = '${REBUILD_WORK_MEM}'`);
        for (const target of lane.targets) await addUniqueIndexesLeftOff(lane.tx, target.projection, target.tables);
        await lane.tx.commitTransaction();
      }));
      // Phase 2, writers paused on the lock for as long as the catch-up and the swap take: one
      // transaction, so every projection's tables change together.
      await tx.startTransaction('READ COMMITTED');
      await tx.query(`SET LOCAL work_mem = '${REBUILD_WORK_MEM}'`);
      for (const projection of projections) {
        for (const live of Object.values(projection.tables)) await tx.query(`LOCK TABLE ${quoteIdent(live)} IN EXCLUSIVE MODE`);
      }
      // The events that snapshot did not see: committed since (or still open then), so after
      // every event of phase 1 in commit order.
      const unseen: PageQuery = { types, events: { kind: 'invisible_to', snapshot }, pageSize };
      await runPass([{ tx, targets }], pagesAfter((after) => readPage(tx, after, unseen)));
      const reports = new Map<string, ReplayReport>();
      for (const target of targets) reports.set(target.projection.name, await this.swap(tx, target));
      await tx.commitTransaction();
      return projections.map((p) => reports.get(p.name)!);
    } finally {
      for (const runner of runners.reverse()) await release(runner);
    }
  }

  private async swap(tx: Tx, target: RebuildTarget): Promise<ReplayReport> {
    const startedMs = performance.now();
    let deleted = 0;
    let inserted = 0;
    for (const [logical, live] of Object.entries(target.projection.tables)) {
      const changed = await swapInto(tx, live, target.tables[logical]);
      deleted += changed.deleted;
      inserted += changed.inserted;
      await tx.query(`DROP TABLE ${quoteIdent(target.tables[logical])}`);
    }
    const name = target.projection.name;
    return {
      projection: name, events: target.applied, name, events_position: target.position,
      apply_ms: Math.round(target.applyMs), swap_ms: Math.round(performance.now() - startedMs), rows_deleted: deleted, rows_inserted: inserted,
    };
  }

  private async comparableColumns(tx: Tx, table: string, volatile: string[]): Promise<string[]> {
    const cols = await rows<{ column_name: string; data_type: string }>(
      tx,
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema() ORDER BY ordinal_position`,
      [table],
    );
    // json columns have no equality operator; jsonb does.
    return cols.filter((c) => !volatile.includes(c.column_name) && c.data_type !== 'json').map((c) => c.column_name);
  }
}

/**
 * Verify's temporary tables hold up to millions of rows, in the session's own buffers (8 MB by
 * default: the rest goes back and forth to files). PostgreSQL accepts a larger size only before
 * the session's first temporary table; a pooled connection that already had one keeps its size.
 */
async function localBuffers(runner: QueryRunner): Promise<void> {
  await runner.query(`SET temp_buffers = '${REBUILD_WORK_MEM}'`).catch(() => undefined);
}

/** Rolls back whatever is still open (a failure, or verify's read-only work) and returns the connection. */
async function release(runner: QueryRunner): Promise<void> {
  if (runner.isReleased) return;
  if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
  await runner.release();
}
