// The business clock (docs/design.md "Business time"): what the calendar decides — products opening
// and closing, due dates, overdue, the bank's maintenance window, the daily repayment run —
// reads this clock; sessions, tickets' expiry, reset tokens and rate limits read `Clock` (real
// time). In production the offset is 0; in sandbox mode operators move it forward, for every
// process at once: it lives in PostgreSQL, each process follows it through a notification sent
// by the advancing transaction, and the worker reads it inside each command's own transaction
// (CommandProcessor), so no command is decided on a stale day.
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock, seoulDate } from './clock';
import { one, Queryable } from './database/sql';
import { PgNotifications } from './database/pg-notifications';

export const BUSINESS_CLOCK_CHANNEL = 'business_clock';
export const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a process re-reads the offset when it may have missed a notification. */
const REFRESH_MS = 5_000;

/** The stored offset, read in the caller's transaction (the worker's command transaction). */
export async function readBusinessOffsetMs(q: Queryable): Promise<number> {
  const row = await one<{ offset_ms: string }>(q, `SELECT offset_ms FROM business_clock`);
  return Number(row?.offset_ms ?? 0);
}

@Injectable()
export class BusinessClock implements OnModuleInit {
  private readonly logger = new Logger('business-clock');
  private offsetMs = 0;
  private refreshedAtMs = 0;

  constructor(
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly notifications: PgNotifications,
  ) {}

  async onModuleInit(): Promise<void> {
    this.notifications.subscribe(BUSINESS_CLOCK_CHANNEL, {
      onPayload: (payload) => this.learn(Number(payload)),
      // Missed notifications are made up by the next refresh.
      onLost: () => (this.refreshedAtMs = 0),
    });
    await this.refresh();
    void this.notifications.listen();
  }

  /** Real time (the process's Clock, which tests may move) plus the business offset. */
  now(): Date {
    if (this.clock.now().getTime() - this.refreshedAtMs > REFRESH_MS) void this.refresh().catch(() => undefined);
    return new Date(this.clock.now().getTime() + this.offsetMs);
  }

  /** The business date in Korea time (YYYY-MM-DD). */
  today(): string {
    return seoulDate(this.now());
  }

  offsetDays(): number {
    return Math.floor(this.offsetMs / DAY_MS);
  }

  /** The business instant of a real one (a command's received time). */
  at(realAt: Date, offsetMs: number = this.offsetMs): Date {
    return new Date(realAt.getTime() + offsetMs);
  }

  /** What GET /admin/sandbox/clock answers (platform-api/platform.schema.ts BUSINESS_CLOCK). */
  view() {
    const now = this.now();
    return { now: now.toISOString(), today: seoulDate(now), offset_days: this.offsetDays() };
  }

  async refresh(q: Queryable = this.dataSource): Promise<void> {
    this.refreshedAtMs = this.clock.now().getTime();
    this.learn(await readBusinessOffsetMs(q));
  }

  /** Only ever forward: a late or repeated notification never moves this process back. */
  learn(offsetMs: number): void {
    if (!Number.isSafeInteger(offsetMs) || offsetMs <= this.offsetMs) return;
    this.logger.log({ msg: 'business clock moved', offset_days: Math.floor(offsetMs / DAY_MS) });
    this.offsetMs = offsetMs;
  }
}
