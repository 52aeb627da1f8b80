import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/**
 * The batch's overdue pass for one loan as of a date (Korea time). `accelerationDays` (the policy in
 * force on that date; absent in commands queued before it existed: no acceleration) accelerates a
 * loan unpaid that long, a personal debtor's after `accelerationNoticeDays` of notice.
 */
@CommandType('repayments.mark_loan_overdue')
export class MarkLoanOverdue extends QueuedCommand<{ productId: string; asOf: string; accelerationDays?: number; accelerationNoticeDays?: number }> {}
