// Embedded mode's queue: the same interface as BullMQ's, with per-key ordering (one job per
// partition key at a time, FIFO) and retries with backoff.
import { Logger } from '@nestjs/common';
import { COMMAND_JOB_ATTEMPTS, CommandJob, CommandJobHandler, CommandQueue, WORKER_CONCURRENCY } from './command-queue';

interface Entry extends CommandJob {
  attempt: number;
  notBefore: number;
}

export class InProcessCommandQueue implements CommandQueue {
  readonly kind = 'in-process' as const;
  private readonly logger = new Logger('in-process-queue');
  private readonly waiting: Entry[] = [];
  private readonly known = new Set<string>();
  private readonly activeKeys = new Set<string>();
  private handler: CommandJobHandler | null = null;
  private running = 0;
  private closed = false;
  private idleResolvers: (() => void)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private completed = 0;
  private failed = 0;

  constructor(private readonly concurrency = WORKER_CONCURRENCY) {}

  async enqueue(job: CommandJob): Promise<void> {
    if (this.closed || this.known.has(job.commandId)) return;
    this.known.add(job.commandId);
    this.waiting.push({ ...job, attempt: 1, notBefore: 0 });
    this.pump();
  }

  async startWorker(handler: CommandJobHandler): Promise<void> {
    this.handler = handler;
    this.pump();
  }

  async counts(): Promise<Record<string, number>> {
    return { waiting: this.waiting.length, active: this.running, completed: this.completed, failed: this.failed };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.running === 0) return;
    await new Promise<void>((resolve) => this.idleResolvers.push(resolve));
  }

  private pump(): void {
    if (!this.handler || this.closed) return;
    const now = Date.now();
    for (let i = 0; i < this.waiting.length && this.running < this.concurrency; ) {
      const entry = this.waiting[i];
      if (this.activeKeys.has(entry.partitionKey) || entry.notBefore > now) {
        i += 1;
        continue;
      }
      this.waiting.splice(i, 1);
      this.run(entry);
    }
    const next = this.waiting.filter((e) => e.notBefore > now).map((e) => e.notBefore);
    if (next.length > 0 && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.pump();
      }, Math.max(Math.min(...next) - now, 1));
    }
  }

  private run(entry: Entry): void {
    const handler = this.handler!;
    this.running += 1;
    this.activeKeys.add(entry.partitionKey);
    handler(entry)
      .then(() => {
        this.completed += 1;
        this.known.delete(entry.commandId);
      })
      .catch((error: unknown) => {
        if (entry.attempt >= COMMAND_JOB_ATTEMPTS) {
          this.failed += 1;
          this.known.delete(entry.commandId);
          this.logger.error({ msg: 'command job failed for good', command_id: entry.commandId, error: String(error) });
          return;
        }
        this.waiting.push({ ...entry, attempt: entry.attempt + 1, notBefore: Date.now() + 200 * 2 ** entry.attempt });
      })
      .finally(() => {
        this.running -= 1;
        this.activeKeys.delete(entry.partitionKey);
        if (this.running === 0 && this.closed) this.idleResolvers.splice(0).forEach((r) => r());
        this.pump();
      });
  }
}
