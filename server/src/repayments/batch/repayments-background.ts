// Registers the repayment side's worker-process work: the loan-scheduling follower and the
// `repayments` queue consumer with its daily job (00:05 Korea time, repayment-queue.ts).
// Unfinished runs are queued again at start, and today's run is made if it has not happened yet.
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { BackgroundJobs } from '../../shared/background/background-jobs';
import { LoanSchedulingFollower } from '../scheduling/loan-scheduling.follower';
import { RepaymentBatch } from './repayment-batch.service';
import { REPAYMENT_QUEUE, RepaymentQueue } from './repayment-queue';

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
    this.background.loop(this.follower.loop);
    this.background.register({
      name: 'repayments.batch',
      start: async () => {
        // The queue also adds the daily job now: today's run is made if it has not happened yet.
        await this.queue.startWorker((job) => this.batch.handle(job));
        // Catching up never stops the worker from starting: the next start or daily run retries.
        await this.batch.resumeUnfinished().catch((error: unknown) => this.logger.warn({ msg: 'resuming repayment runs failed', error: String(error) }));
      },
      stop: () => this.queue.close(),
    });
  }
}
