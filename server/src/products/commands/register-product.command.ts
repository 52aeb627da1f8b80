import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';
import type { ProductTerms } from '../product.events';

/** An operator registers a product; it starts `scheduled`. */
@CommandType('products.register')
export class RegisterProduct extends QueuedCommand<{ productId: string; terms: ProductTerms }> {}
