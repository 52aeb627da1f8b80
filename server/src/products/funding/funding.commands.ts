// The commands of a lowered target (온투법 12조③): the operator lowers it, each investor keeps or
// cancels (cancel is investing's CancelInvestment), and the deadline cancels the unanswered.
import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/** POST /admin/products/{id}/lower_target. */
@CommandType('products.lower_target')
export class LowerProductTarget extends QueuedCommand<{ productId: string; targetAmountWon: number; reconfirmHours: number }> {}

/** POST /investments/{id}/reconfirm: the investor keeps the investment under the lower target. */
@CommandType('products.reconfirm_investment')
export class ReconfirmInvestment extends QueuedCommand<{ productId: string; investmentId: string; userId: string }> {}

/** The deadline passed: whoever has not answered is canceled and paid back. */
@CommandType('products.expire_reconfirmations')
export class ExpireReconfirmations extends QueuedCommand<{ productId: string }> {}
