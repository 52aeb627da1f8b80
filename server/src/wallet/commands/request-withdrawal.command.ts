import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/** Step one of a withdrawal: take the money from the balance (WithdrawalRequested), nothing else. */
@CommandType('wallet.request_withdrawal')
export class RequestWithdrawal extends QueuedCommand<{ userId: string; withdrawalId: string; amountWon: number; bankCode: string; accountNumber: string }> {}
