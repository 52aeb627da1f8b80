// Proves the ledger over a short lifetime: a seeded three-month simulation drives the real
// application (API and worker processes, faults included, a whole business day with the worker
// down and the followers facing a backlog larger than their batch) with the business clock and
// finds no violated invariant on any day (every wallet equal to the simulation's own model to the
// won, each payout equal to the published schedule, per-type investor limits enforced, money
// conserved per investor and in total, no negative balance, read models equal to the log, every
// loan scheduled once, every installment paid exactly once). 20 investors keep it quick; the
// simulation's default is 200.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

// Normally minutes; the bound leaves room for the outage's drain on a shared PostgreSQL (see DRAIN_MS).
jest.setTimeout(1_200_000);

test('three simulated months with seed 1 end with no violation', async () => {
  const { code, out, err } = await new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/simulate.mjs'), '--months', '3', '--seed', '1', '--investors', '20'], {
      cwd: ROOT,
      // npm test builds the server first; the simulation runs that build.
      env: { ...process.env, SKIP_BUILD: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (exitCode) => resolve({ code: exitCode, out: stdout, err: stderr }));
  });
  const line = out.trim().split('\n').pop() ?? '';
  if (code !== 0) throw new Error(`simulation exited ${code}\n${err.slice(-4000)}\n${out}`);
  const report = JSON.parse(line);
  expect(report).toMatchObject({ months: 3, violations: 0 });
  expect(report.days).toBeGreaterThanOrEqual(89);
  expect(report.loans).toBeGreaterThan(0);
  expect(report.payouts).toBeGreaterThan(0);
  expect(report.faults).toBeGreaterThan(0);
});
