// A bounded context's manifest (`<context>/<context>.manifest.ts`): the one list of its commands,
// each beside its handler (and marked when that handler also decides a partition's pending
// commands together), and of its read models. Everything else is derived from it:
// - the context's Nest module takes the handlers as providers (manifestProviders, manifest-providers.ts),
//   and Nest CQRS's CommandBus finds them there by their @CommandHandler;
// - at start-up the same provider fills the worker's CommandCatalogue (inbox type → class, and
//   batch handlers) and the ProjectionRegistry (the inline read models, verified and replayed by name);
// - the verify lanes' worker threads take the folded projections from the manifests
//   (ledger-ops/verify-lanes/fold-catalogue.ts).
// So "go to definition" on a command in a manifest leads to its handler, on the next word.
import type { Type } from '@nestjs/common';
import type { ICommandHandler } from '@nestjs/cqrs';
import { COMMAND_HANDLER_METADATA } from '@nestjs/cqrs/dist/decorators/constants';
import { assert } from '../errors/domain-error';
import type { Projection } from '../event-store/inline-projections';
import type { CommandBatchHandler } from '../queue/command-batch-handlers';
import { QueuedCommand, QueuedCommandClass, commandTypeOf } from '../queue/queued-command';

/** A command class whose instances are `C`. */
type CommandClassOf<C extends QueuedCommand> = new (payload: never, ctx: never) => C;

export interface CommandRoute {
  readonly command: QueuedCommandClass;
  readonly handler: Type<ICommandHandler>;
  /** The handler is also the type's batch handler (queue/command-batch-handlers.ts). */
  readonly batched: boolean;
}

export interface ContextManifest {
  /** The context's folder name, for messages. */
  readonly context: string;
  readonly commands: readonly CommandRoute[];
  readonly projections: readonly Projection[];
}

function route(command: QueuedCommandClass, handler: Type<ICommandHandler>, batched: boolean): CommandRoute {
  commandTypeOf(command);
  const handled = Reflect.getMetadata(COMMAND_HANDLER_METADATA, handler) as unknown;
  assert(handled === command, `${handler.name} is listed for ${command.name} but its @CommandHandler names ${(handled as { name?: string } | undefined)?.name}`);
  return { command, handler, batched };
}

/** `command` is run by `handler` (whose @CommandHandler names it), one command at a time. */
export function handledBy<C extends QueuedCommand>(command: CommandClassOf<C>, handler: Type<ICommandHandler<C>>): CommandRoute {
  return route(command as unknown as QueuedCommandClass, handler, false);
}

/** `command` is run by `handler`, which also decides a partition's pending commands of the type together. */
export function batchedBy<C extends QueuedCommand>(command: CommandClassOf<C>, handler: Type<ICommandHandler<C> & CommandBatchHandler<C>>): CommandRoute {
  return route(command as unknown as QueuedCommandClass, handler, true);
}

export function defineManifest(manifest: ContextManifest): ContextManifest {
  const types = manifest.commands.map((c) => commandTypeOf(c.command));
  assert(new Set(types).size === types.length, `${manifest.context}: a command is listed twice`);
  const names = manifest.projections.map((p) => p.name);
  assert(new Set(names).size === names.length, `${manifest.context}: a projection is listed twice`);
  return manifest;
}
