// Moving the business clock forward (sandbox only): one transaction raises the shared offset,
// records who moved it and from which day to which as an audit event on the `business-clock`
// stream, and notifies every process. The row lock serializes two operators. Used by the
// operators' sandbox endpoint and by demo seeding, which lives through its history this way.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BUSINESS_CLOCK_CHANNEL, BusinessClock, BusinessClockView, DAY_MS } from './business-clock';
import { seoulDate } from './clock';
import { one } from './database/sql';
import { EventStore } from './event-store/event-store';

export const BUSINESS_CLOCK_STREAM = 'business-clock';
export const MAX_ADVANCE_DAYS = 400;

@Injectable()
export class BusinessClockControls {
  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly clock: BusinessClock,
  ) {}

  async advance(days: number, actorId: string | null): Promise<BusinessClockView> {
    const tx = this.dataSource.createQueryRunner();
    await tx.connect();
    let offsetMs: number;
    try {
      await tx.startTransaction();
      const before = await one<{ offset_ms: string; real_now: Date }>(tx, `SELECT offset_ms, now() AS real_now FROM business_clock FOR UPDATE`);
      const beforeMs = Number(before!.offset_ms);
      await tx.query(`UPDATE business_clock SET offset_ms = $1, updated_at = now()`, [beforeMs + days * DAY_MS]);
      const moved = { before_ms: beforeMs, after_ms: beforeMs + days * DAY_MS, real_now: before!.real_now };
      offsetMs = Number(moved!.after_ms);
      const realNow = new Date(moved!.real_now);
      const version = await one<{ v: number }>(tx, `SELECT COALESCE(max(stream_version), 0)::int AS v FROM events WHERE stream_id = $1`, [BUSINESS_CLOCK_STREAM]);
      await this.eventStore.append(
        tx,
        [{
          streamId: BUSINESS_CLOCK_STREAM,
          expectedVersion: version!.v,
          events: [{
            type: 'BusinessClockAdvanced',
            data: {
              advancedDays: days,
              offsetDaysBefore: Number(moved!.before_ms) / DAY_MS,
              offsetDaysAfter: offsetMs / DAY_MS,
              businessTodayBefore: seoulDate(new Date(realNow.getTime() + Number(moved!.before_ms))),
              businessTodayAfter: seoulDate(new Date(realNow.getTime() + offsetMs)),
            },
          }],
        }],
        { actor_id: actorId },
      );
      await tx.query(`SELECT pg_notify($1, $2)`, [BUSINESS_CLOCK_CHANNEL, String(offsetMs)]);
      await tx.commitTransaction();
    } catch (error) {
      if (tx.isTransactionActive) await tx.rollbackTransaction();
      throw error;
    } finally {
      await tx.release();
    }
    // This process answers with the new day at once; the others hear the notification.
    this.clock.learn(offsetMs);
    return this.clock.view();
  }
}
