// One investor's credit (the command the batch sent before it credited in chunks; kept so that
// such commands still waiting in an inbox run). Same rule path as the chunks.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../shared/errors/domain-error';
import { WalletStreams } from '../../wallet';
import { CreditRepayment } from './credit-repayment.command';
import { creditInvestors } from './credit-investors';
import { commandMetadata } from '../../shared/queue/queued-command';

@CommandHandler(CreditRepayment)
export class CreditRepaymentHandler implements ICommandHandler<CreditRepayment> {
  constructor(private readonly wallets: WalletStreams) {}

  async execute({ payload, ctx }: CreditRepayment) {
    const { productId, seq, ...credit } = payload;
    const [summary] = await creditInvestors(this.wallets, ctx.tx, [{ productId, seq, credits: [credit], paidAt: ctx.businessNow, metadata: commandMetadata(ctx) }]);
    if (summary.refused.length > 0) throw new DomainError(summary.refused[0].fail_code);
    return summary.already_paid > 0 ? { credited: false, already_paid: true } : { credited: true };
  }
}
