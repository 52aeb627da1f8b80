// verify and replay over every registered projection (DESIGN.md "Read side"); verifying all of
// them reads the log once. Async projections are caught up first so that the comparison is with
// the log they have read, and their lag (events after their checkpoint) is reported.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one } from '../shared/database/sql';
import { DomainError } from '../shared/errors/domain-error';
import { Projection, ProjectionRegistry } from '../shared/event-store/inline-projections';
import { ProjectionFollower } from '../shared/projections/projection-follower';
import { ProgressListener, ProjectionRebuilder, ProjectionReport, ReplayResult } from '../shared/projections/projection-rebuilder';

/** Bound on catch-up batches before a verify: the follower moves 500 events a batch. */
const MAX_CATCH_UP_BATCHES = 200;

export interface LedgerReport {
  ok: boolean;
  projections: ProjectionReport[];
}

@Injectable()
export class ProjectionCheckService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
    private readonly rebuilder: ProjectionRebuilder,
    private readonly follower: ProjectionFollower,
  ) {}

  names(): string[] {
    return this.registry.all().map((p) => p.name).sort();
  }

  /** Every projection from one read of the log in one snapshot, async ones caught up first. */
  async verifyAll(listener?: ProgressListener): Promise<LedgerReport> {
    const all = this.registry.all();
    for (const projection of all.filter((p) => p.mode === 'async')) await this.catchUp(projection);
    const reports = await this.rebuilder.verifyMany(all.map((p) => p.name), listener);
    const projections: ProjectionReport[] = [];
    for (const report of reports.sort((a, b) => a.name.localeCompare(b.name))) {
      const projection = this.registry.get(report.name)!;
      projections.push(projection.mode === 'inline' ? report : { ...report, ...(await this.checkpointOf(projection)) });
    }
    return { ok: projections.every((p) => p.ok), projections };
  }

  async verify(name: string, listener?: ProgressListener): Promise<ProjectionReport> {
    const projection = this.registry.get(name);
    if (!projection) throw new DomainError('invalid_input', { fields: { projection: 'unknown_projection' } });
    if (projection.mode === 'inline') return this.rebuilder.verify(name, listener);
    await this.catchUp(projection);
    const report = await this.rebuilder.verify(name, listener);
    return { ...report, ...(await this.checkpointOf(projection)) };
  }

  private async catchUp(projection: Projection): Promise<void> {
    for (let i = 0; i < MAX_CATCH_UP_BATCHES && (await this.follower.step(projection)) > 0; i += 1);
  }

  /** An async projection's position is its checkpoint, and its lag the events after it. */
  private async checkpointOf(projection: Projection): Promise<{ position: number; lag: number }> {
    const checkpoint = await one<{ global_position: string; lag: string }>(
      this.dataSource,
      `SELECT c.global_position,
              (SELECT count(*) FROM events e WHERE (e.tx_id, e.global_position) > (c.tx_id, c.global_position) AND e.type = ANY($2::text[])) AS lag
       FROM projection_checkpoints c WHERE c.name = $1`,
      [projection.name, [...projection.handles]],
    );
    return { position: Number(checkpoint?.global_position ?? 0), lag: Number(checkpoint?.lag ?? 0) };
  }

  async replay(name: string, listener?: ProgressListener): Promise<ReplayResult> {
    if (!this.registry.get(name)) throw new DomainError('invalid_input', { fields: { projection: 'unknown_projection' } });
    return this.rebuilder.replay(name, listener);
  }
}
