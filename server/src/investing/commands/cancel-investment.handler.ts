// Cancels one investment: the product's raised amount goes down and the investor's hold goes
// back to the balance, in one append.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { one } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { toWon } from '../../shared/won';
import { ProductStreams } from '../../products';
import { investorStreamId, walletDecider, WalletEvent, WalletState } from '../../wallet';
import { CancelInvestment } from './cancel-investment.command';

@CommandHandler(CancelInvestment)
export class CancelInvestmentHandler implements ICommandHandler<CancelInvestment> {
  constructor(private readonly events: EventStore, private readonly products: ProductStreams) {}

  async execute({ payload, ctx }: CancelInvestment) {
    const { userId, investmentId } = payload;
    const row = await one<{ product_id: string; user_id: string; amount: string; status: string }>(
      ctx.tx, `SELECT product_id, user_id, amount, status FROM investments WHERE id = $1`, [investmentId]);
    if (!row || row.user_id !== userId) throw new DomainError('not_found');
    if (row.status !== 'placed') throw new DomainError('investment_not_cancelable');
    const amountWon = toWon(row.amount);
    const product = await this.products.load(ctx.tx, row.product_id);
    const { append } = this.products.decide(product, { type: 'CancelInvestment', productId: row.product_id, investmentId, userId, amountWon, now: ctx.businessNow });
    const streamId = investorStreamId(userId);
    const loaded = await this.events.load<WalletState, WalletEvent>(ctx.tx, streamId, walletDecider.evolve, walletDecider.initialState);
    const released = walletDecider.decide({ type: 'ReleaseInvestmentHold', investmentId, productId: row.product_id, amountWon, reason: 'investor' }, loaded.state);
    const nextState = released.reduce(walletDecider.evolve, loaded.state);
    await this.products.append(ctx.tx, [append, { streamId, expectedVersion: loaded.version, events: released, nextState }], { command_id: ctx.commandId, actor_id: ctx.actorId });
    return { balance: nextState.balanceWon };
  }
}
