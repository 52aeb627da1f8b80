// A deposit notification from the bank: recorded first (tid unique), then credited through the
// command queue on the investor's stream. A repeated tid finds its row and sends the same command
// id again (harmless: the outcome table answers), or nothing once it is settled; an amount for an
// account nobody has is kept in unmatched_deposits for operators.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one } from '../../shared/database/sql';
import { CommandGateway, uuidFrom } from '../../shared/queue/command-gateway';
import { CreditDeposit } from '../commands/credit-deposit.command';
import { investorStreamId } from '../wallet.decider';

export interface DepositNotification {
  tid: string;
  type: 'deposit';
  accountNumber: string;
  amountWon: number;
  depositorName: string;
  at: Date;
}

interface NotificationRow {
  tid: string;
  account_number: string;
  amount: string;
  depositor_name: string;
  at: Date;
  status: 'received' | 'credited' | 'unmatched';
}

export function creditDepositCommandId(tid: string): string {
  return uuidFrom(`wallet.credit_deposit:${tid}`);
}

@Injectable()
export class DepositNotifications {
  private readonly logger = new Logger('bank-notifications');

  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandGateway,
  ) {}

  /** Records the notification (a repeat is ignored) and processes it; waits up to `waitMs` for the credit. */
  async receive(n: DepositNotification, rawBody: string, waitMs?: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO bank_notifications (tid, type, account_number, amount, depositor_name, at, raw_body)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (tid) DO NOTHING`,
      [n.tid, n.type, n.accountNumber, n.amountWon, n.depositorName, n.at, rawBody],
    );
    await this.process(n.tid, waitMs);
  }

  /** Processes a recorded notification still `received`; also called by the reconciler. */
  async process(tid: string, waitMs?: number): Promise<void> {
    const row = await one<NotificationRow>(this.dataSource, `SELECT tid, account_number, amount, depositor_name, at, status FROM bank_notifications WHERE tid = $1`, [tid]);
    if (!row || row.status !== 'received') return;
    const owner = await one<{ user_id: string }>(this.dataSource, `SELECT user_id FROM vaccounts WHERE account_number = $1`, [row.account_number]);
    if (!owner) {
      await this.keepUnmatched(row);
      return;
    }
    // The payload comes from the stored row, so every delivery of one tid is the same command.
    const payload = { userId: owner.user_id, tid: row.tid, amountWon: Number(row.amount), depositorName: row.depositor_name, at: new Date(row.at).toISOString() };
    await this.commands.send(CreditDeposit, payload, { commandId: creditDepositCommandId(row.tid), actorId: null, partitionKey: investorStreamId(owner.user_id), waitMs });
  }

  private async keepUnmatched(row: NotificationRow): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.query(
        `INSERT INTO unmatched_deposits (tid, account_number, amount, depositor_name, at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (tid) DO NOTHING`,
        [row.tid, row.account_number, row.amount, row.depositor_name, row.at],
      );
      await m.query(`UPDATE bank_notifications SET status = 'unmatched', processed_at = now() WHERE tid = $1 AND status = 'received'`, [row.tid]);
    });
    this.logger.warn({ msg: 'deposit for an unknown account kept for operators', tid: row.tid });
  }
}
