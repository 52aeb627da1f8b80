// A deposit notification from the bank: recorded first (tid unique), then credited through the
// command queue on the investor's stream. A repeated tid finds its row and sends the same command
// id again (harmless: the outcome table answers), or nothing once it is settled; an amount for an
// account nobody has is kept in unmatched_deposits for operators.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { uuidFrom } from '../../shared/ids';
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
    await this.credit(row, owner.user_id, waitMs);
  }

  /** Sends the credit of a recorded notification to `userId`'s wallet (the same command id for every attempt). */
  private async credit(row: NotificationRow, userId: string, waitMs?: number) {
    // The payload comes from the stored row, so every delivery of one tid is the same command.
    const payload = { userId, tid: row.tid, amountWon: Number(row.amount), depositorName: row.depositor_name, at: new Date(row.at).toISOString() };
    return this.commands.send(CreditDeposit, payload, { commandId: creditDepositCommandId(row.tid), actorId: null, partitionKey: investorStreamId(userId), waitMs });
  }

  /**
   * An operator credits a deposit that matched no account to the investor it belongs to. The
   * assignment is recorded first (once: another investor is refused), then credited like any
   * deposit; repeating it, or the reconciler after a crash, sends the same command again.
   */
  async assignUnmatched(tid: string, userId: string, operatorId: string | null, waitMs?: number): Promise<'credited' | 'pending'> {
    await this.dataSource.transaction(async (m) => {
      const [open] = await m.query(`SELECT assigned_user_id FROM unmatched_deposits WHERE tid = $1 FOR UPDATE`, [tid]);
      if (!open) throw new DomainError('not_found');
      if (open.assigned_user_id && open.assigned_user_id !== userId) throw invalidInput({ tid: 'already_assigned' });
      const [user] = await m.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'investor'`, [userId]);
      if (!user) throw invalidInput({ user_id: 'unknown_investor' });
      if (!open.assigned_user_id) {
        await m.query(`UPDATE unmatched_deposits SET assigned_user_id = $2, assigned_by = $3, assigned_at = now() WHERE tid = $1`, [tid, userId, operatorId]);
      }
    });
    const row = await one<NotificationRow>(this.dataSource, `SELECT tid, account_number, amount, depositor_name, at, status FROM bank_notifications WHERE tid = $1`, [tid]);
    if (!row) throw new DomainError('not_found');
    if (row.status === 'credited') return 'credited';
    const outcome = await this.credit(row, userId, waitMs);
    return outcome.status === 'succeeded' ? 'credited' : 'pending';
  }

  /** Assigned by an operator but not credited yet (the process died in between): the reconciler's share. */
  async resendAssigned(afterMs: number, limit: number): Promise<number> {
    const stuck = await rows<{ tid: string; assigned_user_id: string }>(
      this.dataSource,
      `SELECT u.tid, u.assigned_user_id FROM unmatched_deposits u JOIN bank_notifications n ON n.tid = u.tid
       WHERE u.assigned_at IS NOT NULL AND n.status = 'unmatched' AND u.assigned_at < now() - make_interval(secs => $1::float8 / 1000)
       ORDER BY u.assigned_at LIMIT $2`,
      [afterMs, limit],
    );
    for (const s of stuck) await this.assignUnmatched(s.tid, s.assigned_user_id, null, 1);
    return stuck.length;
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
