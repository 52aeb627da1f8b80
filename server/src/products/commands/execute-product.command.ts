import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/** An operator disburses the loan: every hold moves to the borrower and repayments take over. */
@CommandType('products.execute')
export class ExecuteProduct extends QueuedCommand<{ productId: string }> {}
