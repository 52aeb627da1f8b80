// The worker side of a command: in ONE transaction, lock the inbox row and the command's keys,
// run the handler through the CommandBus, store the outcome, mark the inbox row done. A job
// delivered twice finds the row done and does nothing. Other pending commands of the same
// partition key ride along in the same transaction (each under its own savepoint), so a hot
// product is written by one serialized stream of batched commits, not a conflict storm.
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { rows } from '../database/sql';
import { DomainError } from '../errors/domain-error';
import { Tx, VersionConflictError } from '../event-store/event-store.types';
import { COMMAND_JOB_ATTEMPTS, CommandJob } from './command-queue';
import { commandClassOf } from './queued-command';

export const MAX_CONFLICT_RETRIES = 5;
export const MAX_BATCH_SIZE = 64;
export const OUTCOME_CHANNEL = 'command_outcomes';

interface InboxRow {
  command_id: string;
  type: string;
  payload: unknown;
  actor_id: string | null;
  partition_key: string;
  lock_keys: string[];
  status: string;
  attempts: number;
  received_at: Date;
}

type RunResult = 'done' | 'left-pending';

@Injectable()
export class CommandProcessor {
  private readonly logger = new Logger('commands');

  constructor(
    private readonly dataSource: DataSource,
    private readonly commandBus: CommandBus,
  ) {}

  /** Jobs of one key queue here, in memory, instead of each holding a connection on the lock. */
  private readonly keyTails = new Map<string, Promise<void>>();
  /**
   * Commands this process committed as riders of another's batch: their own jobs arrive later
   * and need no transaction at all. Bounded; a forgotten id costs one indexed read.
   */
  private readonly committedHere = new Set<string>();
  private static readonly COMMITTED_KEPT = 50_000;

  private rememberCommitted(ids: string[]): void {
    for (const id of ids) this.committedHere.add(id);
    for (const id of this.committedHere) {
      if (this.committedHere.size <= CommandProcessor.COMMITTED_KEPT) break;
      this.committedHere.delete(id);
    }
  }

  async process(job: CommandJob): Promise<void> {
    const previous = this.keyTails.get(job.partitionKey) ?? Promise.resolve();
    const mine = previous.then(() => this.processSerially(job));
    const tail = mine.catch(() => undefined);
    this.keyTails.set(job.partitionKey, tail);
    try {
      await mine;
    } finally {
      if (this.keyTails.get(job.partitionKey) === tail) this.keyTails.delete(job.partitionKey);
    }
  }

  private async processSerially(job: CommandJob): Promise<void> {
    if (this.committedHere.delete(job.commandId)) return;
    // A redelivered or already-ridden command: one plain read instead of a locking transaction.
    const [current] = await rows<{ status: string }>(this.dataSource, `SELECT status FROM command_inbox WHERE command_id = $1`, [job.commandId]);
    if (!current || current.status !== 'pending') return;
    for (let attempt = 1; attempt <= MAX_CONFLICT_RETRIES; attempt += 1) {
      try {
        await this.processOnce(job.commandId);
        return;
      } catch (error) {
        if (!(error instanceof VersionConflictError)) {
          await this.countFailedAttempt(job.commandId, error);
          throw error;
        }
        await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
      }
    }
    await this.recordOutside(job.commandId, { status: 'failed', fail_code: 'retry_later' });
  }

