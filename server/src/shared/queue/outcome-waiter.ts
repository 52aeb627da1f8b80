// Lets an HTTP request wait for its command's outcome: LISTEN on the channel the worker
// notifies in its commit, with a poll as the safety net for a dropped listener connection.
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PgNotifications } from '../database/pg-notifications';
import { rows } from '../database/sql';
import { OUTCOME_CHANNEL, outcomeView } from './command-outcomes';
import { CommandOutcome } from './queued-command';

const POLL_INTERVAL_MS = 250;
const MAX_POLL_IDS = 500;
/** A notification normally arrives within milliseconds of its commit; after this it was lost. */
const NOTIFICATION_OVERDUE_MS = 1_000;

interface OutcomeRow {
  command_id: string;
  status: 'succeeded' | 'failed';
  result: unknown;
  fail_code: string | null;
  message: string | null;
  details: Record<string, unknown> | null;
}

/** A stored outcome row as the requester receives it (the same view its notification carries). */
export function toOutcome(row: OutcomeRow): CommandOutcome {
  return outcomeView({
    commandId: row.command_id, status: row.status, result: row.result,
    failCode: row.fail_code ?? undefined, message: row.message ?? undefined, details: row.details ?? undefined,
  });
}

@Injectable()
export class OutcomeWaiter implements OnModuleDestroy {
  private readonly logger = new Logger('outcome-waiter');
  private readonly waiters = new Map<string, Set<(o: CommandOutcome) => void>>();
  private warnedPolling = false;
  private pollTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly dataSource: DataSource, private readonly notifications: PgNotifications) {
    // A batch commit notifies its outcomes themselves (JSON arrays); an id alone means "read it".
    notifications.subscribe(OUTCOME_CHANNEL, { onPayload: (payload) => this.onNotification(payload) });
  }

  async find(commandId: string): Promise<CommandOutcome | null> {
    const [row] = await rows<OutcomeRow>(this.dataSource, `SELECT * FROM command_outcomes WHERE command_id = $1`, [commandId]);
    return row ? toOutcome(row) : null;
  }

  /**
   * The outcome, or null when `timeoutMs` passes first (the caller answers 202). `before` runs
   * once the waiter is registered — the gateway enqueues there, so a notification cannot come
   * before anyone listens. `lookUp: false` skips the first read for a command just recorded.
   */
  async wait(commandId: string, timeoutMs: number, options: { before?: () => Promise<unknown>; lookUp?: boolean } = {}): Promise<CommandOutcome | null> {
    await this.ensureListening();
    let done!: (outcome: CommandOutcome | null) => void;
    const outcome = new Promise<CommandOutcome | null>((resolve) => {
      let settled = false;
      done = (found: CommandOutcome | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.waiters.get(commandId)?.delete(done);
        if (this.waiters.get(commandId)?.size === 0) this.waiters.delete(commandId);
        resolve(found);
      };
      const timer = setTimeout(() => done(null), timeoutMs);
      if (!this.waiters.has(commandId)) this.waiters.set(commandId, new Set());
      this.waiters.get(commandId)!.add(done);
    });
    await options.before?.();
    // Registered first, then looked up: an outcome stored in between is not missed.
    if (options.lookUp !== false) this.find(commandId).then((o) => o && done(o), () => undefined);
    return outcome;
  }

  private async ensureListening(): Promise<void> {
    if (this.closed) return;
    if (!(await this.notifications.listen()) && !this.warnedPolling) {
      this.warnedPolling = true;
      this.logger.warn({ msg: 'could not LISTEN; polling instead' });
    }
    if (!this.pollTimer) {
      this.pollTimer = setInterval(() => {
        // While listening, the poll only picks up outcomes whose notification is overdue: one
        // still in flight would otherwise answer a request before the notifications sent ahead
        // of it in the same commit (a product's new state) have reached this process.
        const overdueMs = this.notifications.listening ? NOTIFICATION_OVERDUE_MS : 0;
        if (this.waiters.size > 0) void this.deliver([...this.waiters.keys()].slice(0, MAX_POLL_IDS), overdueMs);
      }, POLL_INTERVAL_MS);
      this.pollTimer.unref();
    }
  }

  private onNotification(payload: string): void {
    let items: unknown[];
    try {
      items = payload.startsWith('[') ? (JSON.parse(payload) as unknown[]) : payload.split(',');
    } catch {
      this.logger.warn({ msg: 'unreadable outcome notification', bytes: payload.length });
      return;
    }
    for (const item of items) {
      if (typeof item === 'string') {
        if (this.waiters.has(item)) this.queueDelivery(item);
      } else if (item && typeof item === 'object') {
        const outcome = item as CommandOutcome;
        for (const done of [...(this.waiters.get(outcome.command_id) ?? [])]) done(outcome);
      }
    }
  }

  private notified = new Set<string>();
  private flushScheduled = false;

  /** A batch commit notifies dozens of outcomes at once: look them up in one query. */
  private queueDelivery(commandId: string): void {
    this.notified.add(commandId);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      const ids = [...this.notified].slice(0, MAX_POLL_IDS);
      ids.forEach((id) => this.notified.delete(id));
      if (this.notified.size > 0) this.queueDelivery([...this.notified][0]);
      void this.deliver(ids);
    });
  }

  private async deliver(commandIds: string[], olderThanMs = 0): Promise<void> {
    try {
      const found = await rows<OutcomeRow>(
        this.dataSource,
        `SELECT * FROM command_outcomes WHERE command_id = ANY($1::uuid[]) AND completed_at <= now() - $2 * interval '1 millisecond'`,
        [commandIds, olderThanMs],
      );
      for (const row of found) {
        const outcome = toOutcome(row);
        for (const done of [...(this.waiters.get(row.command_id) ?? [])]) done(outcome);
      }
    } catch (error) {
      if (!this.closed) this.logger.warn({ msg: 'outcome lookup failed', error: String(error) });
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    for (const [, set] of this.waiters) for (const done of [...set]) (done as (o: CommandOutcome | null) => void)(null);
  }
}
