// Checks the balance (the decider), then the bank's hours, and commits WithdrawalRequested before
// any bank call: whatever happens to the process afterwards, the withdrawal is on record and
// ExecuteWithdrawal (or the reconciler after a restart) settles it with the bank.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../shared/errors/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { BankGateway } from '../bank/bank-gateway.port';
import { investorStreamId, walletDecider } from '../wallet.decider';
import { appendWalletEvents } from './append-wallet-events';
import { RequestWithdrawal } from './request-withdrawal.command';

@CommandHandler(RequestWithdrawal)
export class RequestWithdrawalHandler implements ICommandHandler<RequestWithdrawal> {
  constructor(
    private readonly events: EventStore,
    private readonly bank: BankGateway,
  ) {}

  async execute({ payload, ctx }: RequestWithdrawal) {
    const streamId = investorStreamId(payload.userId);
    const { state, version } = await this.events.load(ctx.tx, streamId, walletDecider.evolve, walletDecider.initialState);
    const events = walletDecider.decide(
      { type: 'RequestWithdrawal', withdrawalId: payload.withdrawalId, amountWon: payload.amountWon, bankCode: payload.bankCode, accountNumber: payload.accountNumber },
      state,
    );
    if (!(await this.bank.isOpen())) throw new DomainError('bank_closed');
    const next = await appendWalletEvents(this.events, ctx, streamId, version, state, events);
    return { withdrawalId: payload.withdrawalId, amountWon: payload.amountWon, balance: next.balanceWon };
  }
}
