import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertNever } from '../../shared/errors/domain-error';
import { ProductCommand } from '../product.decider';
import { ChangeProductStatus } from './change-product-status.command';
import { ProductCommandHandler } from './product-command-handler';

@CommandHandler(ChangeProductStatus)
export class ChangeProductStatusHandler extends ProductCommandHandler implements ICommandHandler<ChangeProductStatus> {
  execute({ payload, ctx }: ChangeProductStatus) {
    const { productId, action } = payload;
    const command: ProductCommand =
      action === 'open' ? { type: 'OpenProduct', productId, by: payload.by, now: ctx.businessNow }
      : action === 'suspend' ? { type: 'SuspendProduct', productId, now: ctx.businessNow }
      : action === 'resume' ? { type: 'ResumeProduct', productId, now: ctx.businessNow }
      : assertNever(action);
    return this.decideAndShow(ctx, productId, command);
  }
}
