// A worker process for tests: the real platform and worker, plus the probe context, on the
// database and queue named by the environment. Prints "worker ready" once it takes jobs.
import 'reflect-metadata';
import { loadConfig } from '../../server/src/config/app-config';
import { closeApp, createWorkerContext, startPlatform, startWorkerIn } from '../../server/src/app/bootstrap';
import { ProbeModule } from './probe.module';

async function main(): Promise<void> {
  const platform = await startPlatform(loadConfig(), () => undefined);
  platform.extraModules = [ProbeModule];
  const app = await createWorkerContext(platform);
  await startWorkerIn(app);
  process.stdout.write('worker ready\n');
  process.on('SIGTERM', async () => {
    await closeApp(app);
    await platform.shutdown();
    process.exit(0);
  });
}

main().catch((error) => {
  process.stderr.write(`${String(error?.stack ?? error)}\n`);
  process.exit(1);
});
