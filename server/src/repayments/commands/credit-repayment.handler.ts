import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { one } from '../../shared/database/sql';
import { EventStore } from '../../shared/event-store/event-store';
import { WalletEvent, WalletState, investorStreamId, walletDecider } from '../../wallet';
import { CreditRepayment } from './credit-repayment.command';

@CommandHandler(CreditRepayment)
export class CreditRepaymentHandler implements ICommandHandler<CreditRepayment> {
  constructor(private readonly events: EventStore) {}

  async execute({ payload, ctx }: CreditRepayment) {
    const streamId = investorStreamId(payload.userId);
    // Defence in depth beyond the command id: the investor's row (written inline with the
    // credit, read under this investor's lock) says whether this installment was paid already.
    const row = await one<{ status: string }>(ctx.tx, `SELECT status FROM investor_repayments WHERE user_id = $1 AND product_id = $2 AND seq = $3`, [
      payload.userId, payload.productId, payload.seq,
    ]);
    if (row?.status === 'paid') return { credited: false, already_paid: true };
    const { state, version } = await this.events.load<WalletState, WalletEvent>(ctx.tx, streamId, walletDecider.evolve, walletDecider.initialState);
    const events = walletDecider.decide({ type: 'CreditRepayment', ...payload }, state);
    const nextState = events.reduce(walletDecider.evolve, state);
    await this.events.append(ctx.tx, [{ streamId, expectedVersion: version, events, nextState }], { command_id: ctx.commandId, actor_id: ctx.actorId });
    return { credited: true, balance: nextState.balanceWon };
  }
}
