import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertNever } from '../../shared/errors/domain-error';
import { ProductCommand } from '../product.decider';
import { ProductStreams } from '../product-streams';
import { ProductQueries } from '../queries/product.queries';
import { ChangeProductStatus } from './change-product-status.command';

@CommandHandler(ChangeProductStatus)
export class ChangeProductStatusHandler implements ICommandHandler<ChangeProductStatus> {
  constructor(private readonly streams: ProductStreams, private readonly queries: ProductQueries) {}

  async execute({ payload, ctx }: ChangeProductStatus) {
    const { productId, action } = payload;
    const command: ProductCommand =
      action === 'open' ? { type: 'OpenProduct', productId, by: payload.by, now: ctx.businessNow }
      : action === 'suspend' ? { type: 'SuspendProduct', productId, now: ctx.businessNow }
      : action === 'resume' ? { type: 'ResumeProduct', productId, now: ctx.businessNow }
      : assertNever(action);
    await this.streams.run(ctx.tx, productId, command, { command_id: ctx.commandId, actor_id: ctx.actorId });
    return this.queries.adminView(ctx.tx, productId);
  }
}
