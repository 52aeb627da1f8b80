import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/** An operator cancels a product: every hold goes back to its investor's balance. */
@CommandType('products.cancel')
export class CancelProduct extends QueuedCommand<{ productId: string }> {}
