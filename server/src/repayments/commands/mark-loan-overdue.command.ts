import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/** The batch's overdue pass for one loan as of a date (Korea time). */
@CommandType('repayments.mark_loan_overdue')
export class MarkLoanOverdue extends QueuedCommand<{ productId: string; asOf: string }> {}
