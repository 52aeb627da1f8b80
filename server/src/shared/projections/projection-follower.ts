// Async projections follow the log in commit order from a stored checkpoint, one transaction
// per batch (events applied and checkpoint moved together).
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../database/sql';
import { EventStore } from '../event-store/event-store';
import { Checkpoint } from '../event-store/event-store.types';
import { Projection, ProjectionRegistry } from '../event-store/inline-projections';

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
  async step(projection: Projection): Promise<number> {
    const tx = this.dataSource.createQueryRunner();
    await tx.connect();
    try {
      await tx.startTransaction();
      await tx.query(`INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING`, [projection.name]);
      const [row] = await rows<{ tx_id: string; global_position: string }>(
        tx,
        `SELECT tx_id::text, global_position FROM projection_checkpoints WHERE name = $1 FOR UPDATE SKIP LOCKED`,
        [projection.name],
      );
      if (!row) {
        await tx.rollbackTransaction();
        return 0;
      }
      const from: Checkpoint = { txId: row.tx_id, globalPosition: Number(row.global_position) };
      const events = await this.eventStore.readAllAfter(from, BATCH, tx, projection.handles);
      for (const event of events) await projection.apply(tx, event, projection.tables);
      if (events.length > 0) {
        const last = events[events.length - 1];
        await tx.query(`UPDATE projection_checkpoints SET tx_id = $2::xid8, global_position = $3, updated_at = now() WHERE name = $1`, [projection.name, last.txId, last.globalPosition]);
      }
      await tx.commitTransaction();
      return events.length;
    } catch (error) {
      if (tx.isTransactionActive) await tx.rollbackTransaction();
      throw error;
    } finally {
      await tx.release();
    }
  }
}
