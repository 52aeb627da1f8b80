// The investor keeps an investment after its product's target was lowered.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductStreams } from '../product-streams';
import { ReconfirmInvestment } from './funding.commands';
import { commandMetadata } from '../../shared/queue/queued-command';

@CommandHandler(ReconfirmInvestment)
export class ReconfirmInvestmentHandler implements ICommandHandler<ReconfirmInvestment> {
  constructor(private readonly streams: ProductStreams) {}

  async execute({ payload, ctx }: ReconfirmInvestment) {
    const { productId, investmentId, userId } = payload;
    await this.streams.run(ctx.tx, productId, { type: 'ReconfirmInvestment', productId, investmentId, userId, now: ctx.businessNow },
      commandMetadata(ctx));
    return { investment_id: investmentId, product_id: productId, reconfirm_status: 'confirmed' };
  }
}
