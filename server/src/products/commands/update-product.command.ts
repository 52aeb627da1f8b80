import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';
import type { ProductTerms } from '../product.events';

/** An operator edits a product: anything while scheduled, descriptive fields while funding. */
@CommandType('products.update')
export class UpdateProduct extends QueuedCommand<{ productId: string; changes: Partial<ProductTerms> }> {}
