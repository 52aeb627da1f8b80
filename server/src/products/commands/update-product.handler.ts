import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductStreams } from '../product-streams';
import { ProductQueries } from '../queries/product.queries';
import { UpdateProduct } from './update-product.command';

@CommandHandler(UpdateProduct)
export class UpdateProductHandler implements ICommandHandler<UpdateProduct> {
  constructor(private readonly streams: ProductStreams, private readonly queries: ProductQueries) {}

  async execute({ payload, ctx }: UpdateProduct) {
    await this.streams.run(ctx.tx, payload.productId, { type: 'UpdateProduct', productId: payload.productId, changes: payload.changes, now: ctx.businessNow },
      { command_id: ctx.commandId, actor_id: ctx.actorId });
    return this.queries.adminView(ctx.tx, payload.productId);
  }
}
