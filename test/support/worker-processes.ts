// Spawns and kills real worker processes (test/support/worker-process.ts) for a test app.
import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { TestApp } from './test-app';

const ROOT = path.resolve(__dirname, '../..');

export interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

/** `timeoutMs`: the worker compiles the server's TypeScript as it starts, which a loaded CI machine (e2e beside it) has taken over a minute to do. */
export async function spawnWorker(t: TestApp, timeoutMs = 150_000): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['-r', path.join(ROOT, 'test/support/register-ts.js'), path.join(ROOT, 'test/support/worker-process.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      REDIS_URL: t.config.redisUrl ?? '',
      QUEUE_PREFIX: t.config.queuePrefix,
      DEMO_DATA: 'false',
      BANK_MAINTENANCE: '',
      LOG_LEVEL: 'error',
      DB_POOL_SIZE: '6',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const deadline = Date.now() + timeoutMs;
  while (!out.includes('worker ready')) {
    if (child.exitCode !== null) throw new Error(`worker exited ${child.exitCode}:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`worker did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    output: () => out,
    kill: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
