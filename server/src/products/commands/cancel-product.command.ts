import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';
import type { ProductCancelReason } from '../product.events';

/**
 * A product is canceled: every hold goes back to its investor's balance. An operator's cancel
 * carries no reason (commands recorded before reasons existed read the same); the funding
 * deadline's carries `funding_failed`.
 */
@CommandType('products.cancel')
export class CancelProduct extends QueuedCommand<{ productId: string; reason?: ProductCancelReason }> {}
