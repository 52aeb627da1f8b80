import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

export type StatusAction = 'open' | 'suspend' | 'resume';

/** Open (by an operator or the scheduler at opens_at), suspend or resume investing in a product. */
@CommandType('products.change-status')
export class ChangeProductStatus extends QueuedCommand<{ productId: string; action: StatusAction; by: 'operator' | 'scheduler' }> {}
