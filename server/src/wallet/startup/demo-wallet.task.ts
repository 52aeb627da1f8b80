// Demo data: the demo investor gets a virtual account and 50,000,000 won, deposited through the
// same path a bank notification takes (recorded, then credited by the command queue), so the
// demo ledger is an ordinary one. Runs only on a database with no virtual account yet.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BusinessClock } from '../../shared/business-clock';
import { demoDataOnly, isEmptyTable } from '../../shared/demo-data-task';
import { DEMO_INVESTOR_EMAIL, UserDirectory } from '../../identity';
import { sandboxAccountNumber } from '../bank/sandbox-bank';
import { sandboxTid } from '../bank/sandbox-deposit-sender';
import { KOREAN_BANKS } from '../bank/korean-banks';
import { CommandProcessor } from '../../shared/queue/command-processor';
import { DepositNotifications, creditDepositCommandId } from '../deposits/deposit-notifications.service';
import { investorStreamId } from '../wallet.decider';

export const DEMO_DEPOSIT_WON = 50_000_000;

@Injectable()
export class DemoWalletTask {
  /** A StartupTask (app/startup-tasks.ts): seeds only with DEMO_DATA on. */
  readonly run = demoDataOnly(() => this.seed());
  private readonly logger = new Logger('demo-wallet');

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly notifications: DepositNotifications,
    private readonly clock: BusinessClock,
    private readonly processor: CommandProcessor,
  ) {}

  private async seed(): Promise<void> {
    if (!(await isEmptyTable(this.dataSource, 'vaccounts'))) return;
    const investor = await this.users.findByEmail(DEMO_INVESTOR_EMAIL);
    if (!investor) return;
    // Issued directly rather than through the bank's API: a first start inside the bank's
    // maintenance window must still give the demo a working account.
    const issuer = { bankCode: '004', digits: 14, prefix: '4' };
    const accountNumber = sandboxAccountNumber(issuer);
    await this.dataSource.query(
      `INSERT INTO vaccounts (user_id, bank_code, bank_name, account_number, holder_name) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [investor.id, issuer.bankCode, KOREAN_BANKS[issuer.bankCode], accountNumber, investor.name],
    );
    const at = this.clock.now();
    const tid = sandboxTid(at);
    const notification = { tid, type: 'deposit' as const, accountNumber, amountWon: DEMO_DEPOSIT_WON, depositorName: investor.name, at };
    await this.notifications.receive(notification, JSON.stringify({ tid, type: 'deposit', account_number: accountNumber, amount: DEMO_DEPOSIT_WON, depositor_name: investor.name, at }), 1);
    // The worker may not run yet at start-up, and later demo tasks (investing) need the money
    // now: run the queued command here, through the worker's own code (a later job finds it done).
    await this.processor.process({ commandId: creditDepositCommandId(tid), partitionKey: investorStreamId(investor.id) });
    this.logger.log({ msg: 'demo investor has a virtual account and a deposit', account_number: accountNumber, amount: DEMO_DEPOSIT_WON });
  }
}
