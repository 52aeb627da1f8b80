// The API side of a command: record it in the PostgreSQL inbox (the source of truth), enqueue
// it, wait for its outcome. A repeated command id with the same request is the same command;
// with another request it is 409 duplicate_ticket.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { rows } from '../database/sql';
import { DomainError } from '../errors/domain-error';
import { FailCode, isFailCode } from '../errors/fail-codes';
import { COMMAND_QUEUE, CommandQueue } from './command-queue';
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

/** A deterministic UUID (v8 layout) from any text: an Idempotency-Key scoped to its user. */
export function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
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

  /** Records and enqueues the command and waits for its outcome (null while still pending). */
  async send<P>(commandClass: CommandClass<P>, payload: P, options: SendOptions): Promise<CommandOutcome> {
    const type = commandTypeOf(commandClass as never);
    const commandId = options.commandId ?? randomUUID();
    const requestHash = createHash('sha256').update(stableStringify({ type, payload, actor: options.actorId })).digest('hex');
    const lockKeys = options.lockKeys ?? [options.partitionKey];
    const inserted = await rows(
      this.dataSource,
      `INSERT INTO command_inbox (command_id, type, payload, request_hash, actor_id, partition_key, lock_keys)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (command_id) DO NOTHING RETURNING command_id`,
      [commandId, type, JSON.stringify(payload), requestHash, options.actorId, options.partitionKey, lockKeys],
    );
    if (inserted.length === 0) {
      const [existing] = await rows<{ request_hash: string }>(this.dataSource, `SELECT request_hash FROM command_inbox WHERE command_id = $1`, [commandId]);
      if (existing && existing.request_hash !== requestHash) throw new DomainError('duplicate_ticket');
    }
    // Enqueue even for a repeat: if Redis lost the first job, this brings it back (and the
    // sweeper would too). A failure to enqueue loses nothing: the inbox row is swept later.
    await this.queue.enqueue({ commandId, partitionKey: options.partitionKey }).catch((error: unknown) =>
      this.logger.warn({ msg: 'enqueue failed; the sweeper will retry', command_id: commandId, error: String(error) }),
    );
    const outcome = await this.waiter.wait(commandId, options.waitMs ?? this.config.commandWaitMs);
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
