// The worker side of a command: in ONE transaction, lock the inbox row and the command's keys,
// run it, store the outcome, mark the inbox row done. A job delivered twice finds the row done
// and does nothing. Other pending commands of the same partition key ride along in the same
// transaction (see CommandBatchRunner: decided together when their type has a batch handler),
// so a hot product is written by one serialized stream of batched commits, not a conflict storm.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedRows, rows } from '../database/sql';
import { inTransaction } from '../database/transaction';
import { Tx, VersionConflictError } from '../event-store/event-store.types';
import { ClaimedCommand, CommandBatchRunner } from './command-batch-runner';
import { recordOutcomes, RecordedOutcome } from './command-outcomes';
import { COMMAND_JOB_ATTEMPTS, CommandJob } from './command-queue';

export { OUTCOME_CHANNEL } from './command-outcomes';

export const MAX_CONFLICT_RETRIES = 5;
/** The advisory lock a transaction running a command holds (beside its stream keys). */
const COMMAND_LOCK_PREFIX = 'command:';
const commandLockKey = (commandId: string): string => `${COMMAND_LOCK_PREFIX}${commandId}`;
/** Commands of one partition per transaction: a launch rush commits in a few large batches. */
export const MAX_BATCH_SIZE = 100;

// Named, not *: a prepared statement's result type must not change under it (a new column).
const INBOX_COLUMNS = 'command_id, type, payload, actor_id, received_at, partition_key, lock_keys, status, attempts';

interface InboxRow extends ClaimedCommand {
  partition_key: string;
  lock_keys: string[];
  status: string;
  attempts: number;
}

@Injectable()
export class CommandProcessor {
  private readonly logger = new Logger('commands');

  constructor(
    private readonly dataSource: DataSource,
    private readonly runner: CommandBatchRunner,
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
    const ids = [job.commandId, ...(job.batch ?? [])].filter((id) => !this.committedHere.delete(id));
    if (ids.length === 0) return;
    // Redelivered or already ridden along: one plain read instead of a locking transaction each.
    const pending = await preparedRows<{ command_id: string }>(
      this.dataSource, `SELECT command_id FROM command_inbox WHERE command_id = ANY($1::uuid[]) AND status = 'pending'`, [ids]);
    const stillPending = new Set(pending.map((r) => r.command_id));
    for (const id of ids) {
      // A batch run for an earlier id may have taken this one along.
      if (stillPending.has(id) && !this.committedHere.delete(id)) await this.processWithRetries(id);
    }
  }

  private async processWithRetries(commandId: string): Promise<void> {
    for (let attempt = 1; attempt <= MAX_CONFLICT_RETRIES; attempt += 1) {
      try {
        await this.processOnce(commandId);
        return;
      } catch (error) {
        if (!(error instanceof VersionConflictError)) {
          await this.countFailedAttempt(commandId, error);
          throw error;
        }
        await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
      }
    }
    await this.recordOutside(commandId, { status: 'failed', fail_code: 'retry_later' });
  }

