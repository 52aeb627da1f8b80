import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductCommandHandler } from './product-command-handler';
import { UpdateProduct } from './update-product.command';

@CommandHandler(UpdateProduct)
export class UpdateProductHandler extends ProductCommandHandler implements ICommandHandler<UpdateProduct> {
  execute({ payload: { productId, changes }, ctx }: UpdateProduct) {
    return this.decideAndShow(ctx, productId, { type: 'UpdateProduct', productId, changes, now: ctx.businessNow });
  }
}
