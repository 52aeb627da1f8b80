// Embedded mode's queue: the same promises as BullMQ's (job-queue.ts) in this process — ids that
// make a job once, bounded concurrency, the jobs of one order key one at a time and in order,
// retries with doubling backoff (as BullMQ's exponential), and the repeated job on an interval.
import { Logger } from '@nestjs/common';
import type { JobHandler, JobQueue, JobQueueOptions } from './job-queue';

interface Entry<J> {
  job: J;
  id: string;
  key: string | null;
  attempt: number;
  notBefore: number;
}

export class InProcessJobQueue<J> implements JobQueue<J> {
  readonly kind = 'in-process' as const;
  private readonly logger: Logger;
  private readonly waiting: Entry<J>[] = [];
  private readonly known = new Set<string>();
  private readonly activeKeys = new Set<string>();
  private handler: JobHandler<J> | null = null;
  private running = 0;
  private closed = false;
  private idleResolvers: (() => void)[] = [];
  private retryTimer: NodeJS.Timeout | null = null;
  private repeatTimer: NodeJS.Timeout | null = null;
  private completed = 0;
  private failed = 0;

  constructor(private readonly options: JobQueueOptions<J>) {
    this.logger = new Logger(`${options.name}-queue`);
  }

  async enqueue(job: J): Promise<void> {
    const id = this.options.jobId(job);
    if (this.closed || this.known.has(id)) return;
    this.known.add(id);
    this.waiting.push({ job, id, key: this.options.orderKey?.(job) ?? null, attempt: 1, notBefore: 0 });
    this.pump();
  }

  async startWorker(handler: JobHandler<J>): Promise<void> {
    this.handler = handler;
    const repeat = this.options.repeat;
    if (repeat) {
      this.repeatTimer = setInterval(() => void this.enqueue(repeat.job), repeat.checkEveryMs);
      this.repeatTimer.unref();
      void this.enqueue(repeat.job);
    }
    this.pump();
  }

  async counts(): Promise<Record<string, number>> {
    return { waiting: this.waiting.length, active: this.running, completed: this.completed, failed: this.failed };
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.repeatTimer) clearInterval(this.repeatTimer);
    if (this.running === 0) return;
    await new Promise<void>((resolve) => this.idleResolvers.push(resolve));
  }

  private pump(): void {
    if (!this.handler || this.closed) return;
    const now = Date.now();
    for (let i = 0; i < this.waiting.length && this.running < this.options.concurrency; ) {
      const entry = this.waiting[i];
      if ((entry.key !== null && this.activeKeys.has(entry.key)) || entry.notBefore > now) {
        i += 1;
        continue;
      }
      this.waiting.splice(i, 1);
      this.run(entry);
    }
    const next = this.waiting.filter((e) => e.notBefore > now).map((e) => e.notBefore);
    if (next.length > 0 && !this.retryTimer) {
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.pump();
      }, Math.max(Math.min(...next) - now, 1));
    }
  }

  private run(entry: Entry<J>): void {
    const handler = this.handler!;
    this.running += 1;
    if (entry.key !== null) this.activeKeys.add(entry.key);
    handler(entry.job)
      .then(() => {
        this.completed += 1;
        this.known.delete(entry.id);
      })
      .catch((error: unknown) => {
        if (entry.attempt >= this.options.attempts) {
          this.failed += 1;
          this.known.delete(entry.id);
          this.logger.error({ msg: `${this.options.name} job failed for good`, job_id: entry.id, error: String(error) });
          return;
        }
        this.waiting.push({ ...entry, attempt: entry.attempt + 1, notBefore: Date.now() + this.options.backoffMs * 2 ** (entry.attempt - 1) });
      })
      .finally(() => {
        this.running -= 1;
        if (entry.key !== null) this.activeKeys.delete(entry.key);
        if (this.running === 0 && this.closed) this.idleResolvers.splice(0).forEach((r) => r());
        this.pump();
      });
  }
}
