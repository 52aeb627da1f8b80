// Moving the business clock forward (sandbox only): one transaction raises the shared offset,
// records who moved it and from which day to which as an audit event on the `business-clock`
// stream, and notifies every process. The row lock serializes two operators. Used by the
// operators' sandbox endpoint and by demo seeding, which lives through its history this way.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BUSINESS_CLOCK_CHANNEL, BusinessClock, DAY_MS } from './business-clock';
import { seoulDate } from './clock';
import { one } from './database/sql';
import { inTransaction } from './database/transaction';
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

  async advance(days: number, actorId: string | null) {
    const offsetMs = await inTransaction(this.dataSource, async (tx) => {
      const before = await one<{ offset_ms: string; real_now: Date }>(tx, `SELECT offset_ms, now() AS real_now FROM business_clock FOR UPDATE`);
      const beforeMs = Number(before!.offset_ms);
      const afterMs = beforeMs + days * DAY_MS;
      const realNowMs = new Date(before!.real_now).getTime();
      // The move is dated on the new calendar, so whatever follows it is dated after it.
      const afterNow = new Date(realNowMs + afterMs);
      await tx.query(`UPDATE business_clock SET offset_ms = $1, updated_at = now()`, [afterMs]);
      await this.eventStore.appendAfterLast(tx, BUSINESS_CLOCK_STREAM, [{
        type: 'BusinessClockAdvanced',
        data: {
          advancedDays: days,
          offsetDaysBefore: beforeMs / DAY_MS,
          offsetDaysAfter: afterMs / DAY_MS,
          businessTodayBefore: seoulDate(new Date(realNowMs + beforeMs)),
          businessTodayAfter: seoulDate(afterNow),
        },
      }], { actor_id: actorId, business_at: afterNow.toISOString() });
      await tx.query(`SELECT pg_notify($1, $2)`, [BUSINESS_CLOCK_CHANNEL, String(afterMs)]);
      return afterMs;
    });
    // This process answers with the new day at once; the others hear the notification.
    this.clock.learn(offsetMs);
    return this.clock.view();
  }
}
