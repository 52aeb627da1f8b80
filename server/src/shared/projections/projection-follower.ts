// Async projections follow the log in commit order from a stored checkpoint, one transaction
// per batch (events applied and checkpoint moved together).
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from '../event-store/event-store';
import { Projection, ProjectionRegistry } from '../event-store/inline-projections';
import { PollingLoop } from '../background/polling-loop';
import { checkpointedStep } from './checkpointed-step';

const BATCH = 500;
const POLL_MS = 500;

@Injectable()
export class ProjectionFollower {
  private readonly logger = new Logger('projection-follower');
  private readonly loop = new PollingLoop(() => this.catchUpAll(), POLL_MS);

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ProjectionRegistry,
    private readonly eventStore: EventStore,
  ) {}

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
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
