// Cancels the investments nobody reconfirmed once a lowered target's deadline has passed (by the
// business clock). Runs in every worker on an interval, like the opening scheduler; the command id
// comes from the product and its deadline, so several workers finding it send one command.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { BackgroundJobs } from '../../shared/background/background-jobs';
import { BusinessClock } from '../../shared/business-clock';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { uuidFrom } from '../../shared/ids';
import { productStreamId } from '../product.events';
import { ProductQueries } from '../queries/product.queries';
import { investorLockKeys } from '../../wallet';
import { ExpireReconfirmations } from './funding.commands';
import { FundingQueries } from './funding.queries';

export const EXPIRY_INTERVAL_MS = 2_000;
const MAX_PRODUCTS_PER_TICK = 20;

@Injectable()
export class ReconfirmationExpiryScheduler implements OnModuleInit {
  constructor(
    private readonly jobs: BackgroundJobs,
    private readonly funding: FundingQueries,
    private readonly products: ProductQueries,
    private readonly commands: CommandGateway,
    private readonly clock: BusinessClock,
  ) {}

  onModuleInit(): void {
    this.jobs.every('reconfirmation-expiry', EXPIRY_INTERVAL_MS, () => this.tick());
  }

  /** Sends one expiry command per product past its deadline; returns how many were due. */
  async tick(): Promise<number> {
    const due = await this.funding.pastDeadline(this.clock.now(), MAX_PRODUCTS_PER_TICK);
    for (const { product_id: productId, reconfirm_by: deadline } of due) {
      const partitionKey = productStreamId(productId);
      const lockKeys = [partitionKey, ...investorLockKeys(await this.products.liveInvestorIds(productId))];
      const commandId = uuidFrom(`reconfirm-expiry:${productId}:${new Date(deadline).toISOString()}`);
      await this.commands.send(ExpireReconfirmations, { productId }, { actorId: null, partitionKey, lockKeys, commandId, waitMs: 2_000 });
    }
    return due.length;
  }
}
