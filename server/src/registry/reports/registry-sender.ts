// Delivers the registry outbox (registry_reports, written by the outbox follower) to the registry
// port: a batch at a time, claimed with a lease (next_attempt_at moved past the send's timeout, in
// its own short transaction, SKIP LOCKED so two workers never send one batch at once), sent with a
// timeout, then marked acknowledged. A worker killed mid-send leaves its batch pending; when the
// lease runs out another sends it again under the same report ids, and the registry applies each
// once. A batch the registry refuses waits out its back-off (./backoff.ts) and the pass stops:
// a registry that is down costs one call per pass. Nothing here ever blocks a command — repayments
// go out whatever the registry's state; only investing asks it (and answers retry_later).
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedRows } from '../../shared/database/sql';
import { inTransaction } from '../../shared/database/transaction';
import { PollingLoop } from '../../shared/background/polling-loop';
import { toWon } from '../../shared/won';
import { CentralRegistry, RegistryReport, RegistryUnavailableError } from '../central-registry.port';
import { backoffMs, STUCK_AFTER_ATTEMPTS } from './backoff';

/** Reports per call, calls per pass: bounded work per second whatever the backlog. */
export const SEND_BATCH = 200;
const MAX_BATCHES_PER_PASS = 50;
/** The longest a call may take; the lease outlasts it, so a batch is never sent twice at once by a live sender. */
export const SEND_TIMEOUT_MS = 5_000;
export const SEND_LEASE_MS = 15_000;
const POLL_MS = 1_000;

/** A claimed report under RegistryReport's names (the amount as bigint text), with its deliveries tried so far. */
type ClaimedRow = Omit<RegistryReport, 'amountWon'> & { amountWon: string; attempts: number };

/**
 * The next due batch, leased. Walked in the due index's order and stopped after a batch: the
 * planner is told not to sort (`enable_sort = off` for this one statement's transaction), since
 * with the table's statistics from before a month-end's backlog it judged "pending" rare and
 * sorted the whole backlog, spilling to disk, for every batch of 200 (bench-results/month-end.json).
 */
const CLAIM = `
  UPDATE registry_reports r SET next_attempt_at = now() + $2::int * interval '1 millisecond', attempts = r.attempts + 1
  FROM (SELECT id FROM registry_reports WHERE state = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, event_position LIMIT $1 FOR UPDATE SKIP LOCKED) due
  WHERE r.id = due.id
  RETURNING r.id, r.kind, r.user_id AS "userId", r.product_id AS "productId", r.amount AS "amountWon", r.at, r.attempts`;

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RegistryUnavailableError(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

@Injectable()
export class RegistrySender {
  private readonly logger = new Logger('registry-sender');
  /** Started and stopped with the worker's background jobs (registry.module.ts). */
  readonly loop = new PollingLoop('registry-sender', POLL_MS, () => this.drain());

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: CentralRegistry,
  ) {}

  /** Sends due reports until none is due, a call fails or the pass's bound; answers how many were acknowledged. */
  async drain(): Promise<number> {
    let acknowledged = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch += 1) {
      const claimed = await this.claim();
      if (claimed.length === 0) break;
      if (!(await this.deliver(claimed))) break;
      acknowledged += claimed.length;
      if (claimed.length < SEND_BATCH) break;
    }
    return acknowledged;
  }

  private claim(): Promise<ClaimedRow[]> {
    return inTransaction(this.dataSource, async (tx) => {
      await tx.query(`SET LOCAL enable_sort = off`);
      return preparedRows<ClaimedRow>(tx, CLAIM, [SEND_BATCH, SEND_LEASE_MS]);
    });
  }

  private async deliver(claimed: ClaimedRow[]): Promise<boolean> {
    const reports: RegistryReport[] = claimed.map(({ attempts: _attempts, ...r }) => ({ ...r, amountWon: toWon(r.amountWon) }));
    const ids = claimed.map((r) => r.id);
    try {
      await withTimeout(this.registry.report(reports), SEND_TIMEOUT_MS);
    } catch (error) {
      await this.failed(claimed, error);
      return false;
    }
    await preparedRows(
      this.dataSource,
      // Joined to the ids (a primary-key lookup each), not `id = ANY(…) AND state = 'pending'`, which the
      // planner answered by reading the whole pending index for every batch.
      `UPDATE registry_reports r SET state = 'acknowledged', acknowledged_at = now(), last_error = NULL
       FROM unnest($1::uuid[]) AS x(id) WHERE r.id = x.id AND r.state = 'pending'`,
      [ids],
    );
    return true;
  }

  private async failed(claimed: ClaimedRow[], error: unknown): Promise<void> {
    const expected = error instanceof RegistryUnavailableError;
    const message = String((error as Error)?.message ?? error).slice(0, 500);
    const stuck = claimed.filter((r) => r.attempts >= STUCK_AFTER_ATTEMPTS).length;
    const log = { msg: 'registry reports not delivered; tried again after their back-off', reports: claimed.length, stuck, error: message };
    if (expected && stuck === 0) this.logger.warn(log);
    else this.logger.error(log);
    await preparedRows(
      this.dataSource,
      `UPDATE registry_reports r SET next_attempt_at = now() + x.delay_ms * interval '1 millisecond', last_error = $3
       FROM unnest($1::uuid[], $2::int[]) AS x(id, delay_ms) WHERE r.id = x.id AND r.state = 'pending'`,
      [claimed.map((r) => r.id), claimed.map((r) => backoffMs(r.attempts)), message],
    );
  }
}
