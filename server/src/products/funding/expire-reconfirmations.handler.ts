// After the reconfirmation deadline: every investment whose investor did not answer is canceled
// and its hold released to the investor's balance, in one append with the product's events.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { commandMetadata } from '../../shared/queue/queued-command';
import { ProductCommandHandler } from '../commands/product-command-handler';
import { ExpireReconfirmations } from './funding.commands';

@CommandHandler(ExpireReconfirmations)
export class ExpireReconfirmationsHandler extends ProductCommandHandler implements ICommandHandler<ExpireReconfirmations> {
  async execute({ payload: { productId }, ctx }: ExpireReconfirmations) {
    const live = await this.queries.liveInvestments(ctx.tx, productId);
    let canceled = 0;
    await this.streams.run(ctx.tx, productId, { type: 'ExpireReconfirmations', productId, investments: live, now: ctx.businessNow }, commandMetadata(ctx), {
      before: ({ events }) => {
        const ids = new Set(events.flatMap((e) => (e.type === 'ProductInvestmentCanceled' ? [e.data.investmentId] : [])));
        canceled = ids.size;
        const unanswered = live.filter((line) => ids.has(line.investmentId));
        return this.movingHolds(ctx, unanswered, (line) => ({ type: 'ReleaseInvestmentHold', investmentId: line.investmentId, productId, amountWon: line.amountWon, reason: 'not_reconfirmed' }));
      },
    });
    return { product_id: productId, canceled };
  }
}
