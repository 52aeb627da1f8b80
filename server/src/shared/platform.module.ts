// Everything a context stands on: config, database, event store, command queue and gateway.
// Built by the bootstrap (main.ts / worker.ts / tests) with an already-migrated DataSource.
import { DynamicModule, Global, Module, ModuleMetadata } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { BackgroundJobs } from './background/background-jobs';
import { BusinessClock } from './business-clock';
import { BusinessClockControls } from './business-clock-controls';
import { Clock } from './clock';
import { EventStore } from './event-store/event-store';
import { ProjectionRegistry } from './event-store/inline-projections';
import { ProjectionRebuilder } from './projections/projection-rebuilder';
import { CommandFollowUps } from './queue/command-follow-ups';
import { CommandGateway } from './queue/command-gateway';
import { CommandProcessor } from './queue/command-processor';
import { CommandBatchRunner } from './queue/command-batch-runner';
import { CommandCatalogue } from './queue/command-catalogue';
import { COMMAND_QUEUE, CommandQueue } from './queue/command-queue';
import { InboxSweeper } from './queue/inbox-sweeper';
import { OutcomeWaiter } from './queue/outcome-waiter';
import { PgNotifications } from './database/pg-notifications';
import { ReadConsistency } from './database/read-consistency';
import { ReadDatabase } from './database/read-database';
import { PublicReadCache } from './http/public-read-cache';
import { PublicCacheInterceptor } from './http/public-cache.interceptor';

/** What a module's `imports` may list: module classes and dynamic modules. */
export type ModuleList = NonNullable<ModuleMetadata['imports']>;

export interface PlatformOptions {
  config: AppConfig;
  dataSource: DataSource;
  queue: CommandQueue;
  databaseMode: 'embedded' | 'external';
  /** Modules added to the application (tests add probes). */
  extraModules?: ModuleList;
}

export const DATABASE_MODE = Symbol('DATABASE_MODE');

@Global()
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: options.config },
      { provide: DataSource, useValue: options.dataSource },
      { provide: COMMAND_QUEUE, useValue: options.queue },
      { provide: DATABASE_MODE, useValue: options.databaseMode },
      Clock,
      BusinessClock,
      BusinessClockControls,
      ProjectionRegistry,
      EventStore,
      ProjectionRebuilder,
      PgNotifications,
      ReadConsistency,
      ReadDatabase,
      PublicReadCache,
      PublicCacheInterceptor,
      OutcomeWaiter,
      CommandGateway,
      CommandFollowUps,
      CommandProcessor,
      CommandBatchRunner,
      CommandCatalogue,
      InboxSweeper,
      BackgroundJobs,
    ];
    return {
      module: PlatformModule,
      imports: [CqrsModule.forRoot()],
      providers,
      exports: [...providers.map((p) => ('provide' in p ? p.provide : p)), CqrsModule],
    };
  }
}
