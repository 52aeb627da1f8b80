// Work a worker process runs besides commands (schedulers, sweepers, followers, queue consumers
// of a context's own; a polling one is `every(name, intervalMs, work)`):
// contexts register it in onModuleInit; startWorkerIn starts it, closeApp stops it. An API
// process with WORKER=false, a CLI or a test app without a worker never starts it.
import { Injectable, Logger } from '@nestjs/common';
import { PollingLoop } from './polling-loop';
import { assert } from '../errors/domain-error';

export interface BackgroundJob {
  name: string;
  start(): Promise<void>;
  /** Stops taking work and waits for what is running. */
  stop(): Promise<void>;
}

@Injectable()
export class BackgroundJobs {
  private readonly logger = new Logger('background-jobs');
  private readonly jobs: BackgroundJob[] = [];
  private started: BackgroundJob[] = [];

  register(job: BackgroundJob): void {
    assert(!this.jobs.some((j) => j.name === job.name), `background job ${job.name} registered twice`);
    this.jobs.push(job);
  }

  /** Runs `work` every `intervalMs` in worker processes (never two passes at once; a failed pass is logged). */
  every(name: string, intervalMs: number, work: () => Promise<unknown>): void {
    this.loop(new PollingLoop(name, intervalMs, work));
  }

  /** A loop its owner also holds (to stop it by hand), started and stopped with the others. */
  loop(loop: PollingLoop): void {
    this.register({ name: loop.name, start: async () => loop.start(), stop: () => loop.stop() });
  }

  async startAll(): Promise<void> {
    for (const job of this.jobs) {
      await job.start();
      this.started.push(job);
      this.logger.debug?.({ msg: 'background job started', job: job.name });
    }
  }

  async stopAll(): Promise<void> {
    const started = this.started.reverse();
    this.started = [];
    for (const job of started) await job.stop().catch((error: unknown) => this.logger.warn({ msg: 'background job stop failed', job: job.name, error: String(error) }));
  }
}
