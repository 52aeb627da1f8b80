import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductStreams } from '../product-streams';
import { ProductQueries } from '../queries/product.queries';
import { RegisterProduct } from './register-product.command';

@CommandHandler(RegisterProduct)
export class RegisterProductHandler implements ICommandHandler<RegisterProduct> {
  constructor(private readonly streams: ProductStreams, private readonly queries: ProductQueries) {}

  async execute({ payload, ctx }: RegisterProduct) {
    await this.streams.run(ctx.tx, payload.productId, { type: 'RegisterProduct', productId: payload.productId, terms: payload.terms, now: ctx.businessNow },
      { command_id: ctx.commandId, actor_id: ctx.actorId });
    return this.queries.adminView(ctx.tx, payload.productId);
  }
}
