import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/** Credits a deposit the bank notified; its command id comes from the bank's tid. */
@CommandType('wallet.credit_deposit')
export class CreditDeposit extends QueuedCommand<{ userId: string; tid: string; amountWon: number; depositorName: string; at: string }> {}
