// Executes a product: every live hold moves to the borrower (the wallet decides those lines) in
// one append with ProductExecuted.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WalletStreams } from '../../wallet';
import { ProductStreams } from '../product-streams';
import { ProductQueries } from '../queries/product.queries';
import { ExecuteProduct } from './execute-product.command';

@CommandHandler(ExecuteProduct)
export class ExecuteProductHandler implements ICommandHandler<ExecuteProduct> {
  constructor(private readonly streams: ProductStreams, private readonly queries: ProductQueries, private readonly wallets: WalletStreams) {}

  async execute({ payload, ctx }: ExecuteProduct) {
    const { productId } = payload;
    const investments = await this.queries.liveInvestments(ctx.tx, productId);
    // ProductExecuted carries executedAt and every investment: the repayments context builds
    // the loan schedule and each investor's share from it.
    await this.streams.run(ctx.tx, productId, { type: 'ExecuteProduct', productId, investments, now: ctx.businessNow }, { command_id: ctx.commandId, actor_id: ctx.actorId }, {
      before: () => this.wallets.decideAll(ctx.tx, investments.map((line) => ({
        userId: line.userId,
        command: { type: 'ExecuteInvestmentHold', investmentId: line.investmentId, productId, amountWon: line.amountWon },
      }))),
    });
    return this.queries.adminView(ctx.tx, productId);
  }
}
