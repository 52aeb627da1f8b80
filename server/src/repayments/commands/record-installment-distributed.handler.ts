import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { LoanStreams } from '../loan-streams';
import { RecordInstallmentDistributed } from './record-installment-distributed.command';
import { commandMetadata } from '../../shared/queue/queued-command';

@CommandHandler(RecordInstallmentDistributed)
export class RecordInstallmentDistributedHandler implements ICommandHandler<RecordInstallmentDistributed> {
  constructor(private readonly loans: LoanStreams) {}

  async execute({ payload, ctx }: RecordInstallmentDistributed) {
    const { events } = await this.loans.runWithProduct(
      ctx.tx,
      payload.productId,
      { type: 'RecordInstallmentDistributed', seq: payload.seq, investorCount: payload.investorCount, now: ctx.businessNow },
      commandMetadata(ctx),
      ctx.businessNow,
    );
    return { recorded: events.length > 0, completed: events.some((e) => e.type === 'LoanCompleted') };
  }
}
