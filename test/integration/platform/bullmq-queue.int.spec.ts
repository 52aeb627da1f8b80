// Proves the command-queue contract on BullMQ (service mode), plus what only Redis can lose:
// two workers apply 1,000 commands exactly once, and a Redis flush loses no accepted command.
import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { CommandGateway } from '../../../server/src/shared/queue/command-gateway';
import { handlerRuns, IncrementProbe, ProbeModule } from '../../support/probe.module';
import { describeWithRedis, startTestApp, TestApp } from '../../support/test-app';
import { commandQueueContract } from './command-queue.contract';

describeWithRedis('BullMQ command queue', () => commandQueueContract('bullmq'));

describeWithRedis('BullMQ with several workers and a forgetful Redis', () => {
  let t: TestApp;

  afterEach(() => t?.close());

  it('applies 1,000 commands exactly once with two workers on one queue', async () => {
    t = await startTestApp({ queue: 'bullmq', extraModules: [ProbeModule] });
    await t.addWorker();
    const gateway = t.app.get(CommandGateway);
    const ids = Array.from({ length: 1000 }, () => randomUUID());
    const outcomes = await Promise.all(
      ids.map((id, i) => gateway.send(IncrementProbe, { counterId: `c${i % 10}-${ids[0]}`, by: 1 }, { actorId: null, partitionKey: `probe-c${i % 10}-${ids[0]}`, commandId: id, waitMs: 90_000 })),
    );
    // Exactly once is the claim here, not latency: CI runs this beside the browser pass on two
    // cores, where 1,000 commands have outlasted the default 10 s wait (stop 37's run).
    expect(outcomes.filter((o) => o.status !== 'succeeded').map((o) => o.status)).toEqual([]);
    expect(ids.filter((id) => handlerRuns.get(id) !== 1)).toEqual([]);
    const [{ total }] = await t.dataSource.query(`SELECT sum(total)::int AS total FROM probe_counters WHERE counter_id LIKE $1`, [`%-${ids[0]}`]);
    expect(total).toBe(1000);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM command_outcomes`);
    expect(count).toBeGreaterThanOrEqual(1000);
  });

  it('completes every accepted command exactly once after Redis loses all waiting jobs', async () => {
    t = await startTestApp({ queue: 'bullmq', worker: false, extraModules: [ProbeModule] });
    const gateway = t.app.get(CommandGateway);
    const counterId = randomUUID();
    const ids = Array.from({ length: 100 }, () => randomUUID());
    const pending = await Promise.all(
      ids.map((id) => gateway.send(IncrementProbe, { counterId, by: 1 }, { actorId: null, partitionKey: `probe-${counterId}`, commandId: id, waitMs: 10 })),
    );
    expect(pending.every((o) => o.status === 'pending')).toBe(true);
    // Redis restarted without persistence: every job of this run's queue is gone.
    const redis = new IORedis(process.env.TEST_REDIS_URL!);
    const keys = await redis.keys(`${t.config.queuePrefix}:*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
    await redis.quit();

    await t.addWorker();
    const outcomes = await Promise.all(ids.map((id) => gateway.send(IncrementProbe, { counterId, by: 1 }, { actorId: null, partitionKey: `probe-${counterId}`, commandId: id, waitMs: 30_000 })));
    expect(outcomes.every((o) => o.status === 'succeeded')).toBe(true);
    expect(ids.filter((id) => handlerRuns.get(id) !== 1)).toEqual([]);
    const [{ total }] = await t.dataSource.query(`SELECT total::int FROM probe_counters WHERE counter_id = $1`, [counterId]);
    expect(total).toBe(100);
  });

  it('lets the sweeper alone bring back jobs Redis lost, with no request repeated', async () => {
    t = await startTestApp({ queue: 'bullmq', worker: false, extraModules: [ProbeModule] });
    const gateway = t.app.get(CommandGateway);
    const counterId = randomUUID();
    const ids = Array.from({ length: 20 }, () => randomUUID());
    await Promise.all(ids.map((id) => gateway.send(IncrementProbe, { counterId, by: 2 }, { actorId: null, partitionKey: `probe-${counterId}`, commandId: id, waitMs: 10 })));
    const redis = new IORedis(process.env.TEST_REDIS_URL!);
    await redis.del(...(await redis.keys(`${t.config.queuePrefix}:*`)));
    await redis.quit();
    await t.addWorker();
    const deadline = Date.now() + 30_000;
    let total = 0;
    while (Date.now() < deadline) {
      const [row] = await t.dataSource.query(`SELECT total::int FROM probe_counters WHERE counter_id = $1`, [counterId]);
      total = row?.total ?? 0;
      if (total === 40) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(total).toBe(40);
  });
});
