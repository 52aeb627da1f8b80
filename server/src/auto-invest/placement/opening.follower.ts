// Follows the log for ProductOpened in commit order (the loan-scheduling follower's pattern:
// tx_id and position below the snapshot's xmin, a locked checkpoint) and sends one
// PlaceAutoInvestments per opening, by the scheduler or by an operator, with a command id derived
// from the product: sent at least once, applied once. It goes to the product's partition, so it
// queues with the product's own investments; the share cap leaves the rest to everyone.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PollingLoop } from '../../shared/background/polling-loop';
import { EventStore } from '../../shared/event-store/event-store';
import { uuidFrom } from '../../shared/ids';
import { checkpointedStep } from '../../shared/projections/checkpointed-step';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { productStreamId, type ProductEvent } from '../../products';
import type { EventNamed } from '../../shared/event-store/event-store.types';
import { PlaceAutoInvestments } from '../commands/auto-invest.commands';

export const AUTO_INVEST_OPENING_CHECKPOINT = 'auto_invest_openings';
const PAGE = 100;
const POLL_MS = 1_000;

type ProductOpened = EventNamed<ProductEvent, 'ProductOpened'>;

/** PlaceAutoInvestments for one opening; `waitMs` 0 records it for the worker without waiting. */
export function sendAutoPlacement(commands: CommandGateway, productId: string, waitMs: number) {
  return commands.send(PlaceAutoInvestments, { productId }, {
    commandId: uuidFrom(`auto-invest-opening:${productId}`),
    actorId: null,
    partitionKey: productStreamId(productId),
    lockKeys: [productStreamId(productId)],
    waitMs,
  });
}

@Injectable()
export class AutoInvestOpeningFollower {
  /** Started and stopped with the worker's background jobs; a test may stop it by hand. */
  readonly loop = new PollingLoop('auto-invest-openings', POLL_MS, () => this.catchUp());

  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly commands: CommandGateway,
  ) {}

  async catchUp(): Promise<void> {
    for (let i = 0; i < 1000 && (await this.step()) > 0; i += 1);
  }

  step(): Promise<number> {
    return checkpointedStep<ProductOpened>(this.dataSource, this.eventStore, AUTO_INVEST_OPENING_CHECKPOINT, ['ProductOpened'], PAGE, async (_tx, events) => {
      for (const event of events) await sendAutoPlacement(this.commands, event.data.productId, 0);
    });
  }
}
