import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/** Money received from the borrower (operators' POST /admin/products/{id}/borrower_repayments). */
@CommandType('repayments.record_borrower_payment')
export class RecordBorrowerPayment extends QueuedCommand<{ productId: string; paymentId: string; amountWon: number; paidOn: string }> {}
