// The API side of a command: record it in the PostgreSQL inbox (the source of truth), enqueue
// it, wait for its outcome. A repeated command id with the same request is the same command;
// with another request it is 409 duplicate_ticket.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { preparedRows, rows } from '../database/sql';
import { DomainError } from '../errors/domain-error';
import { FailCode, isFailCode } from '../errors/fail-codes';
import { Coalescer } from '../database/coalescer';
import { outcomeView, RecordedOutcome, refusalOf } from './command-outcomes';
import { COMMAND_QUEUE, CommandJob, CommandQueue } from './command-queue';
import { OutcomeWaiter } from './outcome-waiter';
import { CommandOutcome, QueuedCommand, commandTypeOf } from './queued-command';

export interface SendOptions {
  /** Defaults to a new UUID; a ticket or an Idempotency-Key makes it deterministic. */
  commandId?: string;
  actorId: string | null;
  /** Commands of one key are batched and ordered together (the hot stream, e.g. a product). */
  partitionKey: string;
  /** Streams the command writes; locked in sorted order for the whole transaction. */
  lockKeys?: string[];
  waitMs?: number;
  /**
   * A refusal the edge already knows for certain (e.g. a sold-out product): the command is
   * recorded with it as its outcome, exactly as a worker would have, and never queued.
   */
  refusal?: DomainError;
}

/** Thrown when the outcome takes longer than the wait: the HTTP filter answers 202. */
export class CommandPendingError extends Error {
  constructor(readonly commandId: string) {
    super('command pending');
  }
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as object).sort().map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

interface InboxEntry {
  commandId: string;
  type: string;
  payload: unknown;
  requestHash: string;
  actorId: string | null;
  partitionKey: string;
  lockKeys: string[];
  refusal?: RecordedOutcome;
}

type CommandClass<P> = new (payload: P, ctx: never) => QueuedCommand<P>;

@Injectable()
export class CommandGateway {
  private readonly logger = new Logger('commands');

  constructor(
    private readonly dataSource: DataSource,
    private readonly waiter: OutcomeWaiter,
    @Inject(COMMAND_QUEUE) private readonly queue: CommandQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The inbox inserts of one event-loop turn, as one statement: true for a command recorded now.
   * A command refused at the edge is recorded as done, with its outcome, in the same statement.
   */
  private readonly inbox = new Coalescer<InboxEntry, boolean>(async (entries) => {
    const recorded = await preparedRows<{ command_id: string }>(
      this.dataSource,
      `WITH x AS (
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
           WITH ORDINALITY AS x(id, type, payload, hash, actor, pkey, keys, fail_code, message, details, n)
       ), recorded AS (
         INSERT INTO command_inbox (command_id, type, payload, request_hash, actor_id, partition_key, lock_keys, status)
         SELECT id, type, payload::jsonb, hash, actor, pkey, ARRAY(SELECT jsonb_array_elements_text(keys::jsonb)),
           CASE WHEN fail_code IS NULL THEN 'pending' ELSE 'failed' END
         FROM x ORDER BY n
         ON CONFLICT (command_id) DO NOTHING RETURNING command_id
       ), refused AS (
         -- The same id twice in a turn: only its first request was recorded, and only its refusal counts.
         INSERT INTO command_outcomes (command_id, status, result, fail_code, message, details)
         SELECT id, 'failed', 'null'::jsonb, fail_code, message, details::jsonb
         FROM (SELECT DISTINCT ON (id) * FROM x ORDER BY id, n) first
         WHERE fail_code IS NOT NULL AND id IN (SELECT command_id FROM recorded)
       )
       SELECT command_id FROM recorded`,
      [
        entries.map((e) => e.commandId), entries.map((e) => e.type), entries.map((e) => JSON.stringify(e.payload)), entries.map((e) => e.requestHash),
        entries.map((e) => e.actorId), entries.map((e) => e.partitionKey), entries.map((e) => JSON.stringify(e.lockKeys)),
        entries.map((e) => e.refusal?.failCode ?? null), entries.map((e) => e.refusal?.message ?? null),
        entries.map((e) => (e.refusal?.details ? JSON.stringify(e.refusal.details) : null)),
      ],
    );
    const fresh = new Set(recorded.map((r) => r.command_id));
    // The same id twice in one turn: only its first request recorded it.
    return entries.map((e) => fresh.delete(e.commandId));
  });

  /** One job per partition and turn carries every command recorded for it (see CommandJob.batch). */
  private readonly enqueues = new Coalescer<CommandJob, void>(async (jobs) => {
    const byPartition = new Map<string, string[]>();
    for (const job of jobs) {
      const ids = byPartition.get(job.partitionKey);
      if (ids) ids.push(job.commandId);
      else byPartition.set(job.partitionKey, [job.commandId]);
    }
    await Promise.all([...byPartition].map(([partitionKey, [commandId, ...batch]]) =>
      this.queue.enqueue(batch.length > 0 ? { commandId, partitionKey, batch } : { commandId, partitionKey }).catch((error: unknown) =>
        this.logger.warn({ msg: 'enqueue failed; the sweeper will retry', command_id: commandId, batch: batch.length, error: String(error) }),
      )));
    return jobs.map(() => undefined);
  });

  /** Records and enqueues the command and waits for its outcome (null while still pending). */
  async send<P>(commandClass: CommandClass<P>, payload: P, options: SendOptions): Promise<CommandOutcome> {
    const type = commandTypeOf(commandClass as never);
    const commandId = options.commandId ?? randomUUID();
    const requestHash = createHash('sha256').update(stableStringify({ type, payload, actor: options.actorId })).digest('hex');
    const lockKeys = options.lockKeys ?? [options.partitionKey];
    const refusal = options.refusal ? refusalOf(commandId, options.refusal) : undefined;
    const inserted = await this.inbox.run({ commandId, type, payload, requestHash, actorId: options.actorId, partitionKey: options.partitionKey, lockKeys, refusal });
    if (inserted && refusal) return outcomeView(refusal);
    if (!inserted) {
      const [existing] = await rows<{ request_hash: string }>(this.dataSource, `SELECT request_hash FROM command_inbox WHERE command_id = $1`, [commandId]);
      if (existing && existing.request_hash !== requestHash) throw new DomainError('duplicate_ticket');
    }
    // Enqueue even for a repeat: if Redis lost the first job, this brings it back (and the
    // sweeper would too). A failure to enqueue loses nothing: the inbox row is swept later.
    const enqueue = () => this.enqueues.run({ commandId, partitionKey: options.partitionKey });
    const outcome = await this.waiter.wait(commandId, options.waitMs ?? this.config.commandWaitMs, { before: enqueue, lookUp: !inserted });
    return outcome ?? { command_id: commandId, status: 'pending' };
  }

  /** send(), then the result on success; a failure becomes its DomainError; pending → 202. */
  async execute<P, R = unknown>(commandClass: CommandClass<P>, payload: P, options: SendOptions): Promise<R> {
    return resultOf<R>(await this.send(commandClass, payload, options));
  }
}

export function resultOf<R>(outcome: CommandOutcome): R {
  if (outcome.status === 'succeeded') return outcome.result as R;
  if (outcome.status === 'pending') throw new CommandPendingError(outcome.command_id);
  const code: FailCode = outcome.fail_code && isFailCode(outcome.fail_code) ? outcome.fail_code : 'unknown_error';
  const details = (outcome.details ?? {}) as { product_id?: string; fields?: Record<string, string> };
  throw new DomainError(code, { message: outcome.message, product_id: details.product_id, fields: details.fields });
}
