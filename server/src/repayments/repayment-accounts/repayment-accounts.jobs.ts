// Loans executed before repayment accounts existed (the demo's among them), or while the bank was
// closed, get theirs here: once at start-up (a StartupTask, app/startup-tasks.ts) and every minute
// in worker processes. Idempotent (a loan with an account is skipped) and safe with two processes
// (the table keeps one account per loan).
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { BackgroundJobs } from '../../shared/background/background-jobs';
import { RepaymentAccounts } from './repayment-accounts.service';

const SWEEP_INTERVAL_MS = 60_000;
const PAGE = 100;
/** A bound on one start-up pass: 100 pages is 10,000 loans; the sweep does the rest. */
const MAX_STARTUP_PAGES = 100;

@Injectable()
export class RepaymentAccountsTask implements OnModuleInit {
  private readonly logger = new Logger('repayment-accounts');

  constructor(
    private readonly accounts: RepaymentAccounts,
    private readonly background: BackgroundJobs,
  ) {}

  onModuleInit(): void {
    this.background.every('repayments.repayment-accounts', SWEEP_INTERVAL_MS, () => this.accounts.issueMissing(PAGE));
  }

  /** The StartupTask: never stops the start (a closed bank leaves the loans to the sweep). */
  async run(): Promise<void> {
    try {
      for (let page = 0; page < MAX_STARTUP_PAGES && (await this.accounts.issueMissing(PAGE)) === PAGE; page += 1);
    } catch (error) {
      this.logger.warn({ msg: 'issuing repayment accounts at start failed; the sweep tries again', error: String(error) });
    }
  }
}
