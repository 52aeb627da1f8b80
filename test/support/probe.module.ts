// A tiny test-only context that exercises the platform exactly as a real one does: a command
// through the inbox and queue, a decider, an expected-version append, an inline projection.
import { Body, Controller, Injectable, Module, OnModuleInit, Post } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainError } from '../../server/src/shared/errors/domain-error';
import { EventStore } from '../../server/src/shared/event-store/event-store';
import { ProjectionRegistry, TableMap } from '../../server/src/shared/event-store/inline-projections';
import { AppendEntry, StoredEvent, Tx } from '../../server/src/shared/event-store/event-store.types';
import { BatchVerdict, CommandBatchHandler, executeOne } from '../../server/src/shared/queue/command-batch-handlers';
import { CommandType, QueuedCommand } from '../../server/src/shared/queue/queued-command';
import { batchedBy, defineManifest, handledBy } from '../../server/src/shared/manifest/context-manifest';
import { manifestProviders } from '../../server/src/shared/manifest/manifest-providers';
import { CommandGateway } from '../../server/src/shared/queue/command-gateway';
import { CurrentUser, SessionUser } from '../../server/src/shared/http/auth.decorators';
import { integer, readBody, requestBody, text } from '../../server/src/shared/http/schema';
import { defineFold, FoldRow } from '../../server/src/shared/projections/fold/projection-fold';

interface ProbeState { total: number }
type ProbeEvent = { type: 'ProbeIncremented'; data: { counterId: string; by: number } };

export const probeDecider = {
  initialState: (): ProbeState => ({ total: 0 }),
  decide: (cmd: { counterId: string; by: number; max?: number }, state: ProbeState): ProbeEvent[] => {
    if (cmd.max !== undefined && state.total + cmd.by > cmd.max) throw new DomainError('exceed_amount_limit');
    return [{ type: 'ProbeIncremented', data: { counterId: cmd.counterId, by: cmd.by } }];
  },
  evolve: (state: ProbeState, event: ProbeEvent): ProbeState => ({ total: state.total + event.data.by }),
};

@CommandType('probe.increment')
export class IncrementProbe extends QueuedCommand<{ counterId: string; by: number; max?: number; sleepMs?: number }> {}

/** Counts how often each command's handler body ran, to prove "applied exactly once". */
export const handlerRuns = new Map<string, number>();

@CommandHandler(IncrementProbe)
export class IncrementProbeHandler implements ICommandHandler<IncrementProbe> {
  constructor(private readonly events: EventStore) {}

  async execute({ payload, ctx }: IncrementProbe) {
    handlerRuns.set(ctx.commandId, (handlerRuns.get(ctx.commandId) ?? 0) + 1);
    const streamId = `probe-${payload.counterId}`;
    const { state, version } = await this.events.load(ctx.tx, streamId, probeDecider.evolve, probeDecider.initialState);
    // A slow command, to kill a worker in the middle of one.
    if (payload.sleepMs) await ctx.tx.query(`SELECT pg_sleep($1::float8 / 1000)`, [payload.sleepMs]);
    const events = probeDecider.decide(payload, state);
    const nextState = events.reduce(probeDecider.evolve, state);
    await this.events.append(ctx.tx, [{ streamId, expectedVersion: version, events, nextState }], { command_id: ctx.commandId, actor_id: ctx.actorId });
    return { total: nextState.total, pid: process.pid };
  }
}

@CommandType('probe.batch-increment')
export class BatchIncrementProbe extends QueuedCommand<{ counterId: string; by: number; max?: number; failInBatch?: boolean }> {}

/** Sizes of the batches the batched probe was handed, to prove commands were decided together. */
export const probeBatchSizes: number[] = [];

/**
 * The batched form: pending commands of one counter are decided together in memory and written
 * with one appendBatch. `failInBatch` throws whenever it is decided with others (as a version
 * conflict or a bug would), so the processor must fall back to one command at a time.
 */
@CommandHandler(BatchIncrementProbe)
export class BatchIncrementProbeHandler implements ICommandHandler<BatchIncrementProbe>, CommandBatchHandler<BatchIncrementProbe> {
  constructor(private readonly events: EventStore) {}

