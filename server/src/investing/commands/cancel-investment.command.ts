import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/** DELETE /api/investments/{id}: the investor takes an investment back while the product raises. */
@CommandType('investing.cancel')
export class CancelInvestment extends QueuedCommand<{ userId: string; investmentId: string }> {}
