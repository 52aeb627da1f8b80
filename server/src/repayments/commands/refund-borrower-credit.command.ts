import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/** Borrower credit paid back to the borrower (operators' POST /admin/products/{id}/borrower_refunds). */
@CommandType('repayments.refund_borrower_credit')
export class RefundBorrowerCredit extends QueuedCommand<{ productId: string; amountWon: number }> {}
