// Registers the repayment side's worker-process work: the loan-scheduling follower and the
// `repayments` queue consumer with its daily scheduler (00:05 Korea time). Unfinished runs are
// queued again at start, and today's run is made if it has not happened yet.
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { BackgroundJobs } from '../../shared/background/background-jobs';
import { LoanSchedulingFollower } from './loan-scheduling.follower';
import { RepaymentBatch } from './repayment-batch.service';
import { REPAYMENT_QUEUE, RepaymentQueue } from './repayment-queue';

export const DAILY_RUN_AT = { hour: 0, minute: 5 };

@Injectable()
export class RepaymentsBackground implements OnModuleInit {
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
        await this.batch.resumeUnfinished();
        if (this.queue.kind === 'bullmq') await this.queue.enqueue({ kind: 'daily' });
      },
      stop: () => this.queue.close(),
    });
  }
}
