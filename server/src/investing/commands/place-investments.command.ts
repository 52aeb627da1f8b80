import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

export interface PlaceInvestmentsPayload {
  userId: string;
  investorType: 'general' | 'income_qualified' | 'professional';
  ticket: string;
  items: { productId: string; amountWon: number }[];
}

/** POST /api/investments: every item checked, then all placed in one atomic step, or none. */
@CommandType('investing.place')
export class PlaceInvestments extends QueuedCommand<PlaceInvestmentsPayload> {}
