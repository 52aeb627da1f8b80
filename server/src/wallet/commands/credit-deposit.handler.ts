// Appends DepositCredited and marks the notification credited in the same transaction, so the
// notification's status and the balance can never disagree.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../shared/event-store/event-store';
import { investorStreamId, walletDecider } from '../wallet.decider';
import { CreditDeposit } from './credit-deposit.command';
import { appendWalletEvents } from './append-wallet-events';

@CommandHandler(CreditDeposit)
export class CreditDepositHandler implements ICommandHandler<CreditDeposit> {
  constructor(private readonly events: EventStore) {}

  async execute({ payload, ctx }: CreditDeposit) {
    const streamId = investorStreamId(payload.userId);
    const { state, version } = await this.events.load(ctx.tx, streamId, walletDecider.evolve, walletDecider.initialState);
    const events = walletDecider.decide({ type: 'CreditDeposit', tid: payload.tid, amountWon: payload.amountWon, depositorName: payload.depositorName, at: payload.at }, state);
    const next = await appendWalletEvents(this.events, ctx, streamId, version, state, events);
    await ctx.tx.query(`UPDATE bank_notifications SET status = 'credited', user_id = $2, processed_at = now() WHERE tid = $1`, [payload.tid, payload.userId]);
    return { tid: payload.tid, credited: events.length > 0, balance: next.balanceWon };
  }
}
