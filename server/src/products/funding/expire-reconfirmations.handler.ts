// After the reconfirmation deadline: every investment whose investor did not answer is canceled
// and its hold released to the investor's balance, in one append with the product's events.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WalletStreams } from '../../wallet';
import { ProductStreams } from '../product-streams';
import { ProductQueries } from '../queries/product.queries';
import { ExpireReconfirmations } from './funding.commands';

@CommandHandler(ExpireReconfirmations)
export class ExpireReconfirmationsHandler implements ICommandHandler<ExpireReconfirmations> {
  constructor(private readonly streams: ProductStreams, private readonly queries: ProductQueries, private readonly wallets: WalletStreams) {}

  async execute({ payload, ctx }: ExpireReconfirmations) {
    const { productId } = payload;
    const live = await this.queries.liveInvestments(ctx.tx, productId);
    let canceled = 0;
    await this.streams.run(ctx.tx, productId, { type: 'ExpireReconfirmations', productId, investments: live, now: ctx.businessNow }, { command_id: ctx.commandId, actor_id: ctx.actorId }, {
      before: ({ events }) => {
        const ids = new Set(events.flatMap((e) => (e.type === 'ProductInvestmentCanceled' ? [e.data.investmentId] : [])));
        canceled = ids.size;
        return this.wallets.decideAll(ctx.tx, live.filter((l) => ids.has(l.investmentId)).map((line) => ({
          userId: line.userId,
          command: { type: 'ReleaseInvestmentHold', investmentId: line.investmentId, productId, amountWon: line.amountWon, reason: 'not_reconfirmed' },
        })));
      },
    });
    return { product_id: productId, canceled };
  }
}
