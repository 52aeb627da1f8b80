// The queue interface both implementations keep: BullMQ in service mode, in-process in embedded mode.
export interface CommandJob {
  commandId: string;
  partitionKey: string;
  /**
   * Other commands of the same partition recorded in the same turn: one job carries them all
   * (a launch rush is a few jobs, not thousands), and runs each one still pending after the first.
   */
  batch?: string[];
}

export type CommandJobHandler = (job: CommandJob) => Promise<void>;

export interface CommandQueue {
  readonly kind: 'bullmq' | 'in-process';
  /** Idempotent: a command already waiting or running is not queued twice. */
  enqueue(job: CommandJob): Promise<void>;
  startWorker(handler: CommandJobHandler): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
  counts(): Promise<Record<string, number>>;
}

export const COMMAND_QUEUE = Symbol('COMMAND_QUEUE');
export const COMMANDS_QUEUE_NAME = 'commands';
/** Retries of a job that threw (a bug, a lost connection); domain errors are outcomes, not throws. */
export const COMMAND_JOB_ATTEMPTS = 5;
export const WORKER_CONCURRENCY = 16;
