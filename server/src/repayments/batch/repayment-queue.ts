// The repayment batch's own queue (`repayments`) on the platform's one queue abstraction
// (shared/queue/job-queue.ts): batch jobs (plan one run as of a date), installment jobs (pay one
// installment's investors) and the daily job (00:05 Korea time; it makes today's run if there is
// none). BullMQ in service mode, in-process in embedded mode. Redis is not the source of truth:
// every job is a row in repayment_jobs / repayment_job_installments first.
import { BullMqJobQueue } from '../../shared/queue/bullmq-job-queue';
import { InProcessJobQueue } from '../../shared/queue/in-process-job-queue';
import type { JobQueue, JobQueueOptions } from '../../shared/queue/job-queue';

export const REPAYMENTS_QUEUE_NAME = 'repayments';
export const REPAYMENT_JOB_ATTEMPTS = 5;
const DAILY_RUN_AT = { hour: 0, minute: 5 };

export type RepaymentJob =
  | { kind: 'batch'; jobId: string }
  | { kind: 'installment'; jobId: string; productId: string; seq: number }
  | { kind: 'daily' };

export type RepaymentQueue = JobQueue<RepaymentJob>;

export const REPAYMENT_QUEUE = Symbol('REPAYMENT_QUEUE');

/** Deterministic ids (BullMQ refuses ':' in custom ids): a job queued twice while it exists is one job. */
function jobIdOf(job: RepaymentJob): string {
  if (job.kind === 'batch') return `batch-${job.jobId}`;
  if (job.kind === 'installment') return `installment-${job.jobId}-${job.productId}-${job.seq}`;
  return `daily-${Date.now()}`;
}

const REPAYMENT_QUEUE_OPTIONS: JobQueueOptions<RepaymentJob> = {
  name: REPAYMENTS_QUEUE_NAME,
  jobId: jobIdOf,
  jobName: (job) => job.kind,
  attempts: REPAYMENT_JOB_ATTEMPTS,
  backoffMs: 1000,
  // Installment jobs at once: their credit chunks wait together and are written in one transaction.
  concurrency: 16,
  // Longer than a command: an installment job credits its investors chunk by chunk.
  lock: { durationMs: 20_000, stalledIntervalMs: 5_000, maxStalledCount: 5 },
  keep: { completedAgeS: 7 * 24 * 3600, completedCount: 1000, failedAgeS: 30 * 24 * 3600 },
  logEachJob: true,
  // The daily run is derived from the database (has today's run happened?), so checking every few
  // minutes in embedded mode is enough, and a restart never skips a day.
  repeat: { id: 'daily-repayments', job: { kind: 'daily' }, cron: `0 ${DAILY_RUN_AT.minute} ${DAILY_RUN_AT.hour} * * *`, checkEveryMs: 5 * 60_000 },
};

/** BullMQ when Redis is configured, in-process otherwise. */
export function createRepaymentQueue(redisUrl: string | null, prefix: string): RepaymentQueue {
  return redisUrl ? new BullMqJobQueue(redisUrl, prefix, REPAYMENT_QUEUE_OPTIONS) : new InProcessJobQueue(REPAYMENT_QUEUE_OPTIONS);
}
