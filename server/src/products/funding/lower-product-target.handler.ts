// Lowers a raising product's target: the product stream records it with every live investment
// to be confirmed again, and each of their investors is told in the same transaction (the
// notifications outbox), so the change and the notice commit together.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { notifyTargetLowered } from '../../notifications';
import { ProductStreams } from '../product-streams';
import { ProductQueries } from '../queries/product.queries';
import { LowerProductTarget } from './funding.commands';
import { commandMetadata } from '../../shared/queue/queued-command';

const HOUR_MS = 3_600_000;

@CommandHandler(LowerProductTarget)
export class LowerProductTargetHandler implements ICommandHandler<LowerProductTarget> {
  constructor(private readonly streams: ProductStreams, private readonly queries: ProductQueries) {}

  async execute({ payload, ctx }: LowerProductTarget) {
    const { productId, targetAmountWon, reconfirmHours } = payload;
    const investments = await this.queries.liveInvestments(ctx.tx, productId);
    const reconfirmBy = new Date(ctx.businessNow.getTime() + reconfirmHours * HOUR_MS);
    const { events } = await this.streams.run(ctx.tx, productId, { type: 'LowerTarget', productId, targetAmountWon, reconfirmBy, investments, now: ctx.businessNow },
      commandMetadata(ctx));
    const row = await this.queries.row(ctx.tx, productId);
    if (events.length > 0 && investments.length > 0 && row) {
      await notifyTargetLowered(ctx.tx, {
        sourceId: `command:${ctx.commandId}`, productId, productTitle: row.title, newTargetWon: targetAmountWon,
        confirmBy: reconfirmBy.toISOString(), investorIds: investments.map((i) => i.userId),
      });
    }
    return this.queries.adminView(ctx.tx, productId);
  }
}
