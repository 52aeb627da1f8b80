// verify and replay over every registered projection (docs/design.md "Read side"); verifying all of
// them reads the log once. Every projection is inline, so it has read the whole log: its
// position is the log's and its lag 0.
import { Injectable } from '@nestjs/common';
import { DomainError } from '../shared/errors/domain-error';
import { ProjectionRegistry } from '../shared/event-store/inline-projections';
import { ProgressListener, ProjectionRebuilder, ProjectionReport, ReplayResult } from '../shared/projections/projection-rebuilder';
import type { LedgerReport } from './http/ledger.schema';
import { VerifyLanes } from './verify-lanes/verify-lanes';

@Injectable()
export class ProjectionCheckService {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly rebuilder: ProjectionRebuilder,
    private readonly lanes: VerifyLanes,
  ) {}

  names(): string[] {
    return this.registry.all().map((p) => p.name).sort();
  }

  /** Every projection in one snapshot, on every core (verify-lanes/verify-lanes.ts). */
  async verifyAll(listener?: ProgressListener): Promise<LedgerReport> {
    const reports = await this.lanes.verifyMany(this.names(), listener);
    const projections = reports.sort((a, b) => a.name.localeCompare(b.name));
    return { ok: projections.every((p) => p.ok), projections };
  }

  async verify(name: string, listener?: ProgressListener): Promise<ProjectionReport> {
    this.known(name);
    return this.rebuilder.verify(name, listener);
  }

  async replay(name: string, listener?: ProgressListener): Promise<ReplayResult> {
    this.known(name);
    return this.rebuilder.replay(name, listener);
  }

  private known(name: string): void {
    if (!this.registry.get(name)) throw new DomainError('invalid_input', { fields: { projection: 'unknown_projection' } });
  }
}
