// What the repayments demos share to live a loan's days with the business clock at start-up: a
// loan command run through the worker's own code (no worker runs yet), and the clock moved forward
// to a date (never back), with that day's repayment run when asked.
import { Injectable } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { BusinessClockControls } from '../../shared/business-clock-controls';
import { daysBetween } from '../../shared/clock';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { CommandProcessor } from '../../shared/queue/command-processor';
import { QueuedCommand } from '../../shared/queue/queued-command';
import { RepaymentBatch } from '../batch/repayment-batch.service';
import { loanLockKeys } from '../loan-streams';
import { loanStreamId } from '../loan.events';

@Injectable()
export class DemoLoanLife {
  constructor(
    private readonly commands: CommandGateway,
    private readonly processor: CommandProcessor,
    readonly batch: RepaymentBatch,
    private readonly clock: BusinessClock,
    private readonly clockControls: BusinessClockControls,
  ) {}

  /** Sends a loan's command under `commandId` and processes it at once, on the loan's partition. */
  async apply<P>(commandClass: new (payload: P, ctx: never) => QueuedCommand<P>, payload: P, commandId: string, productId: string, lockKeys = loanLockKeys(productId)): Promise<void> {
    await this.commands.send(commandClass, payload, { commandId, actorId: null, partitionKey: loanStreamId(productId), lockKeys, waitMs: 0 });
    await this.processor.process({ commandId, partitionKey: loanStreamId(productId) });
  }

  /** Moves the business clock forward to `on` (never back) and, when asked, runs that day's repayment run; answers the business today. */
  async livedTo(on: string, run: boolean): Promise<string> {
    await this.clock.refresh();
    const days = daysBetween(this.clock.today(), on);
    if (days > 0) await this.clockControls.advance(days, null);
    await this.clock.refresh();
    if (run) await this.batch.runInline(this.clock.today());
    return this.clock.today();
  }
}
