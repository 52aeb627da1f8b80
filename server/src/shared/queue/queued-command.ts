// A command as the worker runs it: its payload plus the context of its one transaction.
import type { EventMetadata, Tx } from '../event-store/event-store.types';
import { assert } from '../errors/domain-error';

export interface CommandContext {
  commandId: string;
  actorId: string | null;
  /** When the command was accepted (real time): ticket expiry and other real-time rules. */
  now: Date;
  /**
   * The same instant on the business clock (docs/design.md "Business time"): what the calendar
   * decides — products opening and closing, execution and due dates — uses this.
   */
  businessNow: Date;
  tx: Tx;
}

/**
 * What the events a command appends record of it: the command, who asked for it, and its
 * business instant, which dates them for investors (the same instant the decision was made on).
 */
export function commandMetadata(ctx: Pick<CommandContext, 'commandId' | 'actorId' | 'businessNow'>): EventMetadata {
  return { command_id: ctx.commandId, actor_id: ctx.actorId, business_at: ctx.businessNow.toISOString() };
}

export abstract class QueuedCommand<Payload = unknown> {
  constructor(
    readonly payload: Payload,
    readonly ctx: CommandContext,
  ) {}
}

/** Any command class: `never` accepts every payload type (each class names its own). */
export type QueuedCommandClass = new (payload: never, ctx: CommandContext) => QueuedCommand;

/**
 * Names a command class for the inbox. The worker rebuilds a stored row as the class its context's
 * manifest lists under this name (command-catalogue.ts).
 */
export function CommandType(type: string) {
  return (target: QueuedCommandClass): void => {
    Reflect.defineMetadata('command:type', type, target);
  };
}

export function commandTypeOf(target: QueuedCommandClass): string {
  const type = Reflect.getMetadata('command:type', target) as string | undefined;
  assert(type, `${target.name} has no @CommandType`);
  return type;
}

export interface CommandOutcome {
  command_id: string;
  status: 'pending' | 'succeeded' | 'failed';
  result?: unknown;
  fail_code?: string;
  message?: string;
  details?: Record<string, unknown>;
}
