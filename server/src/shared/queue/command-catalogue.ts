// The command types the worker knows, filled from the contexts' manifests at start-up
// (shared/manifest/manifest-providers.ts): the class an inbox row's `type` is rebuilt as, and the
// batch handler, if the type has one, that decides a partition's pending commands together.
import { Injectable } from '@nestjs/common';
import { assert } from '../errors/domain-error';
import type { CommandBatchHandler } from './command-batch-handlers';
import { QueuedCommandClass, commandTypeOf } from './queued-command';

interface CatalogueEntry {
  commandClass: QueuedCommandClass;
  batchHandler?: CommandBatchHandler;
}

@Injectable()
export class CommandCatalogue {
  private readonly byType = new Map<string, CatalogueEntry>();

  /** Adds a command class (and its batch handler); adding the same pair again changes nothing. */
  add(commandClass: QueuedCommandClass, batchHandler?: CommandBatchHandler<never>): void {
    const type = commandTypeOf(commandClass);
    const existing = this.byType.get(type);
    assert(!existing || (existing.commandClass === commandClass && existing.batchHandler === batchHandler), `command type ${type} registered twice`);
    this.byType.set(type, { commandClass, batchHandler: batchHandler as CommandBatchHandler | undefined });
  }

  classOf(type: string): QueuedCommandClass | undefined {
    return this.byType.get(type)?.commandClass;
  }

  batchHandlerOf(type: string): CommandBatchHandler | undefined {
    return this.byType.get(type)?.batchHandler;
  }
}
