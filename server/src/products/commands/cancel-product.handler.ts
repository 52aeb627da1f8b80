// Cancels a product: every live hold goes back to its investor's balance (the wallet decides
// those lines) in one append with the product's events.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { INVESTMENT_CANCEL_REASON } from '../product.decider';
import { CancelProduct } from './cancel-product.command';
import { ProductCommandHandler } from './product-command-handler';

@CommandHandler(CancelProduct)
export class CancelProductHandler extends ProductCommandHandler implements ICommandHandler<CancelProduct> {
  async execute({ payload: { productId, reason = 'operator' }, ctx }: CancelProduct) {
    // The investments read model is written in the same transactions as the product stream, and
    // this command holds the product's lock: the list is exactly the product's live holds.
    const investments = await this.queries.liveInvestments(ctx.tx, productId);
    const lineReason = INVESTMENT_CANCEL_REASON[reason];
    return this.decideAndShow(ctx, productId, { type: 'CancelProduct', productId, investments, reason, now: ctx.businessNow }, {
      before: () => this.movingHolds(ctx, investments, (line) => ({ type: 'ReleaseInvestmentHold', investmentId: line.investmentId, productId, amountWon: line.amountWon, reason: lineReason })),
    });
  }
}
