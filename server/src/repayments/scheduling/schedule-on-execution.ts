// `execute` answers only when every investor's schedule is readable (docs/api.md "Operators"): after
// the execution commits, the API sends the loan's ScheduleLoan itself — the same command, with the
// same id, that the loan-scheduling follower sends — and waits for it; then the bank issues the
// loan's repayment account. The follower (and the accounts' sweep) stay the safety net for an
// execution whose answer never came (a killed API process).
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ExecuteProduct, productStreamId } from '../../products';
import { one } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { CommandFollowUps } from '../../shared/queue/command-follow-ups';
import { CommandGateway, CommandPendingError } from '../../shared/queue/command-gateway';
import { RepaymentAccounts } from '../repayment-accounts/repayment-accounts.service';
import { ProductExecutedData, sendScheduleLoan } from './loan-scheduling.follower';

@Injectable()
export class ScheduleOnExecution implements OnModuleInit {
  private readonly logger = new Logger('schedule-on-execution');

  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandGateway,
    private readonly followUps: CommandFollowUps,
    private readonly accounts: RepaymentAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.followUps.register(ExecuteProduct, (payload) => this.scheduled((payload as { productId: string }).productId));
  }

  async scheduled(productId: string): Promise<void> {
    const executed = await one<{ data: ProductExecutedData }>(
      this.dataSource,
      `SELECT data FROM events WHERE stream_id = $1 AND type = 'ProductExecuted' ORDER BY stream_version DESC LIMIT 1`,
      [productStreamId(productId)],
    );
    if (!executed) return;
    const outcome = await sendScheduleLoan(this.commands, executed.data, this.config.commandWaitMs);
    // Not done within the wait: 202 with the schedule's command, which completes when it exists.
    if (outcome.status === 'pending') throw new CommandPendingError(outcome.command_id);
    if (outcome.status === 'succeeded') await this.issueAccount(productId);
  }

  /**
   * The loan's repayment account, issued at execution. The loan is executed whatever the bank
   * answers: a closed bank leaves the account to the sweep (repayment-accounts.jobs.ts).
   */
  private async issueAccount(productId: string): Promise<void> {
    try {
      await this.accounts.issue(productId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn({ msg: 'repayment account not issued at execution; the sweep tries again', product_id: productId, fail_code: error.failCode });
    }
  }
}
