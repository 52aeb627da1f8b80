// Service mode's queue: BullMQ on Redis, with deterministic job ids and explicit lock and stall
// options (job-queue.ts says what a queue promises).
import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import type { JobHandler, JobQueue, JobQueueOptions } from './job-queue';

export function redisConnection(url: string): IORedis {
  // BullMQ's workers block on Redis; they need maxRetriesPerRequest null.
  return new IORedis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
}

export class BullMqJobQueue<J extends object> implements JobQueue<J> {
  readonly kind = 'bullmq' as const;
  private readonly logger: Logger;
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private readonly connections: IORedis[] = [];
  private closing: Promise<void> | null = null;

  constructor(private readonly redisUrl: string, private readonly prefix: string, private readonly options: JobQueueOptions<J>) {
    this.logger = new Logger(`${options.name}-queue`);
    const connection = redisConnection(redisUrl);
    this.connections.push(connection);
    this.queue = new Queue(options.name, {
      connection,
      prefix,
      defaultJobOptions: {
        attempts: options.attempts,
        backoff: { type: 'exponential', delay: options.backoffMs },
        removeOnComplete: { age: options.keep.completedAgeS, count: options.keep.completedCount },
        removeOnFail: { age: options.keep.failedAgeS },
      },
    });
  }

  async enqueue(job: J): Promise<void> {
    await this.queue.add(this.options.jobName(job), job, { jobId: this.options.jobId(job) });
  }

  async startWorker(handler: JobHandler<J>): Promise<void> {
    const { name, concurrency, lock, repeat } = this.options;
    // One scheduler for every worker: upsert is idempotent, so each worker may call it.
    if (repeat) await this.queue.upsertJobScheduler(repeat.id, { pattern: repeat.cron, tz: 'Asia/Seoul' }, { name: this.options.jobName(repeat.job), data: repeat.job });
    const connection = redisConnection(this.redisUrl);
    this.connections.push(connection);
    this.worker = new Worker(name, async (job) => this.run(handler, job.data as J, job.id), {
      connection,
      prefix: this.prefix,
      concurrency,
      lockDuration: lock.durationMs,
      stalledInterval: lock.stalledIntervalMs,
      maxStalledCount: lock.maxStalledCount,
    });
    this.worker.on('failed', (job, error) => this.logger.warn({ msg: `${name} job attempt failed`, job_id: job?.id, attempt: job?.attemptsMade, error: error.message }));
    this.worker.on('error', (error) => this.logger.error({ msg: `${name} worker error`, error: error.message }));
    await this.worker.waitUntilReady();
    if (repeat) await this.enqueue(repeat.job).catch((error: unknown) => this.logger.warn({ msg: `${name}: the repeated job was not queued at start`, error: String(error) }));
  }

  private async run(handler: JobHandler<J>, job: J, jobId: string | undefined): Promise<void> {
    const startedAt = Date.now();
    if (this.options.logEachJob) this.logger.log({ msg: `${this.options.name} job started`, job_id: jobId, kind: this.options.jobName(job) });
    await handler(job);
    const done = { msg: `${this.options.name} job done`, job_id: jobId, kind: this.options.jobName(job), duration_ms: Date.now() - startedAt };
    if (this.options.logEachJob) this.logger.log(done);
    else this.logger.debug?.(done);
  }

  async counts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
  }

  /** Also on module destroy: a process that never started the worker still holds a connection. */
  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  close(): Promise<void> {
    this.closing ??= this.closeOnce();
    return this.closing;
  }

  private async closeOnce(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
  }
}
