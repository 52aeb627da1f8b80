// Chunks of investors' credits, decided and written together: the pending chunks the worker
// claims in one transaction (concurrent installment jobs of a month-end run) become one load and
// one append. A single chunk is a batch of one: one rule path.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WalletStreams } from '../../wallet';
import { Tx } from '../../shared/event-store/event-store.types';
import { BatchVerdict, CommandBatchHandler, executeOne } from '../../shared/queue/command-batch-handlers';
import { CreditInstallment } from './credit-installment.command';
import { creditInvestors } from './credit-investors';
import { commandMetadata } from '../../shared/queue/queued-command';

@CommandHandler(CreditInstallment)
export class CreditInstallmentHandler implements ICommandHandler<CreditInstallment>, CommandBatchHandler<CreditInstallment> {
  constructor(
    private readonly wallets: WalletStreams,
  ) {}

  execute(command: CreditInstallment) {
    return executeOne(this, command);
  }

  async executeBatch(tx: Tx, commands: CreditInstallment[]): Promise<BatchVerdict[]> {
    const summaries = await creditInvestors(this.wallets, tx, commands.map(({ payload, ctx }) => ({
      ...payload,
      // Dated by the business clock, as the installment's distribution is: in a sandbox whose
      // clock moved, the schedule, disclosures and tax statement count it in the business month.
      paidAt: ctx.businessNow,
      metadata: commandMetadata(ctx),
    })));
    return summaries.map((result) => ({ ok: true, result }));
  }
}
