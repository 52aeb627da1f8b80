// Opens scheduled products at opens_at. Runs in every worker process on an interval; several
// workers may find the same product due, so the open command's id is derived from the product
// and its opening time: the inbox makes it one command, applied once.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { BusinessClock } from '../shared/business-clock';
import { BackgroundJobs } from '../shared/background/background-jobs';
import { CommandGateway } from '../shared/queue/command-gateway';
import { uuidFrom } from '../shared/ids';
import { ChangeProductStatus } from './commands/change-product-status.command';
import { productStreamId } from './product.events';
import { ProductQueries } from './queries/product.queries';

export const OPENING_INTERVAL_MS = 1_000;
const MAX_OPEN_PER_TICK = 50;

@Injectable()
export class ProductOpeningScheduler implements OnModuleInit {
  constructor(
    private readonly jobs: BackgroundJobs,
    private readonly products: ProductQueries,
    private readonly commands: CommandGateway,
    private readonly clock: BusinessClock,
  ) {}

  onModuleInit(): void {
    this.jobs.every('product-opening', OPENING_INTERVAL_MS, () => this.tick());
  }

  /** Sends an open command for every product due; returns how many were due. */
  async tick(): Promise<number> {
    const due = await this.products.dueToOpen(this.clock.now(), MAX_OPEN_PER_TICK);
    for (const productId of due) {
      const row = await this.products.rowById(productId);
      if (!row) continue;
      const commandId = uuidFrom(`product-open:${productId}:${new Date(row.opens_at).toISOString()}`);
      await this.commands.send(ChangeProductStatus, { productId, action: 'open', by: 'scheduler' }, {
        actorId: null, partitionKey: productStreamId(productId), commandId, waitMs: 2_000,
      });
    }
    return due.length;
  }
}
