import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../shared/event-store/event-store';
import { ProductStreams } from '../product-streams';
import { ProductQueries } from '../queries/product.queries';
import { walletAppendsFor } from '../wallet-appends';
import { CancelProduct } from './cancel-product.command';

@CommandHandler(CancelProduct)
export class CancelProductHandler implements ICommandHandler<CancelProduct> {
  constructor(private readonly streams: ProductStreams, private readonly queries: ProductQueries, private readonly events: EventStore) {}

  async execute({ payload, ctx }: CancelProduct) {
    const product = await this.streams.load(ctx.tx, payload.productId);
    // The investments read model is written in the same transactions as the product stream, and
    // this command holds the product's lock: the list is exactly the product's live holds.
    const investments = await this.queries.liveInvestments(ctx.tx, payload.productId);
    const { append } = this.streams.decide(product, { type: 'CancelProduct', productId: payload.productId, investments, now: ctx.businessNow });
    const wallets = await walletAppendsFor(this.events, ctx.tx, investments, (line) => ({
      type: 'ReleaseInvestmentHold', investmentId: line.investmentId, productId: payload.productId, amountWon: line.amountWon, reason: 'product_canceled',
    }));
    await this.streams.append(ctx.tx, [append, ...wallets], { command_id: ctx.commandId, actor_id: ctx.actorId });
    return this.queries.adminView(ctx.tx, payload.productId);
  }
}
