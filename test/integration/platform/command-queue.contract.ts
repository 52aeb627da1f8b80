// The contract both command queues keep; run by one spec file per queue kind.
import { randomUUID } from 'node:crypto';
import { CommandGateway } from '../../../server/src/shared/queue/command-gateway';
import { DomainError } from '../../../server/src/shared/errors/domain-error';
import { BatchIncrementProbe, handlerRuns, IncrementProbe, probeBatchSizes, ProbeModule } from '../../support/probe.module';
import { startTestApp, TestApp } from '../../support/test-app';

export function commandQueueContract(queue: 'bullmq' | 'in-process'): void {
  let t: TestApp;
  let gateway: CommandGateway;

  beforeAll(async () => {
    t = await startTestApp({ queue, extraModules: [ProbeModule] });
    gateway = t.app.get(CommandGateway);
  });
  afterAll(() => t.close());

  const send = (counterId: string, by: number, commandId?: string, max?: number) =>
    gateway.send(IncrementProbe, { counterId, by, max }, { actorId: null, partitionKey: `probe-${counterId}`, commandId });

  /** 300 racing for a cap of 120: exactly 120 applied, versions 1..120 without a gap, the rest refused. */
  const expectExactlyTheCap = async (counterId: string, outcomes: { status: string; fail_code?: string }[]) => {
    expect(outcomes.filter((o) => o.status === 'succeeded')).toHaveLength(120);
    expect(outcomes.filter((o) => o.fail_code === 'exceed_amount_limit')).toHaveLength(180);
    const [{ total, events }] = await t.dataSource.query(`SELECT total::int, events FROM probe_counters WHERE counter_id = $1`, [counterId]);
    expect({ total, events }).toEqual({ total: 120, events: 120 });
    const versions = await t.dataSource.query(`SELECT stream_version FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`probe-${counterId}`]);
    expect(versions.map((v: { stream_version: number }) => v.stream_version)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  };

  it('answers with the outcome of the command', async () => {
    const outcome = await send(randomUUID(), 3);
    expect(outcome).toMatchObject({ status: 'succeeded', result: { total: 3 } });
  });

  it('appends once and answers the same outcome when a command is repeated', async () => {
    const counterId = randomUUID();
    const commandId = randomUUID();
    const first = await send(counterId, 5, commandId);
    const again = await Promise.all([send(counterId, 5, commandId), send(counterId, 5, commandId)]);
    expect(again).toEqual([first, first]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM events WHERE stream_id = $1`, [`probe-${counterId}`]);
    expect(count).toBe(1);
  });

  it('refuses the same command id with another request as duplicate_ticket', async () => {
    const counterId = randomUUID();
    const commandId = randomUUID();
    await send(counterId, 1, commandId);
    await expect(send(counterId, 2, commandId)).rejects.toMatchObject({ failCode: 'duplicate_ticket' });
    await expect(send(counterId, 2, commandId)).rejects.toBeInstanceOf(DomainError);
  });

  it('stores a domain failure as the outcome and writes nothing', async () => {
    const counterId = randomUUID();
    await send(counterId, 8, undefined, 10);
    const failed = await send(counterId, 8, undefined, 10);
    expect(failed).toMatchObject({ status: 'failed', fail_code: 'exceed_amount_limit' });
    const [{ total }] = await t.dataSource.query(`SELECT total::int FROM probe_counters WHERE counter_id = $1`, [counterId]);
    expect(total).toBe(8);
  });

  it('serializes one hot stream: 300 concurrent commands with a cap let exactly the cap through', async () => {
    const counterId = randomUUID();
    const outcomes = await Promise.all(Array.from({ length: 300 }, () => send(counterId, 1, undefined, 120)));
    await expectExactlyTheCap(counterId, outcomes);
  });

  it('runs every command handler body exactly once, even across many keys', async () => {
    const ids = Array.from({ length: 200 }, () => randomUUID());
    await Promise.all(ids.map((id, i) => send(`k${i % 7}-${ids[0]}`, 1, id)));
    expect(ids.every((id) => handlerRuns.get(id) === 1)).toBe(true);
  });

  it('records the commands of one turn together, yet a command PostgreSQL refuses fails alone', async () => {
    const counterId = randomUUID();
    const sends = Array.from({ length: 20 }, (_, i) => (i === 7 ? send(`bad\u0000${counterId}`, 1) : send(counterId, 1)));
    const results = await Promise.allSettled(sends);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.status === 'succeeded')).toHaveLength(19);
    expect(results[7].status).toBe('rejected');
    const [{ total }] = await t.dataSource.query(`SELECT total::int FROM probe_counters WHERE counter_id = $1`, [counterId]);
    expect(total).toBe(19);
  });

  describe('a type with a batch handler', () => {
    const sendBatched = (counterId: string, payload: { by: number; max?: number; failInBatch?: boolean }, commandId?: string) =>
      gateway.send(BatchIncrementProbe, { counterId, ...payload }, { actorId: null, partitionKey: `probe-${counterId}`, commandId });

    it('decides the pending commands of a hot stream together: 300 racing for a cap of 120 let exactly 120 through, in far fewer transactions', async () => {
      const counterId = randomUUID();
      probeBatchSizes.length = 0;
      const outcomes = await Promise.all(Array.from({ length: 300 }, () => sendBatched(counterId, { by: 1, max: 120 })));
      await expectExactlyTheCap(counterId, outcomes);
      const [{ transactions }] = await t.dataSource.query(`SELECT count(DISTINCT tx_id)::int AS transactions FROM events WHERE stream_id = $1`, [`probe-${counterId}`]);
      expect(transactions).toBeLessThan(60);
      expect(Math.max(...probeBatchSizes)).toBeGreaterThan(1);
      const snapshot = await t.dataSource.query(`SELECT version, state FROM aggregate_snapshots WHERE stream_id = $1`, [`probe-${counterId}`]);
      expect(snapshot).toEqual([{ version: 120, state: { total: 120 } }]);
    });

    it('runs the commands of a batch that throws one by one: nothing lost, nothing applied twice', async () => {
      const counterId = randomUUID();
      const ids = Array.from({ length: 60 }, () => randomUUID());
      const outcomes = await Promise.all(ids.map((id, i) => sendBatched(counterId, { by: 1, failInBatch: i % 20 === 5 }, id)));
      expect(outcomes.every((o) => o.status === 'succeeded')).toBe(true);
      const [{ total, events }] = await t.dataSource.query(`SELECT total::int, events FROM probe_counters WHERE counter_id = $1`, [counterId]);
      expect({ total, events }).toEqual({ total: 60, events: 60 });
      const perCommand = await t.dataSource.query(
        `SELECT metadata->>'command_id' AS id, count(*)::int AS n FROM events WHERE stream_id = $1 GROUP BY 1`, [`probe-${counterId}`]);
      expect(perCommand).toHaveLength(60);
      expect(perCommand.every((r: { n: number }) => r.n === 1)).toBe(true);
      const recorded = await t.dataSource.query(`SELECT count(*)::int AS n FROM command_outcomes WHERE command_id = ANY($1::uuid[])`, [ids]);
      expect(recorded).toEqual([{ n: 60 }]);
    });
  });
}
