import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/**
 * The batch's overdue pass for one loan as of a date (Korea time). `accelerationDays` (the policy in
 * force on that date; absent in commands queued before it existed: no acceleration) accelerates a
 * loan unpaid that long.
 */
@CommandType('repayments.mark_loan_overdue')
export class MarkLoanOverdue extends QueuedCommand<{ productId: string; asOf: string; accelerationDays?: number }> {}
