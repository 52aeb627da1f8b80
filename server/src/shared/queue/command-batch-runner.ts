// Runs the claimed commands of one worker transaction, in arrival order. Consecutive commands of
// a type with a batch handler are decided and written together under one savepoint; if that
// batch throws, it is rolled back and its commands run one by one, each under its own
// savepoint, so one command's trouble never takes the others down. Other types run one by one.
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError, assert } from '../errors/domain-error';
import type { Tx } from '../event-store/event-store.types';
import type { CommandBatchHandler } from './command-batch-handlers';
import { CommandCatalogue } from './command-catalogue';
import { RecordedOutcome, refusalOf } from './command-outcomes';
import type { QueuedCommand } from './queued-command';

export interface ClaimedCommand {
  command_id: string;
  type: string;
  payload: unknown;
  actor_id: string | null;
  received_at: Date;
}

@Injectable()
export class CommandBatchRunner {
  private readonly logger = new Logger('commands');

  constructor(
    private readonly commandBus: CommandBus,
    private readonly catalogue: CommandCatalogue,
  ) {}

  /**
   * The outcome of every command that is done; a command left out stays pending for its own
   * job. A non-domain error of `primaryId` is thrown: that fails the job's attempt.
   */
  async run(tx: Tx, commands: ClaimedCommand[], primaryId: string, businessOffsetMs: number): Promise<RecordedOutcome[]> {
    const outcomes: RecordedOutcome[] = [];
    for (let start = 0; start < commands.length; ) {
      const type = commands[start].type;
      let end = start + 1;
      while (end < commands.length && commands[end].type === type) end += 1;
      const group = commands.slice(start, end);
      const handler = this.catalogue.batchHandlerOf(type);
      const batched = handler && group.length > 1 ? await this.runBatch(tx, handler, group, businessOffsetMs) : null;
      if (batched) outcomes.push(...batched);
      else for (const command of group) {
        const outcome = await this.runOne(tx, command, command.command_id === primaryId, businessOffsetMs);
        if (outcome) outcomes.push(outcome);
      }
      start = end;
    }
    return outcomes;
  }

  /** Null when the batch threw and was rolled back: the caller runs its commands one by one. */
  private async runBatch(tx: Tx, handler: CommandBatchHandler, group: ClaimedCommand[], businessOffsetMs: number): Promise<RecordedOutcome[] | null> {
    await tx.query('SAVEPOINT batch');
    try {
      const verdicts = await handler.executeBatch(tx, group.map((c) => this.commandOf(tx, c, businessOffsetMs)));
      await tx.query('RELEASE SAVEPOINT batch');
      return group.map((c, i) => {
        const verdict = verdicts[i];
        return verdict.ok ? { commandId: c.command_id, status: 'succeeded', result: verdict.result ?? null } : refusalOf(c.command_id, verdict.error);
      });
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT batch');
      this.logger.warn({ msg: 'batch rolled back; running its commands one by one', type: group[0].type, size: group.length, error: String(error) });
      return null;
    }
  }

  private async runOne(tx: Tx, row: ClaimedCommand, isPrimary: boolean, businessOffsetMs: number): Promise<RecordedOutcome | null> {
    await tx.query('SAVEPOINT command');
    try {
      const result = await this.commandBus.execute(this.commandOf(tx, row, businessOffsetMs));
      await tx.query('RELEASE SAVEPOINT command');
      return { commandId: row.command_id, status: 'succeeded', result: result ?? null };
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT command');
      if (error instanceof DomainError) return refusalOf(row.command_id, error);
      // A rider's trouble is its own job's business; the primary's fails this attempt.
      if (isPrimary) throw error;
      this.logger.warn({ msg: 'rider left pending', command_id: row.command_id, error: String(error) });
      return null;
    }
  }

  private commandOf(tx: Tx, row: ClaimedCommand, businessOffsetMs: number): QueuedCommand {
    const CommandClass = this.catalogue.classOf(row.type);
    assert(CommandClass, `no command class for type ${row.type}`);
    const now = new Date(row.received_at);
    // The row's payload is what the gateway stored for this very type, so it is this class's payload.
    return new CommandClass(row.payload as never, { commandId: row.command_id, actorId: row.actor_id, now, businessNow: new Date(now.getTime() + businessOffsetMs), tx });
  }
}
