// The typed facade of the `loan-{productId}` stream over the shared decider-stream runner. A
// decision that changes the product's status (overdue, cleared, completed) is appended together
// with the product stream's — one transaction, so the loan and the product never disagree.
import { Injectable } from '@nestjs/common';
import { DeciderStream, retryOnConflict } from '../shared/event-store/decider-stream';
import { EventStore } from '../shared/event-store/event-store';
import { EventMetadata, StreamAppend, Tx } from '../shared/event-store/event-store.types';
import { DomainError } from '../shared/errors/domain-error';
import { CommandContext, commandMetadata } from '../shared/queue/queued-command';
import { ProductCommand, ProductQueries, ProductStreams, productStreamId } from '../products';
import { LoanCommand, LoanState, loanDecider } from './loan.decider';
import { LoanEvent, loanStreamId } from './loan.events';

/** The streams a loan's commands may write, for the command's lockKeys: the loan's and its product's. */
export const loanLockKeys = (productId: string): string[] => [loanStreamId(productId), productStreamId(productId)];

/** Other streams' appends a loan's events imply (investors' wallets), written in the same append. */
type Alongside = (events: LoanEvent[], before: LoanState) => Promise<StreamAppend[]>;

@Injectable()
export class LoanStreams extends DeciderStream<LoanCommand, LoanEvent, LoanState> {
  constructor(
    events: EventStore,
    private readonly products: ProductStreams,
    private readonly productRows: ProductQueries,
  ) {
    super(events, loanDecider, loanStreamId);
  }

  /**
   * runWithProduct for a command on the loan of an executed product (a borrower's payment or
   * refund, an operator's bad-loan step): a product that exists but has no loan yet is a state
   * conflict, not a missing product.
   */
  async runOnExecuted(ctx: CommandContext, productId: string, command: LoanCommand, alongside?: Alongside): Promise<{ events: LoanEvent[]; state: LoanState }> {
    const { state: current } = await this.load(ctx.tx, productId);
    if (!current.exists) throw new DomainError((await this.productRows.row(ctx.tx, productId)) ? 'product_state_conflict' : 'no_such_product');
    return this.runWithProduct(ctx.tx, productId, command, commandMetadata(ctx), ctx.businessNow, alongside);
  }

  /**
   * Load, decide and append the loan (and the product when its status follows), retried as one on
   * a conflict. `businessNow` dates the product's status change (the command's business instant).
   */
  async runWithProduct(
    tx: Tx, productId: string, command: LoanCommand, metadata: EventMetadata, businessNow: Date, alongside?: Alongside,
  ): Promise<{ events: LoanEvent[]; state: LoanState }> {
    return retryOnConflict(tx, async () => {
      const loaded = await this.load(tx, productId);
      const loan = this.decideOn(productId, loaded, command);
      if (loan.events.length === 0) return { events: loan.events, state: loan.nextState };
      const productCommand = productCommandFor(loan.events, productId, businessNow);
      const product = productCommand ? this.products.decide(await this.products.load(tx, productId), productCommand).append : null;
      const others = alongside ? await alongside(loan.events, loaded.state) : [];
      await this.products.append(tx, [...(product ? [product] : []), loan.append, ...others], metadata);
      return { events: loan.events, state: loan.nextState };
    });
  }
}

/** The product status change a loan decision implies, if any (the last one wins). */
function productCommandFor(events: LoanEvent[], productId: string, now: Date): ProductCommand | null {
  let command: ProductCommand | null = null;
  for (const e of events) {
    if (e.type === 'LoanOverdue') command = { type: 'MarkProductOverdue', productId, now };
    if (e.type === 'LoanOverdueCleared') command = { type: 'ClearProductOverdue', productId, now };
    if (e.type === 'LoanCompleted') command = { type: 'CompleteProduct', productId, now };
    if (e.type === 'LoanAccelerated') command = { type: 'FollowLoanStatus', productId, status: 'defaulted', now };
    if (e.type === 'LoanWrittenOff') command = { type: 'FollowLoanStatus', productId, status: 'written_off', now };
    if (e.type === 'LoanSold') command = { type: 'FollowLoanStatus', productId, status: 'sold', now };
  }
  return command;
}
