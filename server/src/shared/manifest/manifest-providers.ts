// What a context's Nest module provides from its manifest (context-manifest.ts): the command
// handlers, and one provider that, as the module starts, adds the manifest's command types and
// batch handlers to the CommandCatalogue and its projections to the ProjectionRegistry. It runs
// where the per-context registrars ran (the module's own init), so projections are registered
// in the order of the modules, as before.
import { Injectable, OnModuleInit, Provider } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ProjectionRegistry } from '../event-store/inline-projections';
import type { CommandBatchHandler } from '../queue/command-batch-handlers';
import { CommandCatalogue } from '../queue/command-catalogue';
import type { ContextManifest } from './context-manifest';

export function manifestProviders(manifest: ContextManifest): Provider[] {
  @Injectable()
  class ManifestRegistrar implements OnModuleInit {
    constructor(
      private readonly catalogue: CommandCatalogue,
      private readonly registry: ProjectionRegistry,
      private readonly moduleRef: ModuleRef,
    ) {}

    onModuleInit(): void {
      for (const { command, handler, batched } of manifest.commands) {
        const batchHandler = batched ? this.moduleRef.get<CommandBatchHandler<never>>(handler, { strict: true }) : undefined;
        this.catalogue.add(command, batchHandler);
      }
      // A projection already registered is this same one (a second instance of the module registers nothing twice).
      for (const projection of manifest.projections) {
        if (this.registry.get(projection.name) !== projection) this.registry.register(projection);
      }
    }
  }
  Object.defineProperty(ManifestRegistrar, 'name', { value: `ManifestRegistrar(${manifest.context})` });
  return [...manifest.commands.map((c) => c.handler), ManifestRegistrar];
}
