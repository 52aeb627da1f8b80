// Checks the balance (the decider), then the bank's hours, and commits WithdrawalRequested before
// any bank call: whatever happens to the process afterwards, the withdrawal is on record and
// ExecuteWithdrawal (or the reconciler after a restart) settles it with the bank.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../shared/errors/domain-error';
import { BankGateway } from '../bank/bank-gateway.port';
import { WalletStreams } from '../wallet-streams';
import { RequestWithdrawal } from './request-withdrawal.command';
import { commandMetadata } from '../../shared/queue/queued-command';

@CommandHandler(RequestWithdrawal)
export class RequestWithdrawalHandler implements ICommandHandler<RequestWithdrawal> {
  constructor(
    private readonly wallets: WalletStreams,
    private readonly bank: BankGateway,
  ) {}

  async execute({ payload, ctx }: RequestWithdrawal) {
    const { nextState } = await this.wallets.run(
      ctx.tx,
      payload.userId,
      { type: 'RequestWithdrawal', withdrawalId: payload.withdrawalId, amountWon: payload.amountWon, bankCode: payload.bankCode, accountNumber: payload.accountNumber },
      commandMetadata(ctx),
      // After the balance check (the decider's), as before: a short balance is named first.
      { before: async () => { if (!(await this.bank.isOpen())) throw new DomainError('bank_closed'); } },
    );
    return { withdrawalId: payload.withdrawalId, amountWon: payload.amountWon, balance: nextState.balanceWon };
  }
}
