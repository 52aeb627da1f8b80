// Appends DepositCredited and marks the notification credited in the same transaction, so the
// notification's status and the balance can never disagree.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WalletStreams } from '../wallet-streams';
import { CreditDeposit } from './credit-deposit.command';
import { commandMetadata } from '../../shared/queue/queued-command';

@CommandHandler(CreditDeposit)
export class CreditDepositHandler implements ICommandHandler<CreditDeposit> {
  constructor(private readonly wallets: WalletStreams) {}

  async execute({ payload, ctx }: CreditDeposit) {
    const { events, nextState } = await this.wallets.run(ctx.tx, payload.userId,
      { type: 'CreditDeposit', tid: payload.tid, amountWon: payload.amountWon, depositorName: payload.depositorName, at: payload.at },
      commandMetadata(ctx));
    await ctx.tx.query(`UPDATE bank_notifications SET status = 'credited', user_id = $2, processed_at = now() WHERE tid = $1`, [payload.tid, payload.userId]);
    return { tid: payload.tid, credited: events.length > 0, balance: nextState.balanceWon };
  }
}