  execute(command: BatchIncrementProbe) {
    return executeOne(this, command);
  }

  async executeBatch(tx: Tx, commands: BatchIncrementProbe[]): Promise<BatchVerdict[]> {
    probeBatchSizes.push(commands.length);
    if (commands.length > 1 && commands.some((c) => c.payload.failInBatch)) throw new Error('probe: this batch fails as a whole');
    const streams = await this.events.loadMany(tx, commands.map((c) => `probe-${c.payload.counterId}`), probeDecider.evolve, probeDecider.initialState);
    const entries: AppendEntry[] = [];
    const verdicts = commands.map(({ payload, ctx }): BatchVerdict => {
      handlerRuns.set(ctx.commandId, (handlerRuns.get(ctx.commandId) ?? 0) + 1);
      const streamId = `probe-${payload.counterId}`;
      const { state, version } = streams.get(streamId)!;
      try {
        const events = probeDecider.decide(payload, state);
        const nextState = events.reduce(probeDecider.evolve, state);
        entries.push({ appends: [{ streamId, expectedVersion: version, events, nextState }], metadata: { command_id: ctx.commandId, actor_id: ctx.actorId } });
        streams.set(streamId, { state: nextState, version: version + events.length });
        return { ok: true, result: { total: nextState.total, pid: process.pid } };
      } catch (error) {
        if (error instanceof DomainError) return { ok: false, error };
        throw error;
      }
    });
    await this.events.appendBatch(tx, entries);
    return verdicts;
  }
}

/** The probe command's event. */
type ProbeIncremented = { type: 'ProbeIncremented'; data: { counterId: string; by: number } };

@Injectable()
export class ProbeProjection implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry, private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    await this.dataSource.query(`CREATE TABLE IF NOT EXISTS probe_counters (counter_id text PRIMARY KEY, total bigint NOT NULL, events int NOT NULL)`);
    if (this.registry.get('probe_counters')) return;
    this.registry.register<ProbeIncremented>({
      name: 'probe_counters',
      tables: { counters: 'probe_counters' },
      handles: ['ProbeIncremented'],
      apply: async (tx: Tx, event: StoredEvent<ProbeIncremented>, t: TableMap) => {
        await tx.query(
          `INSERT INTO ${t.counters} (counter_id, total, events) VALUES ($1, $2, 1)
           ON CONFLICT (counter_id) DO UPDATE SET total = ${t.counters}.total + EXCLUDED.total, events = ${t.counters}.events + 1`,
          [event.data.counterId, event.data.by],
        );
      },
      // verify and replay fold the log (every projection has a fold).
      fold: defineFold<Map<string, FoldRow>, ProbeIncremented>({
        start: () => new Map(),
        apply(counters, event) {
          const row = counters.get(event.data.counterId) ?? { counter_id: event.data.counterId, total: 0, events: 0 };
          row.total = (row.total as number) + event.data.by;
          row.events = (row.events as number) + 1;
          counters.set(event.data.counterId, row);
        },
        rows: (counters) => ({ counters: counters.values() }),
      }),
    });
  }
}

const PROBE_INCREMENT = requestBody({ counter_id: text({ max: 100 }), by: integer({ min: 1, max: 1_000_000 }) });

/** An HTTP door to the probe command, as a real controller would be (session required). */
@Controller('probe')
export class ProbeController {
  constructor(private readonly commands: CommandGateway) {}

  @Post('increment')
  increment(@Body() body: unknown, @CurrentUser() user: SessionUser) {
    const { counter_id: counterId, by } = readBody(PROBE_INCREMENT, body);
    return this.commands.execute(IncrementProbe, { counterId, by }, { actorId: user.id, partitionKey: `probe-${counterId}` });
  }
}

/** The probe's commands and handlers, as a context's manifest lists them. */
const probeManifest = defineManifest({
  context: 'probe',
  commands: [handledBy(IncrementProbe, IncrementProbeHandler), batchedBy(BatchIncrementProbe, BatchIncrementProbeHandler)],
  projections: [],
});

@Module({ providers: [...manifestProviders(probeManifest), ProbeProjection], controllers: [ProbeController] })
export class ProbeModule {}
