import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

export interface PlaceInvestmentsPayload {
  userId: string;
  investorType: 'general' | 'income_qualified' | 'professional' | 'corporate';
  ticket: string;
  /** `disclosureVersion`: the version the investor read, when the client sent it; a newer one refuses the item. */
  items: { productId: string; amountWon: number; disclosureVersion?: string }[];
}

/** POST /api/investments: every item checked, then all placed in one atomic step, or none. */
@CommandType('investing.place')
export class PlaceInvestments extends QueuedCommand<PlaceInvestmentsPayload> {}
