// `execute` answers only when every investor's schedule is readable (docs/api.md "Operators"): after
// the execution commits, the API sends the loan's ScheduleLoan itself — the same command, with the
// same id, that the loan-scheduling follower sends — and waits for it. The follower stays the
// safety net for an execution whose answer never came (a killed API process).
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ExecuteProduct, productStreamId } from '../../products';
import { one } from '../../shared/database/sql';
import { CommandFollowUps } from '../../shared/queue/command-follow-ups';
import { CommandGateway, CommandPendingError } from '../../shared/queue/command-gateway';
import { ProductExecutedData, sendScheduleLoan } from './loan-scheduling.follower';

@Injectable()
export class ScheduleOnExecution implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandGateway,
    private readonly followUps: CommandFollowUps,
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
  }
}
