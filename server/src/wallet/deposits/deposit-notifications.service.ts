// A deposit notification from the bank: recorded first (tid unique), then credited through the
// command queue on the investor's stream. A repeated tid finds its row and sends the same command
// id again (harmless: the outcome table answers), or nothing once it is settled. An account that
// is no investor's may be another context's (a loan's repayment account: deposit-routes.ts). An
// amount for an account nobody has is kept in unmatched_deposits for operators, and so is an amount
// out of bounds (deposit-bounds.ts, issue 27): over the maximum per deposit it is judged here before
// queuing; past the wallet's safe-integer bound the wallet refuses it and the handler parks it.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seoulDate } from '../../shared/clock';
import { one, rows } from '../../shared/database/sql';
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { uuidFrom } from '../../shared/ids';
import { CommandOutcome } from '../../shared/queue/queued-command';
import { CreditDeposit } from '../commands/credit-deposit.command';
import type { CreditDepositResult } from '../commands/credit-deposit.handler';
import { investorStreamId } from '../wallet.decider';
import { AMOUNT_OUT_OF_BOUNDS, depositOutOfBoundsError, maxPerDepositWonOn, UnmatchedReason } from './deposit-bounds';
import { DepositRoutes, RoutedDeposit, RouteOutcome } from './deposit-routes';

export interface DepositNotification extends RoutedDeposit {
  type: 'deposit';
}

interface NotificationRow {
  tid: string;
  account_number: string;
  amount: string;
  depositor_name: string;
  at: Date;
  status: 'received' | 'credited' | 'unmatched';
}

/** What the operators' log says of a deposit kept for them. */
const UNMATCHED_LOG: Record<UnmatchedReason, string> = {
  unknown_account: 'deposit for an unknown account kept for operators',
  amount_out_of_bounds: 'deposit out of bounds kept for operators, not credited',
  payment_refused: 'deposit refused by its account\'s owner (a loan that takes no more money) kept for operators',
};

export function creditDepositCommandId(tid: string): string {
  return uuidFrom(`wallet.credit_deposit:${tid}`);
}

/**
 * The credit an operator's assignment sends for a deposit the wallet already refused as out of
 * bounds: the bank's command has its outcome (parked), so the assignment is a command of its own.
 */
function assignedCreditCommandId(tid: string, userId: string): string {
  return uuidFrom(`wallet.credit_deposit:${tid}:assigned:${userId}`);
}

/** The Korea-time date a notified deposit is judged on (the bank's instant of the transfer). */
const depositOn = (row: { at: Date }): string => seoulDate(new Date(row.at));

/** Over the maximum per deposit in force on its date: known before any wallet is read. */
const overDepositMaximum = (row: NotificationRow): boolean => Number(row.amount) > maxPerDepositWonOn(depositOn(row));

