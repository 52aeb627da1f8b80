// The repayment batch's own queue (`repayments`): batch jobs (plan one run as of a date) and
// installment jobs (pay one installment's investors). BullMQ in service mode with deterministic
// job ids and explicit lock/stall options; an in-process runner in embedded mode. Redis is not
// the source of truth: every job is a row in repayment_jobs / repayment_job_installments first.
import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { redisConnection } from '../../shared/queue/bullmq-command-queue';

export const REPAYMENTS_QUEUE_NAME = 'repayments';
export const REPAYMENT_JOB_ATTEMPTS = 5;
/** Installment jobs at once: their credit chunks wait together and are written in one transaction. */
const WORKER_CONCURRENCY = 16;

export type RepaymentJob =
  | { kind: 'batch'; jobId: string }
  | { kind: 'installment'; jobId: string; productId: string; seq: number }
  | { kind: 'daily' };

export type RepaymentJobHandler = (job: RepaymentJob) => Promise<void>;

export interface RepaymentQueue {
  readonly kind: 'bullmq' | 'in-process';
  enqueue(job: RepaymentJob): Promise<void>;
  start(handler: RepaymentJobHandler, dailyAt: { hour: number; minute: number }): Promise<void>;
  close(): Promise<void>;
  counts(): Promise<Record<string, number>>;
}

export const REPAYMENT_QUEUE = Symbol('REPAYMENT_QUEUE');

/** Deterministic ids (BullMQ refuses ':' in custom ids): a job queued twice while it exists is one job. */
function jobIdOf(job: RepaymentJob): string {
  if (job.kind === 'batch') return `batch-${job.jobId}`;
  if (job.kind === 'installment') return `installment-${job.jobId}-${job.productId}-${job.seq}`;
  return `daily-${Date.now()}`;
}

export class BullMqRepaymentQueue implements RepaymentQueue {
  readonly kind = 'bullmq' as const;
  private readonly logger = new Logger('repayments-queue');
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private readonly connections: IORedis[] = [];

  constructor(private readonly redisUrl: string, private readonly prefix: string) {
    const connection = redisConnection(redisUrl);
    this.connections.push(connection);
    this.queue = new Queue(REPAYMENTS_QUEUE_NAME, {
      connection,
      prefix,
      defaultJobOptions: {
        attempts: REPAYMENT_JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
        removeOnFail: { age: 30 * 24 * 3600 },
      },
    });
  }

  async enqueue(job: RepaymentJob): Promise<void> {
    await this.queue.add(job.kind, job, { jobId: jobIdOf(job) });
  }

  async start(handler: RepaymentJobHandler, dailyAt: { hour: number; minute: number }): Promise<void> {
    // One scheduler for every worker: upsert is idempotent, so each worker may call it.
    await this.queue.upsertJobScheduler('daily-repayments', { pattern: `0 ${dailyAt.minute} ${dailyAt.hour} * * *`, tz: 'Asia/Seoul' }, { name: 'daily', data: { kind: 'daily' } });
    const connection = redisConnection(this.redisUrl);
    this.connections.push(connection);
    this.worker = new Worker(
      REPAYMENTS_QUEUE_NAME,
      async (job) => {
        const startedAt = Date.now();
        this.logger.log({ msg: 'repayment job started', job_id: job.id, kind: job.name });
        await handler(job.data as RepaymentJob);
        this.logger.log({ msg: 'repayment job done', job_id: job.id, kind: job.name, duration_ms: Date.now() - startedAt });
      },
      // A killed worker's job is taken over once its lock lapses (lockDuration) and the stall check sees it.
      { connection, prefix: this.prefix, concurrency: WORKER_CONCURRENCY, lockDuration: 20_000, stalledInterval: 5_000, maxStalledCount: 5 },
    );
    this.worker.on('failed', (job, error) => this.logger.warn({ msg: 'repayment job attempt failed', job_id: job?.id, attempt: job?.attemptsMade, error: error.message }));
    this.worker.on('error', (error) => this.logger.error({ msg: 'repayments worker error', error: error.message }));
    await this.worker.waitUntilReady();
  }

  async counts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
  }

  private closing: Promise<void> | null = null;

  /** Also on module destroy: an API process that never started the worker still holds a connection. */
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

/** Embedded mode: FIFO with bounded concurrency, retries with backoff, and an interval for the daily run. */
export class InProcessRepaymentQueue implements RepaymentQueue {
  readonly kind = 'in-process' as const;
  private readonly logger = new Logger('repayments-queue');
  private readonly waiting: { job: RepaymentJob; attempt: number }[] = [];
  private readonly known = new Set<string>();
  private handler: RepaymentJobHandler | null = null;
  private running = 0;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  private idle: (() => void)[] = [];
  private done = 0;
  private failedCount = 0;

  async enqueue(job: RepaymentJob): Promise<void> {
    const id = jobIdOf(job);
    if (this.closed || this.known.has(id)) return;
    this.known.add(id);
    this.waiting.push({ job, attempt: 1 });
    this.pump();
  }

  async start(handler: RepaymentJobHandler): Promise<void> {
    this.handler = handler;
    // The daily run is derived from the database (has today's run happened?), so checking every
    // few minutes is enough and a restart never skips a day.
    this.timer = setInterval(() => void this.enqueue({ kind: 'daily' }), 5 * 60_000);
    this.timer.unref();
    void this.enqueue({ kind: 'daily' });
  }

  async counts(): Promise<Record<string, number>> {
    return { waiting: this.waiting.length, active: this.running, completed: this.done, failed: this.failedCount };
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.running > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
  }

  private pump(): void {
    while (this.handler && !this.closed && this.running < WORKER_CONCURRENCY && this.waiting.length > 0) {
      const entry = this.waiting.shift()!;
      this.running += 1;
      this.handler(entry.job)
        .then(() => {
          this.done += 1;
          this.known.delete(jobIdOf(entry.job));
        })
        .catch((error: unknown) => {
          if (entry.attempt >= REPAYMENT_JOB_ATTEMPTS) {
            this.failedCount += 1;
            this.known.delete(jobIdOf(entry.job));
            this.logger.error({ msg: 'repayment job failed for good', job: entry.job, error: String(error) });
            return;
          }
          setTimeout(() => {
            this.waiting.push({ job: entry.job, attempt: entry.attempt + 1 });
            this.pump();
          }, 500 * 2 ** entry.attempt).unref();
        })
        .finally(() => {
          this.running -= 1;
          if (this.running === 0 && this.closed) this.idle.splice(0).forEach((r) => r());
          this.pump();
        });
    }
  }
}
