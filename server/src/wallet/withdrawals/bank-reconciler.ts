// After a crash the bank work left half done is finished here, from the database (never from
// Redis): withdrawals still `requested` get their ExecuteWithdrawal sent again (same command id,
// so at most one runs; the bank answers by withdrawal id, so it never pays twice), and
// notifications recorded but never processed are processed (and unmatched deposits operators
// assigned but that were never credited). Runs in every worker process (BackgroundJobs).
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BackgroundJobs } from '../../shared/background/background-jobs';
import { rows } from '../../shared/database/sql';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { ExecuteWithdrawal, executeWithdrawalCommandId } from '../commands/execute-withdrawal.command';
import { DepositNotifications } from '../deposits/deposit-notifications.service';
import { investorStreamId } from '../wallet.decider';

export const RECONCILE_INTERVAL_MS = 5_000;
/** Younger work is still in the hands of the request that started it. */
export const RECONCILE_AFTER_MS = 3_000;
const RECONCILE_PAGE = 100;

@Injectable()
export class BankReconciler implements OnModuleInit {
  private readonly logger = new Logger('bank-reconciler');

  constructor(
    private readonly jobs: BackgroundJobs,
    private readonly dataSource: DataSource,
    private readonly commands: CommandGateway,
    private readonly notifications: DepositNotifications,
  ) {}

  onModuleInit(): void {
    this.jobs.every('bank-reconciler', RECONCILE_INTERVAL_MS, () => this.reconcile());
  }

  /** One pass; returns how many withdrawals and notifications it resent. */
  async reconcile(afterMs = RECONCILE_AFTER_MS): Promise<{ withdrawals: number; notifications: number }> {
    const unfinished = await rows<{ id: string; user_id: string }>(
      this.dataSource,
      `SELECT id, user_id FROM withdrawals WHERE status = 'requested' AND requested_at < now() - make_interval(secs => $1::float8 / 1000)
       ORDER BY requested_at LIMIT $2`,
      [afterMs, RECONCILE_PAGE],
    );
    for (const w of unfinished) {
      await this.commands.send(ExecuteWithdrawal, { userId: w.user_id, withdrawalId: w.id }, {
        commandId: executeWithdrawalCommandId(w.id),
        actorId: w.user_id,
        partitionKey: investorStreamId(w.user_id),
        waitMs: 1,
      });
    }
    const received = await rows<{ tid: string }>(
      this.dataSource,
      `SELECT tid FROM bank_notifications WHERE status = 'received' AND received_at < now() - make_interval(secs => $1::float8 / 1000)
       ORDER BY received_at LIMIT $2`,
      [afterMs, RECONCILE_PAGE],
    );
    for (const n of received) await this.notifications.process(n.tid, 1);
    await this.notifications.resendAssigned(afterMs, RECONCILE_PAGE);
    if (unfinished.length + received.length > 0) this.logger.log({ msg: 'resent unfinished bank work', withdrawals: unfinished.length, notifications: received.length });
    return { withdrawals: unfinished.length, notifications: received.length };
  }
}
