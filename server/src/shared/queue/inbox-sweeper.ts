// Redis is not the source of truth: a command whose job was lost (Redis restarted without
// persistence, a failed enqueue) is still pending in the inbox and is queued again here.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../database/sql';
import { COMMAND_QUEUE, CommandQueue } from './command-queue';

export const SWEEP_INTERVAL_MS = 2_000;
export const SWEEP_AFTER_MS = 3_000;
const SWEEP_BATCH = 500;

@Injectable()
export class InboxSweeper {
  private readonly logger = new Logger('inbox-sweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(COMMAND_QUEUE) private readonly queue: CommandQueue,
  ) {}

  start(intervalMs = SWEEP_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.sweep().then(() => undefined).finally(() => (this.running = null));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Re-enqueues commands pending for longer than `afterMs`; returns how many. */
  async sweep(afterMs = SWEEP_AFTER_MS): Promise<number> {
    try {
      const stale = await rows<{ command_id: string; partition_key: string }>(
        this.dataSource,
        `UPDATE command_inbox SET enqueued_at = now()
         WHERE command_id IN (
           SELECT command_id FROM command_inbox
           WHERE status = 'pending' AND enqueued_at < now() - make_interval(secs => $1::float8 / 1000)
           ORDER BY enqueued_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING command_id, partition_key`,
        [afterMs, SWEEP_BATCH],
      );
      for (const row of stale) await this.queue.enqueue({ commandId: row.command_id, partitionKey: row.partition_key });
      if (stale.length > 0) this.logger.log({ msg: 're-enqueued pending commands', count: stale.length });
      return stale.length;
    } catch (error) {
      this.logger.warn({ msg: 'sweep failed', error: String(error) });
      return 0;
    }
  }
}