@Injectable()
export class DepositNotifications {
  private readonly logger = new Logger('bank-notifications');

  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandGateway,
    private readonly routes: DepositRoutes,
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
    if (overDepositMaximum(row)) {
      await this.keepUnmatched(row, AMOUNT_OUT_OF_BOUNDS);
      return;
    }
    const owner = await one<{ user_id: string }>(this.dataSource, `SELECT user_id FROM vaccounts WHERE account_number = $1`, [row.account_number]);
    if (owner) {
      await this.credit(row, owner.user_id, waitMs);
      return;
    }
    const routed = await this.routes.route(
      { tid: row.tid, accountNumber: row.account_number, amountWon: Number(row.amount), depositorName: row.depositor_name, at: new Date(row.at) },
      waitMs,
    );
    if (!routed) return this.keepUnmatched(row, 'unknown_account');
    await this.settleRouted(row, routed.route, routed.outcome);
  }

  /**
   * Another context's account took the deposit (a loan's repayment account). Its command settled
   * it: the notification is done. It refused (e.g. a loan that takes no more money): the money is
   * kept for operators like an unknown account's, once, and never sent again. Still pending: the
   * row stays `received` and the reconciler sends the same command again.
   */
  private async settleRouted(row: NotificationRow, route: string, outcome: RouteOutcome): Promise<void> {
    if (outcome.status === 'settled') {
      await this.dataSource.query(`UPDATE bank_notifications SET status = 'credited', processed_at = now() WHERE tid = $1 AND status = 'received'`, [row.tid]);
    } else if (outcome.status === 'refused') {
      await this.keepUnmatched(row, 'payment_refused', { route, fail_code: outcome.failCode });
    }
  }

  /** Sends the credit of a recorded notification to `userId`'s wallet (the same command id for every attempt). */
  private async credit(row: NotificationRow, userId: string, waitMs?: number, commandId = creditDepositCommandId(row.tid)): Promise<CommandOutcome> {
    // The payload comes from the stored row, so every delivery of one tid is the same command.
    const payload = { userId, tid: row.tid, amountWon: Number(row.amount), depositorName: row.depositor_name, at: new Date(row.at).toISOString() };
    return this.commands.send(CreditDeposit, payload, { commandId, actorId: null, partitionKey: investorStreamId(userId), waitMs });
  }

  /**
   * An operator credits a deposit that matched no account to the investor it belongs to. The
   * assignment is recorded first (once: another investor is refused), then credited like any
   * deposit; repeating it, or the reconciler after a crash, sends the same command again. A
   * deposit out of bounds is refused (invalid_input, `amount: out_of_bounds`): over the maximum
   * per deposit before anything is recorded; past the wallet's bound when the wallet refuses it
   * (the handler then withdraws the assignment). Such money goes back to the sender.
   */
  async assignUnmatched(tid: string, userId: string, operatorId: string | null, waitMs?: number): Promise<'credited' | 'pending'> {
    const reason = await this.recordAssignment(tid, userId, operatorId);
    const row = await one<NotificationRow>(this.dataSource, `SELECT tid, account_number, amount, depositor_name, at, status FROM bank_notifications WHERE tid = $1`, [tid]);
    if (!row) throw new DomainError('not_found');
    if (row.status === 'credited') return 'credited';
    const commandId = reason === AMOUNT_OUT_OF_BOUNDS ? assignedCreditCommandId(tid, userId) : creditDepositCommandId(tid);
    const outcome = await this.credit(row, userId, waitMs, commandId);
    if (outcome.status === 'succeeded' && (outcome.result as CreditDepositResult | null)?.unmatched) throw depositOutOfBoundsError(depositOn(row));
    return outcome.status === 'succeeded' ? 'credited' : 'pending';
  }

  /** Records who the deposit goes to (locked, so two operators cannot pick two investors); its reason. */
  private async recordAssignment(tid: string, userId: string, operatorId: string | null): Promise<UnmatchedReason> {
    return this.dataSource.transaction(async (m) => {
      const [open] = await m.query(`SELECT assigned_user_id, amount, at, reason FROM unmatched_deposits WHERE tid = $1 FOR UPDATE`, [tid]);
      if (!open) throw new DomainError('not_found');
      if (open.assigned_user_id && open.assigned_user_id !== userId) throw invalidInput({ tid: 'already_assigned' });
      if (Number(open.amount) > maxPerDepositWonOn(depositOn(open))) throw depositOutOfBoundsError(depositOn(open));
      // A borrower's money into a loan that takes no more: it goes back to the borrower, never to an investor.
      if (open.reason === 'payment_refused') throw invalidInput({ tid: 'borrower_money' });
      const [user] = await m.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'investor'`, [userId]);
      if (!user) throw invalidInput({ user_id: 'unknown_investor' });
      if (!open.assigned_user_id) {
        await m.query(`UPDATE unmatched_deposits SET assigned_user_id = $2, assigned_by = $3, assigned_at = now() WHERE tid = $1`, [tid, userId, operatorId]);
      }
      return open.reason as UnmatchedReason;
    });
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
    for (const s of stuck) {
      try {
        await this.assignUnmatched(s.tid, s.assigned_user_id, null, 1);
      } catch (error) {
        // A refusal (the wallet found it out of bounds and withdrew the assignment) is the answer, not a fault of the page.
        if (!(error instanceof DomainError)) throw error;
        this.logger.warn({ msg: 'assigned deposit refused on resend', tid: s.tid, fail_code: error.failCode, fields: error.details.fields });
      }
    }
    return stuck.length;
  }

  private async keepUnmatched(row: NotificationRow, reason: UnmatchedReason, why: Record<string, string> = {}): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.query(
        `INSERT INTO unmatched_deposits (tid, account_number, amount, depositor_name, at, reason) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (tid) DO NOTHING`,
        [row.tid, row.account_number, row.amount, row.depositor_name, row.at, reason],
      );
      await m.query(`UPDATE bank_notifications SET status = 'unmatched', processed_at = now() WHERE tid = $1 AND status = 'received'`, [row.tid]);
    });
    this.logger.warn({ msg: UNMATCHED_LOG[reason], ...why, tid: row.tid, reason });
  }
}