  private async processOnce(commandId: string): Promise<void> {
    // READ COMMITTED: the data source's connections default to it.
    const committed = await inTransaction(this.dataSource, async (tx) => {
      // Every lock first, before anything that takes a transaction id (a row lock or a write).
      // Readers of the log sort by transaction id: an id taken before waiting for a stream's lock
      // would sort this command's events before those of the command it waited for, against the
      // stream's own order (a rebuild would then apply an investor's lines out of order). So the
      // inbox row is read without a row lock; the command's own advisory lock makes it ours.
      const [found] = await preparedRows<InboxRow>(tx, `SELECT ${INBOX_COLUMNS} FROM command_inbox WHERE command_id = $1`, [commandId]);
      if (!found || found.status !== 'pending') return null;
      // Sorted, so two transactions wanting the same keys never wait on each other in a cycle.
      await preparedRows(
        tx,
        `SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM (SELECT DISTINCT k FROM unnest($1::text[]) AS k ORDER BY k) s`,
        [[commandLockKey(found.command_id), ...found.lock_keys]],
      );
      // Read again under the locks: a transaction that ran it as a rider may have committed
      // meanwhile. The business clock's offset comes with the row, read in this transaction: a
      // command is never decided on a day the clock has already left, whatever this process has heard.
      const [primary] = await preparedRows<InboxRow & { business_offset_ms: string }>(
        tx,
        `SELECT ${INBOX_COLUMNS}, (SELECT offset_ms FROM business_clock) AS business_offset_ms FROM command_inbox WHERE command_id = $1`,
        [commandId],
      );
      if (!primary || primary.status !== 'pending') return null;
      const startedAt = Date.now();
      const riders = await this.claimRiders(tx, primary);
      // First come, first served: the room of a product goes to the earliest requests.
      const claimed = [primary, ...riders].sort((x, y) => new Date(x.received_at).getTime() - new Date(y.received_at).getTime());
      const outcomes = await this.runner.run(tx, claimed, primary.command_id, Number(primary.business_offset_ms ?? 0));
      await recordOutcomes(tx, outcomes);
      return { primary, outcomes, startedAt };
    });
    if (!committed) return;
    const { primary, outcomes, startedAt } = committed;
    this.rememberCommitted(outcomes.map((o) => o.commandId).filter((id) => id !== primary.command_id));
    this.logger.debug?.({ msg: 'command batch committed', command_id: commandId, type: primary.type, batch: outcomes.length, duration_ms: Date.now() - startedAt });
  }

  /**
   * Pending commands of the same partition whose command and keys this transaction can lock
   * without waiting. A try-lock never waits, so it cannot deadlock, and takes no transaction id;
   * a key taken for a rider that then stays out is held until commit, which only delays that
   * key's next writer. The riders' status is read again once locked: one may have been run and
   * committed by another transaction between the first read and the locks.
   */
  private async claimRiders(tx: Tx, primary: InboxRow): Promise<InboxRow[]> {
    const found = await preparedRows<InboxRow & { free: boolean }>(
      tx,
      `WITH riders AS (
         SELECT ${INBOX_COLUMNS} FROM command_inbox
         WHERE partition_key = $1 AND status = 'pending' AND command_id <> $2
         ORDER BY received_at LIMIT $3)
       SELECT ${INBOX_COLUMNS}, pg_try_advisory_xact_lock(hashtextextended('${COMMAND_LOCK_PREFIX}' || r.command_id::text, 0)) AND COALESCE((
         SELECT bool_and(pg_try_advisory_xact_lock(hashtextextended(k, 0)))
         FROM unnest(r.lock_keys) AS k WHERE NOT (k = ANY($4::text[]))), true) AS free
       FROM riders r ORDER BY r.received_at`,
      [primary.partition_key, primary.command_id, MAX_BATCH_SIZE - 1, primary.lock_keys],
    );
    const free = found.filter((r) => r.free);
    if (free.length === 0) return [];
    const still = await preparedRows<{ command_id: string }>(
      tx, `SELECT command_id FROM command_inbox WHERE command_id = ANY($1::uuid[]) AND status = 'pending'`, [free.map((r) => r.command_id)]);
    const pending = new Set(still.map((r) => r.command_id));
    return free.filter((r) => pending.has(r.command_id));
  }

  /** Records an outcome in a transaction of its own (retries exhausted, a job failing for good). */
  private async recordOutside(commandId: string, outcome: { status: 'failed'; fail_code: string }): Promise<void> {
    const recorded: RecordedOutcome = { commandId, status: outcome.status, failCode: outcome.fail_code };
    await inTransaction(this.dataSource, async (tx) => {
      // The command's lock, as a worker running it would hold it: the two never both record.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [commandLockKey(commandId.toLowerCase())]);
      const [current] = await rows<InboxRow>(tx, `SELECT status FROM command_inbox WHERE command_id = $1`, [commandId]);
      if (current?.status === 'pending') await recordOutcomes(tx, [recorded]);
    });
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
