import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';
import type { AutoInvestTerms } from '../auto-invest.events';

/** PUT /me/auto_invest: set the standing contract, or replace it with a new version (confirmed again). */
@CommandType('auto-invest.set')
export class SetAutoInvest extends QueuedCommand<{ userId: string; acknowledged: boolean; terms: AutoInvestTerms }> {}

/** DELETE /me/auto_invest: stop it at once. */
@CommandType('auto-invest.stop')
export class StopAutoInvest extends QueuedCommand<{ userId: string }> {}

/** A product opened: every matching active contract is placed once (placement/place-on-opening.handler.ts). */
@CommandType('auto-invest.place-on-opening')
export class PlaceAutoInvestments extends QueuedCommand<{ productId: string }> {}
