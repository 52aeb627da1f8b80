// Executes a product: every live hold moves to the borrower (the wallet decides those lines) in
// one append with ProductExecuted.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ExecuteProduct } from './execute-product.command';
import { ProductCommandHandler } from './product-command-handler';

@CommandHandler(ExecuteProduct)
export class ExecuteProductHandler extends ProductCommandHandler implements ICommandHandler<ExecuteProduct> {
  async execute({ payload: { productId }, ctx }: ExecuteProduct) {
    const investments = await this.queries.liveInvestments(ctx.tx, productId);
    // ProductExecuted carries executedAt and every investment: the repayments context builds
    // the loan schedule and each investor's share from it.
    return this.decideAndShow(ctx, productId, { type: 'ExecuteProduct', productId, investments, now: ctx.businessNow }, {
      before: () => this.movingHolds(ctx, investments, (line) => ({ type: 'ExecuteInvestmentHold', investmentId: line.investmentId, productId, amountWon: line.amountWon })),
    });
  }
}
