// Proves a report is delivered at least once and applied once when the worker sending it dies: the
// sandbox registry takes the report and stalls its answer, the worker process is SIGKILLed before
// it records the acknowledgement, and a new worker sends it again under the same report id once
// the lease runs out — the registry counts two deliveries and holds the report once, the outbox
// ends acknowledged and the reconciliation agrees.
import { SEND_LEASE_MS } from '../../../server/src/registry';
import type { HttpClient } from '../../support/http-client';
import { describeWithRedis, startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { spawnWorker, WorkerProcess } from '../../support/worker-processes';
import { createProduct, fundedInvestor, invest } from '../investing/investing-fixtures';
import { until } from '../repayments/loan-fixtures';
import { reconciliation, registryDown, reportsBecome } from './registry-fixtures';

jest.setTimeout(240_000);

describeWithRedis('a worker killed in the middle of sending reports', () => {
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
    await t?.close();
  });

  it('delivers the report again after a restart, and the registry applies it once', async () => {
    const product = await createProduct(operator, { target_amount: 1_000_000 });
    const investor = await fundedInvestor(t, 100_000);
    await registryDown(operator, false, { registry_stall_next_ms: 60_000 });
    expect((await invest(investor.client, [{ product_id: product.id, amount: 30_000 }])).status).toBe(201);

    // The registry has it (and is still answering): the sender has not recorded anything yet.
    await until('the registry to receive the report', async () =>
      (await t.dataSource.query(`SELECT 1 FROM sandbox_registry_received WHERE user_id = $1`, [investor.user.id])).length > 0, 60_000, 50);
    await workers.shift()!.kill('SIGKILL');
    expect(await t.dataSource.query(`SELECT state, attempts FROM registry_reports WHERE user_id = $1`, [investor.user.id])).toEqual([{ state: 'pending', attempts: 1 }]);

    workers.push(await spawnWorker(t));
    await reportsBecome(operator, investor.user.id, ['placement:30000:acknowledged'], SEND_LEASE_MS + 60_000);
    await until('the outbox to record the acknowledgement', async () =>
      (await t.dataSource.query(`SELECT 1 FROM registry_reports WHERE user_id = $1 AND state = 'acknowledged'`, [investor.user.id])).length > 0, SEND_LEASE_MS + 60_000, 200);
    expect(await t.dataSource.query(`SELECT kind, amount::int AS amount, deliveries FROM sandbox_registry_received WHERE user_id = $1`, [investor.user.id]))
      .toEqual([{ kind: 'placement', amount: 30_000, deliveries: 2 }]);
    expect(await t.dataSource.query(`SELECT attempts FROM registry_reports WHERE user_id = $1`, [investor.user.id])).toEqual([{ attempts: 2 }]);
    expect(await reconciliation(operator)).toEqual({ ok: true, differences: [] });
  });
});
