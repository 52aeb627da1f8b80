// The funding deadline (docs/api.md "Products", docs/design.md "Repayments", last bullet): a product still
// raising — or never opened — when the business clock passes its closes_at can no longer be
// executed, so the platform cancels it (`funding_failed`) and every hold goes back. Two callers
// run the same pass: the scheduler every minute of real time, and every repayment run first (so
// a product is canceled at the latest by the next run, whichever process runs it and however it
// dispatches its commands).
import { Injectable, Logger } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { CommandGateway, SendOptions } from '../../shared/queue/command-gateway';
import { uuidFrom } from '../../shared/ids';
import type { CommandOutcome } from '../../shared/queue/queued-command';
import { investorLockKeys } from '../../wallet';
import { CancelProduct } from '../commands/cancel-product.command';
import { productStreamId } from '../product.events';
import { PastDeadline, ProductQueries } from '../queries/product.queries';

/** How a caller sends one cancel and waits for it: the gateway (default) or a repayment run's own dispatch. */
export type SendCancel = (payload: CancelProduct['payload'], options: SendOptions & { commandId: string }) => Promise<CommandOutcome>;

/** A sweep's outcome per product (pending: the command is recorded and will run). */
export interface SweptProduct {
  productId: string;
  status: CommandOutcome['status'];
  failCode?: string;
}

/** How long a sweep waits for each cancel's outcome before moving on (the inbox keeps it). */
const WAIT_MS = 10_000;

/**
 * The command's id: the product, its deadline and what it had raised. Workers (and a repayment
 * run) finding the same product at the same time send one command; after the deadline nobody can
 * invest, so what is raised only falls — a cancel refused because the product changed under it
 * (an operator moved closes_at, an investor canceled meanwhile) is tried again under a new id.
 */
export const fundingDeadlineCommandId = (p: PastDeadline): string => uuidFrom(`funding-deadline:${p.productId}:${p.closesAt}:${p.raisedWon}`);

@Injectable()
export class FundingDeadlineSweep {
  private readonly logger = new Logger('funding-deadline');

  constructor(
    private readonly products: ProductQueries,
    private readonly commands: CommandGateway,
    private readonly clock: BusinessClock,
  ) {}

  /** Cancels up to `limit` products past their deadline, oldest deadline first, one command each. */
  async sweep(limit: number, send: SendCancel = (payload, options) => this.commands.send(CancelProduct, payload, options)): Promise<SweptProduct[]> {
    const due = await this.products.pastFundingDeadline(this.clock.now(), limit);
    const swept: SweptProduct[] = [];
    for (const product of due) {
      const partitionKey = productStreamId(product.productId);
      // Every investor whose hold goes back is locked with the product (as an operator's cancel is).
      const lockKeys = [partitionKey, ...investorLockKeys(await this.products.liveInvestorIds(product.productId))];
      const outcome = await send({ productId: product.productId, reason: 'funding_failed' }, {
        commandId: fundingDeadlineCommandId(product), actorId: null, partitionKey, lockKeys, waitMs: WAIT_MS,
      });
      if (outcome.status === 'failed') this.logger.warn({ msg: 'funding deadline cancel refused', product_id: product.productId, fail_code: outcome.fail_code });
      swept.push({ productId: product.productId, status: outcome.status, ...(outcome.fail_code ? { failCode: outcome.fail_code } : {}) });
    }
    if (swept.length > 0) this.logger.log({ msg: 'funding deadline passed', products: swept.length, canceled: swept.filter((s) => s.status === 'succeeded').length });
    return swept;
  }
}
