// Runs the funding deadline's sweep every minute of real time in every worker (docs/api.md "Funding
// deadline"): a product past its closes_at by the business clock is canceled within a minute,
// whether the calendar got there by itself or an operator moved the sandbox clock. It holds its
// loop, so a test can stop it and see what a repayment run does alone.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { BackgroundJobs } from '../../shared/background/background-jobs';
import { PollingLoop } from '../../shared/background/polling-loop';
import { FundingDeadlineSweep, SweptProduct } from './funding-deadline.sweep';

export const FUNDING_DEADLINE_INTERVAL_MS = 60_000;
const MAX_PRODUCTS_PER_TICK = 50;

@Injectable()
export class FundingDeadlineScheduler implements OnModuleInit {
  readonly loop = new PollingLoop('funding-deadline', FUNDING_DEADLINE_INTERVAL_MS, () => this.tick());

  constructor(
    private readonly jobs: BackgroundJobs,
    private readonly deadlines: FundingDeadlineSweep,
  ) {}

  onModuleInit(): void {
    this.jobs.loop(this.loop);
  }

  /** One pass: a cancel for every product past its deadline (up to the page); what each came to. */
  tick(): Promise<SweptProduct[]> {
    return this.deadlines.sweep(MAX_PRODUCTS_PER_TICK);
  }
}
