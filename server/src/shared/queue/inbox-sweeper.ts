// Redis is not the source of truth: a command whose job was lost (Redis restarted without
// persistence, a failed enqueue) is still pending in the inbox and is queued again here.
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BackgroundJobs } from '../background/background-jobs';
import { rows } from '../database/sql';
import { COMMAND_QUEUE, CommandQueue } from './command-queue';

export const SWEEP_INTERVAL_MS = 2_000;
export const SWEEP_AFTER_MS = 3_000;
const SWEEP_PAGE = 500;

@Injectable()
export class InboxSweeper implements OnModuleInit {
  private readonly logger = new Logger('inbox-sweeper');

  constructor(
    private readonly jobs: BackgroundJobs,
    private readonly dataSource: DataSource,
    @Inject(COMMAND_QUEUE) private readonly queue: CommandQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.every('inbox-sweeper', SWEEP_INTERVAL_MS, () => this.sweep());
  }

  /** Re-enqueues commands pending for longer than `afterMs`; returns how many. */
  async sweep(afterMs = SWEEP_AFTER_MS): Promise<number> {
    const stale = await rows<{ command_id: string; partition_key: string }>(
      this.dataSource,
      `UPDATE command_inbox SET enqueued_at = now()
       WHERE command_id IN (
         SELECT command_id FROM command_inbox
         WHERE status = 'pending' AND enqueued_at < now() - make_interval(secs => $1::float8 / 1000)
         ORDER BY enqueued_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING command_id, partition_key`,
      [afterMs, SWEEP_PAGE],
    );
    for (const row of stale) await this.queue.enqueue({ commandId: row.command_id, partitionKey: row.partition_key });
    if (stale.length > 0) this.logger.log({ msg: 're-enqueued pending commands', count: stale.length });
    return stale.length;
  }
}
