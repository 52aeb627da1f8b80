// After the reconfirmation deadline: every investment whose investor did not answer is canceled
// and its hold released to the investor's balance, in one append with the product's events.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../shared/event-store/event-store';
import { ProductStreams } from '../product-streams';
import { ProductQueries } from '../queries/product.queries';
import { walletAppendsFor } from '../wallet-appends';
import { ExpireReconfirmations } from './funding.commands';

@CommandHandler(ExpireReconfirmations)
export class ExpireReconfirmationsHandler implements ICommandHandler<ExpireReconfirmations> {
  constructor(private readonly streams: ProductStreams, private readonly queries: ProductQueries, private readonly events: EventStore) {}

  async execute({ payload, ctx }: ExpireReconfirmations) {
    const { productId } = payload;
    const product = await this.streams.load(ctx.tx, productId);
    const live = await this.queries.liveInvestments(ctx.tx, productId);
    const { append, events } = this.streams.decide(product, { type: 'ExpireReconfirmations', productId, investments: live, now: ctx.businessNow });
    const canceled = new Set(events.flatMap((e) => (e.type === 'ProductInvestmentCanceled' ? [e.data.investmentId] : [])));
    if (canceled.size === 0) return { product_id: productId, canceled: 0 };
    const wallets = await walletAppendsFor(this.events, ctx.tx, live.filter((l) => canceled.has(l.investmentId)), (line) => ({
      type: 'ReleaseInvestmentHold', investmentId: line.investmentId, productId, amountWon: line.amountWon, reason: 'not_reconfirmed',
    }));
    await this.streams.append(ctx.tx, [append, ...wallets], { command_id: ctx.commandId, actor_id: ctx.actorId });
    return { product_id: productId, canceled: canceled.size };
  }
}
