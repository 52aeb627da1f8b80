// verify on every core: the projections split into lanes of about equal work, one lane folded
// and compared on this thread, the other in a worker thread (fold-lane.thread.ts), each on its
// own connection in one exported snapshot, so together they check exactly the log and tables
// one REPEATABLE READ transaction sees. Folding and comparing run in Node, one core per lane;
// PostgreSQL only reads the log and copies the tables out. On one core, or for projections a
// thread cannot load (not in fold-catalogue.ts), verify runs as before on this thread.
import { Injectable } from '@nestjs/common';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DataSource } from 'typeorm';
import { rows } from '../../shared/database/sql';
import type { Tx } from '../../shared/event-store/event-store.types';
import { Projection, ProjectionRegistry } from '../../shared/event-store/inline-projections';
import { FoldVerifyReport, verifyByFold } from '../../shared/projections/fold/fold-rebuild';
import { ProjectionRebuilder, ProjectionReport } from '../../shared/projections/projection-rebuilder';
import { ProgressListener, totalsOf } from '../../shared/projections/rebuild-progress';
import { FOLDED_PROJECTIONS } from './fold-catalogue';
import type { LaneMessage, LaneRequest } from './lane-messages';
import { THREAD_START_WEIGHT, twoLanes } from './two-lanes';

/** A table row costs about three plain events' work (rendered, hashed, compared); measured on the replay bench's log. */
const ROW_WEIGHT = 3;
/**
 * Below this many events (PostgreSQL's estimate) verify stays on one thread: starting a worker,
 * loading the projections' modules and a second connection cost more than a small log's fold.
 */
export const LANES_FROM_EVENTS = 100_000;
/** The worker's young generation, as the server processes' --max-semi-space-size gives theirs (scripts/server-node-flags.cjs). */
const LANE_YOUNG_GENERATION_MB = 384;

/** `events`: each projection's events in the log (totalsOf), counted once for the split and both lanes' progress. */
async function weightsOf(tx: Tx, projections: readonly Projection[], events: Map<string, number>): Promise<Map<string, number>> {
  const tables = projections.flatMap((p) => Object.values(p.tables));
  const estimates = await rows<{ table: string; n: number }>(tx, `SELECT relname AS table, greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE relname = ANY($1::text[]) AND relkind = 'r'`, [tables]);
  const rowsOf = new Map(estimates.map((e) => [e.table, Number(e.n)]));
  const weightOf = (p: Projection) => (events.get(p.name) ?? 0) * (p.fold.eventWeight ?? 1) + ROW_WEIGHT * Object.values(p.tables).reduce((sum, t) => sum + (rowsOf.get(t) ?? 0), 0);
  return new Map(projections.map((p) => [p.name, weightOf(p)]));
}

function threadEntry(): { file: string; execArgv?: string[] } {
  // Compiled, the thread is the .js beside this file and takes this process's Node flags (a CPU
  // profile, source maps); from sources (tests), the .ts through the repository's require hook.
  if (__filename.endsWith('.js')) return { file: path.join(__dirname, 'fold-lane.thread.js') };
  return { file: path.join(__dirname, 'fold-lane.thread.ts'), execArgv: ['-r', path.resolve(__dirname, '../../../../scripts/require-ts.cjs')] };
}

function runInThread(request: LaneRequest, listener?: ProgressListener): { done: Promise<FoldVerifyReport[]>; stop: () => void } {
  const { file, execArgv } = threadEntry();
  const worker = new Worker(file, { workerData: request, execArgv, resourceLimits: { maxYoungGenerationSizeMb: LANE_YOUNG_GENERATION_MB } });
  const done = new Promise<FoldVerifyReport[]>((resolve, reject) => {
    worker.on('message', (message: LaneMessage) => {
      if (message.kind === 'progress') listener?.(message.progress);
      else if (message.kind === 'done') resolve(message.reports);
      else reject(Object.assign(new Error(`verify lane: ${message.message}`), { stack: message.stack }));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`verify lane exited with ${code} before answering`)));
  });
  return { done, stop: () => void worker.terminate() };
}

@Injectable()
export class VerifyLanes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
    private readonly rebuilder: ProjectionRebuilder,
  ) {}

  private async estimatedEvents(): Promise<number> {
    const [row] = await rows<{ n: number }>(this.dataSource, `SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'events'::regclass`);
    return Number(row?.n ?? 0);
  }

  /** How many lanes verify of these projections runs in: 2 when a thread can take a share, else 1. */
  laneCount(names: readonly string[]): number {
    const projections = names.map((n) => this.registry.get(n));
    const threadable = new Set(FOLDED_PROJECTIONS.map((p) => p.name));
    const url = (this.dataSource.options as { url?: string }).url;
    const cores = os.availableParallelism?.() ?? os.cpus().length;
    return cores >= 2 && url && projections.length >= 2 && projections.every((p) => p && threadable.has(p.name)) ? 2 : 1;
  }

  /**
   * `fromEvents`: the log size from which a second lane pays; `threadStartWeight`: what the worker's
   * lane carries before its first projection (two-lanes.ts). Tests lower both, so a small log's two
   * heaviest projections go to different lanes.
   */
  async verifyMany(names: readonly string[], listener?: ProgressListener, fromEvents = LANES_FROM_EVENTS, threadStartWeight = THREAD_START_WEIGHT): Promise<ProjectionReport[]> {
    if (this.laneCount(names) < 2 || (await this.estimatedEvents()) < fromEvents) return this.rebuilder.verifyMany(names, listener);
    const projections = names.map((n) => this.registry.get(n)!);
    const tx = this.dataSource.createQueryRunner();
    await tx.connect();
    try {
      await tx.startTransaction('REPEATABLE READ');
      const [{ snapshot }] = await rows<{ snapshot: string }>(tx, `SELECT pg_export_snapshot() AS snapshot`);
      const totals = await totalsOf(tx, projections);
      const weights = await weightsOf(tx, projections, totals);
      const [here, there] = twoLanes(projections, (p) => weights.get(p.name) ?? 0, [0, threadStartWeight]);
      const url = (this.dataSource.options as { url: string }).url;
      const thread = runInThread({ url, snapshot, names: there.map((p) => p.name), totals: listener ? [...totals] : undefined }, listener);
      const progress = listener ? { phase: 'verify' as const, listener, totals } : undefined;
      const reports = await Promise.all([verifyByFold(tx, here, progress), thread.done]).catch((error: unknown) => {
        thread.stop();
        throw error;
      });
      await tx.commitTransaction();
      const byName = new Map(reports.flat().map((r) => [r.name, { ...r, lag: 0 }]));
      return names.map((n) => byName.get(n)!);
    } finally {
      if (tx.isTransactionActive) await tx.rollbackTransaction().catch(() => undefined);
      await tx.release();
    }
  }
}
