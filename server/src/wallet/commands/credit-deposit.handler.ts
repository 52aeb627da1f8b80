// Appends DepositCredited and marks the notification credited in the same transaction, so the
// notification's status and the balance can never disagree. A deposit the wallet refuses as out
// of bounds (issue 27) is parked instead, in that same transaction: kept unmatched with reason
// amount_out_of_bounds, nothing credited, and the command succeeds, so nothing retries it.
import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Tx } from '../../shared/event-store/event-store.types';
import { WalletStreams } from '../wallet-streams';
import { CreditDeposit } from './credit-deposit.command';
import { commandMetadata } from '../../shared/queue/queued-command';
import { AMOUNT_OUT_OF_BOUNDS, isDepositOutOfBoundsError } from '../deposits/deposit-bounds';

/** The command's result: `unmatched` when the deposit was parked for an operator instead of credited. */
export interface CreditDepositResult {
  tid: string;
  credited: boolean;
  balance?: number;
  unmatched?: typeof AMOUNT_OUT_OF_BOUNDS;
}

@CommandHandler(CreditDeposit)
export class CreditDepositHandler implements ICommandHandler<CreditDeposit> {
  private readonly logger = new Logger('bank-notifications');

  constructor(private readonly wallets: WalletStreams) {}

  async execute({ payload, ctx }: CreditDeposit): Promise<CreditDepositResult> {
    try {
      const { events, nextState } = await this.wallets.run(ctx.tx, payload.userId,
        { type: 'CreditDeposit', tid: payload.tid, amountWon: payload.amountWon, depositorName: payload.depositorName, at: payload.at },
        commandMetadata(ctx));
      await ctx.tx.query(`UPDATE bank_notifications SET status = 'credited', user_id = $2, processed_at = now() WHERE tid = $1`, [payload.tid, payload.userId]);
      return { tid: payload.tid, credited: events.length > 0, balance: nextState.balanceWon };
    } catch (error) {
      if (!isDepositOutOfBoundsError(error)) throw error;
      await parkOutOfBounds(ctx.tx, payload.tid);
      this.logger.warn({ msg: 'deposit out of bounds kept for operators, not credited', tid: payload.tid, user_id: payload.userId, amount: payload.amountWon });
      return { tid: payload.tid, credited: false, unmatched: AMOUNT_OUT_OF_BOUNDS };
    }
  }
}

/**
 * Keeps the notification among the unmatched deposits with reason amount_out_of_bounds. An
 * operator's assignment that led here is withdrawn (the money goes back to the sender, so the
 * reconciler must not send it again).
 */
async function parkOutOfBounds(tx: Tx, tid: string): Promise<void> {
  await tx.query(
    `INSERT INTO unmatched_deposits (tid, account_number, amount, depositor_name, at, reason)
     SELECT tid, account_number, amount, depositor_name, at, $2 FROM bank_notifications WHERE tid = $1
     ON CONFLICT (tid) DO UPDATE SET reason = EXCLUDED.reason, assigned_user_id = NULL, assigned_by = NULL, assigned_at = NULL`,
    [tid, AMOUNT_OUT_OF_BOUNDS],
  );
  await tx.query(`UPDATE bank_notifications SET status = 'unmatched', processed_at = now() WHERE tid = $1 AND status <> 'credited'`, [tid]);
}
