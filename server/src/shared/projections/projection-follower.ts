// Async projections follow the log in commit order from a stored checkpoint, one transaction
// per batch (events applied and checkpoint moved together).
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from '../event-store/event-store';
import { Projection, ProjectionRegistry } from '../event-store/inline-projections';
import { checkpointedStep } from './checkpointed-step';

const BATCH = 500;
const POLL_MS = 500;

@Injectable()
export class ProjectionFollower {
  private readonly logger = new Logger('projection-follower');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
    private readonly eventStore: EventStore,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.catchUpAll().finally(() => (this.running = null));
    }, POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  async catchUpAll(): Promise<void> {
    for (const projection of this.registry.all().filter((p) => p.mode === 'async')) {
      try {
        while ((await this.step(projection)) > 0);
      } catch (error) {
        this.logger.warn({ msg: 'projection step failed', projection: projection.name, error: String(error) });
      }
    }
  }

  /** Applies one batch; returns how many events it applied. */
  step(projection: Projection): Promise<number> {
    return checkpointedStep(this.dataSource, this.eventStore, projection.name, projection.handles, BATCH, async (tx, events) => {
      for (const event of events) await projection.apply(tx, event, projection.tables);
    });
  }
}
