// Cancels a product: every live hold goes back to its investor's balance (the wallet decides
// those lines) in one append with the product's events.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WalletStreams } from '../../wallet';
import { ProductStreams } from '../product-streams';
import { ProductQueries } from '../queries/product.queries';
import { CancelProduct } from './cancel-product.command';

@CommandHandler(CancelProduct)
export class CancelProductHandler implements ICommandHandler<CancelProduct> {
  constructor(private readonly streams: ProductStreams, private readonly queries: ProductQueries, private readonly wallets: WalletStreams) {}

  async execute({ payload, ctx }: CancelProduct) {
    const { productId } = payload;
    // The investments read model is written in the same transactions as the product stream, and
    // this command holds the product's lock: the list is exactly the product's live holds.
    const investments = await this.queries.liveInvestments(ctx.tx, productId);
    await this.streams.run(ctx.tx, productId, { type: 'CancelProduct', productId, investments, now: ctx.businessNow }, { command_id: ctx.commandId, actor_id: ctx.actorId }, {
      before: () => this.wallets.decideAll(ctx.tx, investments.map((line) => ({
        userId: line.userId,
        command: { type: 'ReleaseInvestmentHold', investmentId: line.investmentId, productId, amountWon: line.amountWon, reason: 'product_canceled' },
      }))),
    });
    return this.queries.adminView(ctx.tx, productId);
  }
}
