// The API's view of which products are sold out, fed by the `product_sold_out` notifications
// (migration 1763700302000): once a launch has filled its product, the rest of the rush is
// refused at the edge instead of each request taking a trip through the queue and the worker.
//
// Why an answer from this view is the answer the worker would give: a funded product never
// takes an investment again (an investor cannot cancel once it is funded; it can only be
// suspended, canceled or executed, and every one of those refuses too). For a funded product
// docs/api.md's order leaves the amount rules and then exceed_amount_limit, which the product's own
// decider computes here from the notified terms. The view only holds what it was told since
// its connection was made, and is emptied when that connection drops: a product it does not
// know goes the normal way. Within this process, a notification arrives before the outcome of
// the same commit (one LISTEN connection, commit order), so an operator's suspend or cancel is
// known here before its answer is.
import { Injectable } from '@nestjs/common';
import { PgNotifications } from '../shared/database/pg-notifications';
import { DomainError } from '../shared/errors/domain-error';
import { productDecider } from './product.decider';

export const SOLD_OUT_CHANNEL = 'product_sold_out';

interface SoldOutNotice {
  id: string;
  sold_out: boolean;
  min_amount: number;
  target_amount: number;
}

@Injectable()
export class SoldOutProducts {
  private readonly soldOut = new Map<string, { minAmountWon: number; targetAmountWon: number }>();

  constructor(private readonly notifications: PgNotifications) {
    notifications.subscribe(SOLD_OUT_CHANNEL, {
      onPayload: (payload) => this.onNotice(payload),
      onLost: () => this.soldOut.clear(),
    });
  }

  /**
   * The refusal of investing `amountWon` in the product when it is known to be sold out, or null
   * when it is not known to be (the command then goes to the worker).
   */
  refusal(productId: string, amountWon: number, now: Date): DomainError | null {
    if (!this.notifications.listening) {
      void this.notifications.listen();
      return null;
    }
    const known = this.soldOut.get(productId);
    if (!known) return null;
    const state = {
      ...productDecider.initialState(), exists: true, status: 'funded' as const,
      minAmountWon: known.minAmountWon, targetAmountWon: known.targetAmountWon, raisedWon: known.targetAmountWon,
    };
    try {
      productDecider.decide({ type: 'PlaceInvestment', productId, investmentId: productId, userId: '', amountWon, userInvestedInProductWon: 0, now }, state);
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
    return null;
  }

  private onNotice(payload: string): void {
    let notice: SoldOutNotice;
    try {
      notice = JSON.parse(payload) as SoldOutNotice;
    } catch {
      return;
    }
    if (notice.sold_out) this.soldOut.set(notice.id, { minAmountWon: Number(notice.min_amount), targetAmountWon: Number(notice.target_amount) });
    else this.soldOut.delete(notice.id);
  }
}
