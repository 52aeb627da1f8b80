// A worker-only process (`npm run worker`): takes commands and runs scheduled jobs; no HTTP.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './config/app-config';
import { ConfigRefused } from './config/production-refusals';
import { closeApp, createWorkerContext, startPlatform, startWorkerIn } from './app/bootstrap';
import { AppLogger } from './shared/logging/app-logger';

async function main(): Promise<void> {
  const config = loadConfig();
  Logger.overrideLogger(new AppLogger(config));
  const logger = new Logger('worker');
  if (!config.redisUrl) throw new Error('npm run worker needs REDIS_URL (and DATABASE_URL): an in-process queue cannot be shared between processes');
  const platform = await startPlatform(config, (m) => logger.log(m));
  const app = await createWorkerContext(platform);
  await startWorkerIn(app);
  logger.log({ msg: 'worker started', queue: platform.queue.kind });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await closeApp(app).catch((e) => logger.error(String(e)));
    await platform.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  // A refused configuration is the operator's to fix: its reasons, without a stack.
  console.error(error instanceof ConfigRefused ? error.message : error);
  process.exit(1);
});
