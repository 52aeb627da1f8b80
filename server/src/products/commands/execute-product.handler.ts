import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../shared/event-store/event-store';
import { ProductStreams } from '../product-streams';
import { ProductQueries } from '../queries/product.queries';
import { walletAppendsFor } from '../wallet-appends';
import { ExecuteProduct } from './execute-product.command';

@CommandHandler(ExecuteProduct)
export class ExecuteProductHandler implements ICommandHandler<ExecuteProduct> {
  constructor(private readonly streams: ProductStreams, private readonly queries: ProductQueries, private readonly events: EventStore) {}

  async execute({ payload, ctx }: ExecuteProduct) {
    const product = await this.streams.load(ctx.tx, payload.productId);
    const investments = await this.queries.liveInvestments(ctx.tx, payload.productId);
    // ProductExecuted carries executedAt and every investment: the repayments context builds
    // the loan schedule and each investor's share from it.
    const { append } = this.streams.decide(product, { type: 'ExecuteProduct', productId: payload.productId, investments, now: ctx.businessNow });
    const wallets = await walletAppendsFor(this.events, ctx.tx, investments, (line) => ({
      type: 'ExecuteInvestmentHold', investmentId: line.investmentId, productId: payload.productId, amountWon: line.amountWon,
    }));
    await this.streams.append(ctx.tx, [append, ...wallets], { command_id: ctx.commandId, actor_id: ctx.actorId });
    return this.queries.adminView(ctx.tx, payload.productId);
  }
}
