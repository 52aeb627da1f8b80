// Proves exactly-once with real worker processes on one BullMQ queue: two processes apply 1,000
// commands once each, and a worker killed with SIGKILL in the middle of a command leaves it to
// another worker, which completes it exactly once.
import { randomUUID } from 'node:crypto';
import { CommandGateway } from '../../../server/src/shared/queue/command-gateway';
import { IncrementProbe, ProbeModule } from '../../support/probe.module';
import { describeWithRedis, startTestApp, TestApp } from '../../support/test-app';
import { spawnWorker, WorkerProcess } from '../../support/worker-processes';

// Two workers starting on a loaded machine take up to spawnWorker's bound each; the test's own work comes after.
const WORKERS_START_MS = 400_000;

describeWithRedis('worker processes', () => {
  let t: TestApp;
  const workers: WorkerProcess[] = [];

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.kill('SIGKILL')));
    await t?.close();
  });

  it('applies 1,000 commands exactly once with two worker processes', async () => {
    t = await startTestApp({ queue: 'bullmq', worker: false, extraModules: [ProbeModule] });
    workers.push(...(await Promise.all([spawnWorker(t), spawnWorker(t)])));
    const gateway = t.app.get(CommandGateway);
    const run = randomUUID();
    const ids = Array.from({ length: 1000 }, () => randomUUID());
    const outcomes = await Promise.all(
      ids.map((id, i) => gateway.send(IncrementProbe, { counterId: `${run}-${i % 20}`, by: 1 }, { actorId: null, partitionKey: `probe-${run}-${i % 20}`, commandId: id, waitMs: 60_000 })),
    );
    expect(outcomes.filter((o) => o.status !== 'succeeded')).toEqual([]);
    const [{ events, commands }] = await t.dataSource.query(
      `SELECT count(*)::int AS events, count(DISTINCT metadata->>'command_id')::int AS commands FROM events WHERE stream_id LIKE $1`,
      [`probe-${run}-%`],
    );
    expect({ events, commands }).toEqual({ events: 1000, commands: 1000 });
    const [{ total }] = await t.dataSource.query(`SELECT sum(total)::int AS total FROM probe_counters WHERE counter_id LIKE $1`, [`${run}-%`]);
    expect(total).toBe(1000);
    // Both processes took part (the API process runs no worker).
    const pids = new Set(outcomes.map((o) => (o.result as { pid: number }).pid));
    expect([...pids].sort()).toEqual(workers.map((w) => w.child.pid).sort());
  }, WORKERS_START_MS);

  it('completes a command exactly once after the worker running it is killed with SIGKILL', async () => {
    t = await startTestApp({ queue: 'bullmq', worker: false, extraModules: [ProbeModule] });
    const first = await spawnWorker(t);
    workers.push(first);
    const gateway = t.app.get(CommandGateway);
    const counterId = randomUUID();
    const commandId = randomUUID();
    const pending = await gateway.send(IncrementProbe, { counterId, by: 7, sleepMs: 3_000 }, { actorId: null, partitionKey: `probe-${counterId}`, commandId, waitMs: 10 });
    expect(pending.status).toBe('pending');

    // Wait until the worker is inside the command's transaction, then kill it.
    const deadline = Date.now() + 20_000;
    let sleeping = 0;
    while (Date.now() < deadline && sleeping === 0) {
      [{ sleeping }] = await t.dataSource.query(`SELECT count(*)::int AS sleeping FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%' AND datname = current_database()`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(sleeping).toBe(1);
    await first.kill('SIGKILL');
    expect(await t.dataSource.query(`SELECT status FROM command_inbox WHERE command_id = $1`, [commandId])).toEqual([{ status: 'pending' }]);

    workers.push(await spawnWorker(t));
    const outcome = await gateway.send(IncrementProbe, { counterId, by: 7, sleepMs: 3_000 }, { actorId: null, partitionKey: `probe-${counterId}`, commandId, waitMs: 60_000 });
    expect(outcome).toMatchObject({ status: 'succeeded', result: { total: 7 } });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM events WHERE stream_id = $1`, [`probe-${counterId}`]);
    expect(count).toBe(1);
  }, WORKERS_START_MS);
});
