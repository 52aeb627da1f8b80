// Service mode's queue: BullMQ on Redis. jobId = command_id, so a command queued twice while
// its job exists is one job; once the job is removed, the outcome table keeps a rerun harmless.
import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import {
  COMMAND_JOB_ATTEMPTS,
  COMMANDS_QUEUE_NAME,
  CommandJob,
  CommandJobHandler,
  CommandQueue,
  WORKER_CONCURRENCY,
} from './command-queue';

export function redisConnection(url: string): IORedis {
  // BullMQ's workers block on Redis; they need maxRetriesPerRequest null.
  return new IORedis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
}

export class BullMqCommandQueue implements CommandQueue {
  readonly kind = 'bullmq' as const;
  private readonly logger = new Logger('bullmq-queue');
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private readonly connections: IORedis[] = [];

  constructor(private readonly redisUrl: string, private readonly prefix = 'bull', private readonly queueName = COMMANDS_QUEUE_NAME) {
    const connection = redisConnection(redisUrl);
    this.connections.push(connection);
    this.queue = new Queue(queueName, {
      connection,
      prefix,
      defaultJobOptions: {
        attempts: COMMAND_JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: 200 },
        removeOnComplete: { age: 3600, count: 10_000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    });
  }

  async enqueue(job: CommandJob): Promise<void> {
    await this.queue.add('command', job, { jobId: job.commandId });
  }

  async startWorker(handler: CommandJobHandler): Promise<void> {
    const connection = redisConnection(this.redisUrl);
    this.connections.push(connection);
    this.worker = new Worker(
      this.queueName,
      async (job) => {
        const startedAt = Date.now();
        await handler(job.data as CommandJob);
        this.logger.debug?.({ msg: 'command job done', command_id: job.id, duration_ms: Date.now() - startedAt });
      },
      {
        connection,
        prefix: this.prefix,
        concurrency: WORKER_CONCURRENCY,
        // Commands are short: a worker that died is noticed within about 15 s and its job retried.
        lockDuration: 10_000,
        stalledInterval: 5_000,
        maxStalledCount: 3,
      },
    );
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ msg: 'command job attempt failed', command_id: job?.id, attempt: job?.attemptsMade, error: error.message }),
    );
    this.worker.on('error', (error) => this.logger.error({ msg: 'worker error', error: error.message }));
    await this.worker.waitUntilReady();
  }

  async counts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
  }
}
