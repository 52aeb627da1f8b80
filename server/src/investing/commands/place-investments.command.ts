import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

export interface PlaceInvestmentsPayload {
  userId: string;
  investorType: 'general' | 'income_qualified' | 'professional' | 'corporate';
  ticket: string;
  /** `disclosureVersion`: the version the investor read, when the client sent it; a newer one refuses the item. */
  items: { productId: string; amountWon: number; disclosureVersion?: string }[];
  /**
   * `auto`: placed by the investor's standing contract (auto-invest) when the product opened. Its
   * `ticket` is derived from the product and the investor (one placement per product, ever); the
   * contract, confirmed by the investor, stands in for the ticket (docs/api.md "Auto-invest").
   */
  source?: 'auto';
}

/** POST /api/investments: every item checked, then all placed in one atomic step, or none. */
@CommandType('investing.place')
export class PlaceInvestments extends QueuedCommand<PlaceInvestmentsPayload> {}
