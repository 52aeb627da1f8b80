// Registers the repayment side's worker-process work: the loan-scheduling follower and the
// `repayments` queue consumer with its daily scheduler (00:05 Korea time). Unfinished runs are
// queued again at start, and today's run is made if it has not happened yet.
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { BackgroundJobs } from '../../shared/background/background-jobs';
import { LoanSchedulingFollower } from './loan-scheduling.follower';
import { RepaymentBatch } from './repayment-batch.service';
import { REPAYMENT_QUEUE, RepaymentQueue } from './repayment-queue';

export const DAILY_RUN_AT = { hour: 0, minute: 5 };

@Injectable()
export class RepaymentsBackground implements OnModuleInit {
  private readonly logger = new Logger('repayments-background');

  constructor(
    private readonly background: BackgroundJobs,
    private readonly follower: LoanSchedulingFollower,
    private readonly batch: RepaymentBatch,
    @Inject(REPAYMENT_QUEUE) private readonly queue: RepaymentQueue,
  ) {}

  onModuleInit(): void {
    this.background.register({
      name: 'repayments.loan-scheduling',
      start: async () => this.follower.start(),
      stop: () => this.follower.stop(),
    });
    this.background.register({
      name: 'repayments.batch',
      start: async () => {
        await this.queue.start((job) => this.batch.handle(job), DAILY_RUN_AT);
        // Catching up never stops the worker from starting: the next start or daily run retries.
        await this.batch.resumeUnfinished().catch((error: unknown) => this.logger.warn({ msg: 'resuming repayment runs failed', error: String(error) }));
        if (this.queue.kind === 'bullmq') await this.queue.enqueue({ kind: 'daily' }).catch((error: unknown) => this.logger.warn({ msg: 'daily catch-up not queued', error: String(error) }));
      },
      stop: () => this.queue.close(),
    });
  }
}
