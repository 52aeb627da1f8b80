import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductCommandHandler } from './product-command-handler';
import { RegisterProduct } from './register-product.command';

@CommandHandler(RegisterProduct)
export class RegisterProductHandler extends ProductCommandHandler implements ICommandHandler<RegisterProduct> {
  execute({ payload: { productId, terms }, ctx }: RegisterProduct) {
    return this.decideAndShow(ctx, productId, { type: 'RegisterProduct', productId, terms, now: ctx.businessNow });
  }
}
