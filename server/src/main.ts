// The API process (`npm start`): serves /api and the built web app on PORT, and runs a
// worker in-process unless WORKER=false.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './config/app-config';
import { ConfigRefused } from './config/production-refusals';
import { closeApp, createHttpApp, startPlatform, startWorkerIn } from './app/bootstrap';
import { AppLogger } from './shared/logging/app-logger';
import { startupSummary } from './app/startup-summary';

async function main(): Promise<void> {
  const config = loadConfig();
  Logger.overrideLogger(new AppLogger(config));
  const logger = new Logger('main');
  const platform = await startPlatform(config, (m) => logger.log(m));
  const app = await createHttpApp(platform);
  if (config.runWorker) await startWorkerIn(app);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  logger.log({ msg: `listening on http://localhost:${config.port}`, database: platform.databaseMode, queue: platform.queue.kind, worker: config.runWorker });
  process.stdout.write(startupSummary(config, { databaseMode: platform.databaseMode, embeddedDatabaseUrl: platform.embedded?.url ?? null, queueKind: platform.queue.kind }));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log({ msg: 'stopping', signal });
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    await closeApp(app).catch((e) => logger.error(String(e)));
    await platform.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  // A refused configuration is the operator's to fix: its reasons, without a stack.
  console.error(error instanceof ConfigRefused ? error.message : error);
  process.exit(1);
});
