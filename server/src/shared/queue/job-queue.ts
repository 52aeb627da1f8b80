// The one queue abstraction of the platform: BullMQ on Redis in service mode
// (bullmq-job-queue.ts), in this process in embedded mode (in-process-job-queue.ts). A queue is
// named by its options: the commands queue (command-queue.ts) and the repayment batch's own
// (repayments/batch/repayment-queue.ts) are two sets of options, not two implementations. Redis
// is never the source of truth: what a job does is recorded in PostgreSQL before it is queued.
export type JobHandler<J> = (job: J) => Promise<void>;

export interface JobQueue<J> {
  readonly kind: 'bullmq' | 'in-process';
  /** Idempotent: a job whose id is waiting or running is not queued twice. */
  enqueue(job: J): Promise<void>;
  /** Starts taking jobs in this process (and the repeated job, if the queue has one). */
  startWorker(handler: JobHandler<J>): Promise<void>;
  /** Stops taking jobs and waits for the running ones; a second call waits for the first. */
  close(): Promise<void>;
  counts(): Promise<Record<string, number>>;
}

/** A job added on a schedule. It also runs once when the worker starts, so a restart never skips one. */
export interface RepeatedJob<J> {
  /** The BullMQ job scheduler's id (one scheduler for every worker). */
  id: string;
  job: J;
  /** When BullMQ adds it: a cron pattern in Korea time. */
  cron: string;
  /** In embedded mode it is added this often instead: the job must find out itself whether it is due. */
  checkEveryMs: number;
}

export interface JobQueueOptions<J> {
  /** The queue's name (BullMQ's, and the logger's). */
  name: string;
  /** Deterministic, so a job queued twice while it exists is one job (BullMQ refuses ':' in it). */
  jobId(job: J): string;
  /** BullMQ's job name, for its dashboards and logs. */
  jobName(job: J): string;
  /** Embedded mode runs the jobs of one key one at a time, in order (BullMQ relies on the processor's locks). */
  orderKey?(job: J): string;
  /** Attempts of a job that threw, the first retry after `backoffMs`, doubling. */
  attempts: number;
  backoffMs: number;
  /** Jobs at once per worker. */
  concurrency: number;
  /** A killed worker's job is taken over once its lock lapses and the stall check sees it. */
  lock: { durationMs: number; stalledIntervalMs: number; maxStalledCount: number };
  /** How long BullMQ keeps finished jobs (seconds, and at most `count` completed ones). */
  keep: { completedAgeS: number; completedCount: number; failedAgeS: number };
  /** Log every job's start and end (long jobs); otherwise only their end, at debug level. */
  logEachJob: boolean;
  repeat?: RepeatedJob<J>;
}
