// Proves that a worker process killed with SIGKILL in the middle of a repayment run (investors
// credited, the installment's distribution held back by a lock on the loan's stream, so the run
// is certainly unfinished) leaves nothing half-paid and nothing paid twice: another worker process
// resumes the run, sends the credit chunk again (its stored outcome answers, nobody is credited
// again), records the distribution, and every investor ends with exactly one credit of exactly
// their net payout.
import { advanceClockTo } from '../../support/business-clock';
import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { HttpClient } from '../../support/http-client';
import { describeWithRedis, startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { creditsOf, executedLoan, payBorrower, until, waitForJob } from './loan-fixtures';

const INVESTORS = 30;
const ROOT = path.resolve(__dirname, '../../..');

interface WorkerProcess {
  child: ChildProcess;
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

/** The real built worker (`npm run worker` runs this file) on the test app's database and queue. */
async function spawnWorker(t: TestApp): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/server/src/worker.js')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: t.databaseUrl, REDIS_URL: t.config.redisUrl ?? '', QUEUE_PREFIX: t.config.queuePrefix, DEMO_DATA: 'false', BANK_MAINTENANCE: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await until('the worker to start', async () => {
    if (child.exitCode !== null) throw new Error(`worker exited ${child.exitCode}:\n${out}`);
    return out.includes('worker started');
  }, 60_000, 100);
  return {
    child,
    kill: (signal) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

describeWithRedis('a worker killed mid-run', () => {
  let t: TestApp;
  let operator: HttpClient;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    t = await startTestApp({ queue: 'bullmq', worker: false });
    workers.push(await spawnWorker(t));
    operator = await loginAsOperator(t);
  });
  afterAll(async () => {
    await Promise.all(workers.splice(0).map((w) => w.kill('SIGKILL')));
    await t.close();
  });

  it('is resumed by another worker without paying anyone twice', async () => {
    const loan = await executedLoan(t, operator, Array.from({ length: INVESTORS }, (_, i) => 10_000 * (1 + (i % 7))), { term_months: 6, rate_bp: 1500 });
    const first = loan.loan.installments[0];
    await payBorrower(operator, loan.productId, first.total, first.due_on);
    const before = await Promise.all(loan.investors.map(async (inv) => (await inv.client.get('/api/wallet')).body.balance as number));

    // Hold the loan stream's lock, as a slow command would: the credits commit, but the run is
    // certainly still going (the distribution cannot commit) when the worker is killed.
    const blocker = t.dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`loan-${loan.productId}`]);

    await advanceClockTo(operator, first.due_on);
    const started = await operator.post('/api/admin/jobs/repayments', { as_of: first.due_on });
    expect(started.status).toBe(202);
    const jobId: string = started.body.job_id;
    // Kill the only worker once every investor is credited (each lane's chunk is one
    // transaction) and the distribution is certainly still waiting for the loan's lock.
    await until('every credit', async () => {
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type = 'RepaymentCredited' AND data->>'productId' = $1`, [loan.productId]);
      return n === INVESTORS;
    }, 60_000, 5);
    await workers[0].kill('SIGKILL');
    const [{ n: creditedAtKill }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type = 'RepaymentCredited' AND data->>'productId' = $1`, [loan.productId]);
    const [{ status: statusAtKill }] = await t.dataSource.query(`SELECT status FROM repayment_jobs WHERE job_id = $1`, [jobId]);
    expect(creditedAtKill).toBe(INVESTORS);
    expect(statusAtKill).not.toBe('completed');
    const [{ n: distributedAtKill }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'InstallmentDistributed'`, [`loan-${loan.productId}`]);
    expect(distributedAtKill).toBe(0);
    await blocker.commitTransaction();
    await blocker.release();

    workers.push(await spawnWorker(t));
    const job = await waitForJob(operator, jobId, 180_000);
    expect(job).toMatchObject({ status: 'completed', processed: INVESTORS, failed: 0, installments: 1 });
    for (const [i, inv] of loan.investors.entries()) {
      expect(await creditsOf(t, inv.userId, loan.productId, 1)).toBe(1);
      const row = (await inv.client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule[0];
      expect(row.status).toBe('paid');
      expect((await inv.client.get('/api/wallet')).body.balance - before[i]).toBe(row.net);
    }
    const detail = await operator.get(`/api/admin/loans/${loan.productId}`);
    expect(detail.body.installments[0].status).toBe('distributed');
  }, 300_000);
});
