// Follows the log for ProductExecuted in commit order (docs/design.md: readers that follow the log
// read by (tx_id, global_position) below the snapshot's xmin, so an event that commits late is
// never skipped) and sends ScheduleLoan for each, with a command id derived from the product:
// at least once here, exactly once in effect. The checkpoint row is locked while a page is
// handled, so two workers never work the same events at once.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from '../../shared/event-store/event-store';
import { PollingLoop } from '../../shared/background/polling-loop';
import { checkpointedStep } from '../../shared/projections/checkpointed-step';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { uuidFrom } from '../../shared/ids';
import type { ProductExecuted } from '../../products';
import { ScheduleLoan } from '../commands/schedule-loan.command';
import { loanStreamId } from '../loan.events';

export const LOAN_SCHEDULING_CHECKPOINT = 'repayments_loan_scheduling';

export type ProductExecutedData = ProductExecuted['data'];

/**
 * ScheduleLoan for one execution, with the command id derived from the product: the follower and
 * the execute answer (schedule-on-execution.ts) send the same command, and it runs once.
 */
export function sendScheduleLoan(commands: CommandGateway, d: ProductExecutedData, waitMs: number) {
  return commands.send(ScheduleLoan, { productId: d.productId, executedAt: d.executedAt, investments: d.investments }, {
    commandId: uuidFrom(`schedule-loan:${d.productId}`),
    actorId: null,
    partitionKey: loanStreamId(d.productId),
    waitMs,
  });
}
const PAGE = 100;
const POLL_MS = 1_000;

@Injectable()
export class LoanSchedulingFollower {
  /** Started and stopped with the worker's background jobs (repayments-background.ts); a test may stop it by hand. */
  readonly loop = new PollingLoop('loan-scheduling', POLL_MS, () => this.catchUp());

  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly commands: CommandGateway,
  ) {}

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Steps until the log is read (at most 1,000 pages a pass). */
  async catchUp(): Promise<void> {
    for (let i = 0; i < 1000 && (await this.step()) > 0; i += 1);
  }

  /** Sends ScheduleLoan for one page of ProductExecuted events; returns how many. */
  step(): Promise<number> {
    return checkpointedStep<ProductExecuted>(this.dataSource, this.eventStore, LOAN_SCHEDULING_CHECKPOINT, ['ProductExecuted'], PAGE, async (_tx, events) => {
      // Recorded in the inbox before the checkpoint moves; the worker applies it.
      for (const event of events) await sendScheduleLoan(this.commands, event.data, 0);
    });
  }
}
