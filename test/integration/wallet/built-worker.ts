// Spawns the BUILT worker (`npm run build -w server` → server/dist/server/src/worker.js) as its
// own process on a test app's database and queue, so a test can SIGKILL it like production.
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../support/test-app';

const ROOT = path.resolve(__dirname, '../../..');
export const BUILT_WORKER = path.join(ROOT, 'server/dist/server/src/worker.js');

export interface BuiltWorker {
  child: ChildProcess;
  output: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

export async function spawnBuiltWorker(t: TestApp, timeoutMs = 60_000): Promise<BuiltWorker> {
  if (!fs.existsSync(BUILT_WORKER)) throw new Error(`${BUILT_WORKER} is missing: run npm run build -w server`);
  const child = spawn(process.execPath, [BUILT_WORKER], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      REDIS_URL: t.config.redisUrl ?? '',
      QUEUE_PREFIX: t.config.queuePrefix,
      BANK_WEBHOOK_SECRET: t.config.bankWebhookSecret,
      DEMO_DATA: 'false',
      BANK_MAINTENANCE: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const deadline = Date.now() + timeoutMs;
  while (!out.includes('worker started')) {
    if (child.exitCode !== null) throw new Error(`worker exited ${child.exitCode}:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`worker did not start:\n${out.slice(-4000)}`);
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
