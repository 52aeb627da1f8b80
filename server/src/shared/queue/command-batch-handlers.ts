// Set-based handlers: a command type whose pending commands of one partition can be decided
// together in memory and written with a fixed number of statements (a launch rush of
// investments in one product). Such a handler is also the type's only rule path: its
// CommandBus handler runs a batch of one. A context's manifest marks such a type (shared/manifest).
import { DomainError } from '../errors/domain-error';
import type { Tx } from '../event-store/event-store.types';
import { QueuedCommand } from './queued-command';

/** One verdict per command: its result, or the refusal it answers with. */
export type BatchVerdict = { ok: true; result: unknown } | { ok: false; error: DomainError };

export interface CommandBatchHandler<Command extends QueuedCommand = QueuedCommand> {
  /**
   * Decides the commands in order, each against the state the earlier ones leave, and writes
   * the accepted ones; a refused command writes nothing. Throwing (a bug, a lost connection, a
   * version conflict) rolls the whole batch back, and the processor runs the commands one by one.
   */
  executeBatch(tx: Tx, commands: Command[]): Promise<BatchVerdict[]>;
}

/** A batch of one, for the CommandBus handler of a batched type: the verdict's result, or its refusal thrown. */
export async function executeOne<Command extends QueuedCommand>(handler: CommandBatchHandler<Command>, command: Command): Promise<unknown> {
  const [verdict] = await handler.executeBatch(command.ctx.tx, [command]);
  if (!verdict.ok) throw verdict.error;
  return verdict.result;
}
