// Work another context must finish before an operator's command may answer, because the next
// screen reads it: `execute` (products) answers only once the loan's schedule (repayments) is
// readable. The context that owns the command calls `after`; the context that owns the follow-up
// registers it, so neither imports the other. A follow-up that cannot finish in time throws
// CommandPendingError (the answer becomes 202 with a command to poll).
import { Injectable } from '@nestjs/common';
import { commandTypeOf, QueuedCommand } from './queued-command';

type CommandClass = abstract new (...args: never[]) => QueuedCommand;
export type FollowUp = (payload: unknown, result: unknown) => Promise<void>;

@Injectable()
export class CommandFollowUps {
  private readonly byType = new Map<string, FollowUp[]>();

  register(commandClass: CommandClass, followUp: FollowUp): void {
    const type = commandTypeOf(commandClass as never);
    this.byType.set(type, [...(this.byType.get(type) ?? []), followUp]);
  }

  /** Runs the command's follow-ups in order; the command itself has already succeeded. */
  async after(commandClass: CommandClass, payload: unknown, result: unknown): Promise<void> {
    for (const followUp of this.byType.get(commandTypeOf(commandClass as never)) ?? []) await followUp(payload, result);
  }
}
