// verify: fold the log in memory in one snapshot and diff the folds with the live tables.
// replay: fold the log without stopping writers, then, under a short lock, fold the events that
// arrived meanwhile and write only the rows that differ (fold/fold-rebuild.ts). Every projection
// has a fold (Projection.fold), so neither applies SQL to fresh tables; several projections share
// one read of the log.
import { Injectable } from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';
import { PgNotifications } from '../database/pg-notifications';
import { Tx } from '../event-store/event-store.types';
import { Projection, ProjectionRegistry } from '../event-store/inline-projections';
import { REBUILD_PAGE_EVENTS } from './rebuild-pages';
import { PROJECTIONS_REPLAYED_CHANNEL } from './replay-notice';
import { ProgressListener, totalsOf } from './rebuild-progress';
import { FoldProgress } from './fold/fold-pass';
import { FoldReplayReport, FoldVerifyReport, replayByFold, verifyByFold } from './fold/fold-rebuild';

export type { ProgressListener, RebuildProgress } from './rebuild-progress';

/** docs/api.md's `{projection, events}` (events applied), and the position reached, as before. */
export interface ReplayResult {
  projection: string;
  events: number;
  name: string;
  events_position: number;
}

/** A replay with what it cost: time folding this projection's events, time writing, rows written. */
export type ReplayReport = ReplayResult & Pick<FoldReplayReport, 'apply_ms' | 'swap_ms' | 'rows_deleted' | 'rows_inserted'>;

/** The fold's comparison, and the lag of an inline projection: none. */
export type ProjectionReport = FoldVerifyReport & { lag: number };

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

  /** Every projection named, from one read of the log in one snapshot, folded in memory and compared with its tables. */
  async verifyMany(names: readonly string[], listener?: ProgressListener, pageSize = REBUILD_PAGE_EVENTS): Promise<ProjectionReport[]> {
    const projections = this.named(names);
    const runners: QueryRunner[] = [];
    try {
      const tx = await this.connect(runners);
      await tx.startTransaction('REPEATABLE READ');
      const reports = await verifyByFold(tx, projections, await this.foldProgress(tx, projections, 'verify', listener), pageSize);
      return reports.map((r) => ({ ...r, lag: 0 }));
    } finally {
      for (const runner of runners.reverse()) await release(runner);
    }
  }

  private async foldProgress(tx: Tx, projections: Projection[], phase: FoldProgress['phase'], listener?: ProgressListener): Promise<FoldProgress | undefined> {
    return listener ? { phase, listener, totals: await totalsOf(tx, projections) } : undefined;
  }

  private async connect(runners: QueryRunner[]): Promise<QueryRunner> {
    const runner = this.dataSource.createQueryRunner();
    runners.push(runner);
    await runner.connect();
    return runner;
  }

  async replay(name: string, listener?: ProgressListener): Promise<ReplayResult> {
    const [{ projection, events, events_position }] = await this.replayMany([name], listener);
    return { projection, events, name, events_position };
  }

  /** Every projection named, folded from one read of the log, and only the rows that differ written, all in one transaction. */
  async replayMany(names: readonly string[], listener?: ProgressListener, pageSize = REBUILD_PAGE_EVENTS): Promise<ReplayReport[]> {
    const projections = this.named(names);
    const runners: QueryRunner[] = [];
    let reports: ReplayReport[];
    try {
      const reader = await this.connect(runners);
      const writer = await this.connect(runners);
      const folded = await replayByFold(reader, writer, projections, await this.foldProgress(reader, projections, 'replay', listener), pageSize);
      reports = folded.map((r) => ({ projection: r.name, name: r.name, events: r.events, events_position: r.position, apply_ms: r.apply_ms, swap_ms: r.swap_ms, rows_deleted: r.rows_deleted, rows_inserted: r.rows_inserted }));
    } finally {
      for (const runner of runners.reverse()) await release(runner);
    }
    // What API processes keep of these tables (a copy per investor for a version) cannot tell a
    // repair in place from no change: they drop it, this process before the replay answers.
    for (const p of projections) await this.notifications.publishAndWitness(PROJECTIONS_REPLAYED_CHANNEL, p.name, WITNESS_TIMEOUT_MS);
    return reports;
  }
}

/** Rolls back whatever is still open (a failure, or verify's read-only work) and returns the connection. */
async function release(runner: QueryRunner): Promise<void> {
  if (runner.isReleased) return;
  if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
  await runner.release();
}