  private async processOnce(commandId: string): Promise<void> {
    const tx = this.dataSource.createQueryRunner();
    await tx.connect();
    try {
      await tx.startTransaction('READ COMMITTED');
      const [primary] = await rows<InboxRow>(tx, `SELECT * FROM command_inbox WHERE command_id = $1 FOR UPDATE`, [commandId]);
      if (!primary || primary.status !== 'pending') {
        await tx.commitTransaction();
        return;
      }
      const held = new Set<string>();
      for (const key of [...primary.lock_keys].sort()) {
        await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);
        held.add(key);
      }
      const startedAt = Date.now();
      await this.runOne(tx, primary, true);
      const riderIds = await this.runRiders(tx, primary, held);
      await tx.commitTransaction();
      this.rememberCommitted(riderIds);
      const riders = riderIds.length;
      this.logger.debug?.({ msg: 'command batch committed', command_id: commandId, type: primary.type, batch: 1 + riders, duration_ms: Date.now() - startedAt });
    } catch (error) {
      if (tx.isTransactionActive) await tx.rollbackTransaction();
      throw error;
    } finally {
      await tx.release();
    }
  }

  /** Pending commands of the same key whose locks are free join this transaction. */
  private async runRiders(tx: Tx, primary: InboxRow, held: Set<string>): Promise<string[]> {
    const riders: InboxRow[] = await tx.query(
      `SELECT * FROM command_inbox
       WHERE partition_key = $1 AND status = 'pending' AND command_id <> $2
       ORDER BY received_at LIMIT $3 FOR UPDATE SKIP LOCKED`,
      [primary.partition_key, primary.command_id, MAX_BATCH_SIZE - 1],
    );
    const done: string[] = [];
    for (const rider of riders) {
      let free = true;
      for (const key of [...rider.lock_keys].sort()) {
        if (held.has(key)) continue;
        const [{ ok }] = await tx.query(`SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS ok`, [key]);
        if (!ok) {
          free = false;
          break;
        }
        held.add(key);
      }
      if (free && (await this.runOne(tx, rider, false)) === 'done') done.push(rider.command_id);
    }
    return done;
  }

  private async runOne(tx: Tx, row: InboxRow, isPrimary: boolean): Promise<RunResult> {
    const CommandClass = commandClassOf(row.type);
    if (!CommandClass) throw new Error(`no command class for type ${row.type}`);
    await tx.query('SAVEPOINT command');
    try {
      const command = new CommandClass(row.payload, {
        commandId: row.command_id,
        actorId: row.actor_id,
        now: new Date(row.received_at),
        tx,
      });
      const result = await this.commandBus.execute(command);
      await tx.query('RELEASE SAVEPOINT command');
      await this.record(tx, row.command_id, { status: 'succeeded', result: result ?? null });
      return 'done';
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT command');
      if (error instanceof DomainError) {
        await this.record(tx, row.command_id, {
          status: 'failed',
          fail_code: error.failCode,
          message: error.message,
          details: error.details.product_id ? { product_id: error.details.product_id, fields: error.details.fields } : error.details.fields ? { fields: error.details.fields } : undefined,
        });
        return 'done';
      }
      // A rider's trouble is its own job's business; the primary's fails this attempt.
      if (isPrimary) throw error;
      this.logger.warn({ msg: 'rider left pending', command_id: row.command_id, error: String(error) });
      return 'left-pending';
    }
  }

  private async record(
    tx: Tx,
    commandId: string,
    outcome: { status: 'succeeded' | 'failed'; result?: unknown; fail_code?: string; message?: string; details?: unknown },
  ): Promise<void> {
    // One round trip on the hot path: the outcome, the inbox row, and the notification that
    // wakes the waiting request (delivered at commit).
    await tx.query(
      `WITH stored AS (
         INSERT INTO command_outcomes (command_id, status, result, fail_code, message, details)
         VALUES ($1, $2, $3, $4, $5, $6)
       ), done AS (
         UPDATE command_inbox SET status = $2 WHERE command_id = $1
       )
       SELECT pg_notify($7, $8)`,
      [commandId, outcome.status, JSON.stringify(outcome.result ?? null), outcome.fail_code ?? null, outcome.message ?? null, outcome.details ? JSON.stringify(outcome.details) : null, OUTCOME_CHANNEL, commandId],
    );
  }

  /** Records an outcome in a transaction of its own (retries exhausted, a job failing for good). */
  private async recordOutside(commandId: string, outcome: { status: 'failed'; fail_code: string }): Promise<void> {
    const tx = this.dataSource.createQueryRunner();
    await tx.connect();
    try {
      await tx.startTransaction();
      const [current] = await rows<InboxRow>(tx, `SELECT status FROM command_inbox WHERE command_id = $1 FOR UPDATE`, [commandId]);
      if (current?.status === 'pending') await this.record(tx, commandId, outcome);
      await tx.commitTransaction();
    } catch (error) {
      if (tx.isTransactionActive) await tx.rollbackTransaction();
      throw error;
    } finally {
      await tx.release();
    }
  }

  private async countFailedAttempt(commandId: string, error: unknown): Promise<void> {
    this.logger.error({ msg: 'command attempt failed', command_id: commandId, error: (error as Error)?.stack ?? String(error) });
    const updated = await rows<{ attempts: number }>(
      this.dataSource,
      `UPDATE command_inbox SET attempts = attempts + 1 WHERE command_id = $1 AND status = 'pending' RETURNING attempts`,
      [commandId],
    ).catch(() => []);
    if ((updated[0]?.attempts ?? 0) >= COMMAND_JOB_ATTEMPTS) {
      await this.recordOutside(commandId, { status: 'failed', fail_code: 'unknown_error' }).catch(() => undefined);
    }
  }
}
