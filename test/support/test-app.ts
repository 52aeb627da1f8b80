// Starts the real application for one test file: its own database copied from the migrated
// template, the real queue (BullMQ on Redis, or in-process), HTTP on a random port.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { AppConfig, loadConfig } from '../../server/src/config/app-config';
import { closeApp, createHttpApp, createWorkerContext, startPlatform, startWorkerIn, Platform } from '../../server/src/app/bootstrap';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withDatabase } from './global-setup';
import { HttpClient } from './http-client';

export interface TestAppOptions {
  queue?: 'bullmq' | 'in-process';
  worker?: boolean;
  env?: Record<string, string>;
  extraModules?: any[];
  /** A replica server's URL: the app reads the test database's copy there (DATABASE_READ_URL). */
  readReplicaUrl?: string;
}

export interface TestApp {
  app: NestFastifyApplication;
  platform: Platform;
  baseUrl: string;
  dataSource: DataSource;
  config: AppConfig;
  databaseUrl: string;
  client: () => HttpClient;
  /** Another worker (own Nest context, own queue connection) on the same database and queue. */
  addWorker: () => Promise<INestApplicationContext>;
  close: () => Promise<void>;
}

export const redisAvailable = (): boolean => Boolean(process.env.TEST_REDIS_URL);

/** `describe` for BullMQ-only suites: skipped with a loud notice when no Redis (never in CI). */
export const describeWithRedis: jest.Describe = (redisAvailable() ? describe : describe.skip) as jest.Describe;

export async function createTestDatabase(): Promise<string> {
  const name = `${process.env.TEST_TEMPLATE_DB}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.TEST_TEMPLATE_DB}`);
  await admin.end();
  return withDatabase(process.env.TEST_PG_ADMIN_URL!, name);
}

export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}

export function testConfig(databaseUrl: string, options: TestAppOptions = {}): AppConfig {
  const queue = options.queue ?? (redisAvailable() ? 'bullmq' : 'in-process');
  return loadConfig({
    PORT: '0',
    DATABASE_URL: databaseUrl,
    REDIS_URL: queue === 'bullmq' ? process.env.TEST_REDIS_URL : '',
    QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    DEMO_DATA: 'false',
    // Service mode (DATABASE_URL set) keeps the sandbox off unless asked; tests use the sandbox bank.
    SANDBOX: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    BANK_MAINTENANCE: '',
    SESSION_SECRET: 'test-session-secret',
    // Fixtures vary X-Forwarded-For so per-IP limits do not cap how many users a test makes.
    TRUST_PROXY: 'true',
    // Two test files run at once, each with an app, workers and child processes, on a server
    // with max_connections = 100: small pools keep the whole suite under it.
    DB_POOL_SIZE: '8',
    ...options.env,
  });
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const replica: Record<string, string> = options.readReplicaUrl ? { DATABASE_READ_URL: withDatabase(options.readReplicaUrl, new URL(databaseUrl).pathname.slice(1)) } : {};
  const config = testConfig(databaseUrl, { ...options, env: { ...replica, ...options.env } });
  const platform = await startPlatform(config, () => undefined);
  platform.extraModules = options.extraModules;
  const app = await createHttpApp(platform);
  if (options.worker !== false) await startWorkerIn(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const extra: { ctx: INestApplicationContext; platform: Platform }[] = [];
  return {
    app,
    platform,
    baseUrl,
    dataSource: platform.dataSource,
    config,
    databaseUrl,
    client: () => new HttpClient(baseUrl),
    addWorker: async () => {
      const workerPlatform = await startPlatform({ ...config }, () => undefined);
      workerPlatform.extraModules = options.extraModules;
      const ctx = await createWorkerContext(workerPlatform);
      await startWorkerIn(ctx);
      extra.push({ ctx, platform: workerPlatform });
      return ctx;
    },
    close: async () => {
      for (const w of extra) {
        await closeApp(w.ctx).catch(() => undefined);
        await w.platform.shutdown();
      }
      await closeApp(app).catch(() => undefined);
      await platform.shutdown();
      await dropTestDatabase(databaseUrl);
    },
  };
}
