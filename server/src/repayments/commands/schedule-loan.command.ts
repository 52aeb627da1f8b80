import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/** Fixes a loan's schedule from ProductExecuted (sent by the workflow follower, at least once). */
@CommandType('repayments.schedule_loan')
export class ScheduleLoan extends QueuedCommand<{ productId: string; executedAt: string; investments: { investmentId: string; userId: string; amountWon: number }[] }> {}
