// The commands queue: a job per partition of recorded commands, on the one queue abstraction
// (job-queue.ts): BullMQ in service mode, in-process in embedded mode.
import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import type { JobQueue, JobQueueOptions } from './job-queue';

export interface CommandJob {
  commandId: string;
  partitionKey: string;
  /**
   * Other commands of the same partition recorded in the same turn: one job carries them all
   * (a launch rush is a few jobs, not thousands), and runs each one still pending after the first.
   */
  batch?: string[];
}

export type CommandQueue = JobQueue<CommandJob>;

export const COMMAND_QUEUE = Symbol('COMMAND_QUEUE');
export const COMMANDS_QUEUE_NAME = 'commands';
/** Retries of a job that threw (a bug, a lost connection); domain errors are outcomes, not throws. */
export const COMMAND_JOB_ATTEMPTS = 5;
export const WORKER_CONCURRENCY = 16;

const COMMAND_QUEUE_OPTIONS: JobQueueOptions<CommandJob> = {
  name: COMMANDS_QUEUE_NAME,
  // jobId = command_id: once the job is removed, the outcome table keeps a rerun harmless.
  jobId: (job) => job.commandId,
  jobName: () => 'command',
  orderKey: (job) => job.partitionKey,
  attempts: COMMAND_JOB_ATTEMPTS,
  backoffMs: 200,
  concurrency: WORKER_CONCURRENCY,
  // Commands are short: a worker that died is noticed within about 15 s and its job retried.
  lock: { durationMs: 10_000, stalledIntervalMs: 5_000, maxStalledCount: 3 },
  keep: { completedAgeS: 3600, completedCount: 10_000, failedAgeS: 7 * 24 * 3600 },
  logEachJob: false,
};

/** BullMQ when Redis is configured, in-process otherwise. */
export function createCommandQueue(redisUrl: string | null | undefined, prefix: string): CommandQueue {
  return redisUrl ? new BullMqJobQueue(redisUrl, prefix, COMMAND_QUEUE_OPTIONS) : new InProcessJobQueue(COMMAND_QUEUE_OPTIONS);
}
