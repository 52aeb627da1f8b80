// GET /api/dashboard/schedule: the investor's payouts between two Korea-time dates, by due date.
// Each request reads the investor's schedule version (one indexed row) and answers from the
// process's copy for that version (shared/http/versioned-copies.ts, schedule-copy.ts). The version
// moves with every event that changes the investor's rows (repayment-schedules.versions.ts), so
// an answer is never older than the rows it would read; from the replica when it may answer
// (shared/database/read-database.ts), which holds the same rows at the same version.
import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '../../shared/database/read-database';
import { PgNotifications } from '../../shared/database/pg-notifications';
import { copiesFollowing, Versioned, VersionedCopies } from '../../shared/http/versioned-copies';
import { answerOf, SCHEDULE_ROW_LIMIT, scheduleCopy, ScheduleCopy } from './schedule-copy';
import { payoutOf, SCHEDULE_COLUMNS, ScheduleRow } from './schedule-rows';

/** An investor with more rows than this is answered from the rows each time (none does today: 12 a loan). */
const MAX_COPIED_ROWS = 6_000;

const VERSION_SQL = `SELECT last_position::text AS position FROM investor_schedule_versions WHERE user_id = $1`;

// Rows an acceleration replaced are no payouts any more (the claim is: docs/api.md "Loans that go
// bad"); the holding's own page still lists them, marked `accelerated`.

/** The version and every row in one statement (one snapshot); one row of nulls beside the version when there are none. */
const COPY_SQL = `SELECT v.last_position::text AS position, ${SCHEDULE_COLUMNS}
  FROM investor_schedule_versions v
  LEFT JOIN investor_repayments r ON r.user_id = v.user_id AND r.status <> 'accelerated'
  LEFT JOIN products p ON p.id = r.product_id
  WHERE v.user_id = $1
  ORDER BY r.due_on, p.title, r.seq LIMIT $2`;

const RANGE_SQL = `SELECT ${SCHEDULE_COLUMNS}
  FROM investor_repayments r JOIN products p ON p.id = r.product_id
  WHERE r.user_id = $1 AND r.status <> 'accelerated' AND ($2::date IS NULL OR r.due_on >= $2) AND ($3::date IS NULL OR r.due_on <= $3)
  ORDER BY r.due_on, p.title, r.seq LIMIT $4`;

/** One row of the answer: docs/api.md's fields, and tax_income, tax_local, fee and paid_at. */
function rowJson(r: ScheduleRow): string {
  const payout = payoutOf(r);
  return JSON.stringify({ product_id: r.product_id, title: r.title, ...payout, tax: payout.tax_income + payout.tax_local });
}

@Injectable()
export class InvestorScheduleQuery {
  private readonly copies: VersionedCopies<ScheduleCopy>;

  constructor(
    private readonly reads: ReadDatabase,
    notifications: PgNotifications,
  ) {
    this.copies = copiesFollowing(notifications, 'repayment_schedules');
  }

  /** The answer's JSON bytes. */
  async answer(userId: string, fromOn: string | null, toOn: string | null): Promise<Buffer> {
    const [version] = await this.reads.rows<{ position: string }>(VERSION_SQL, [userId]);
    const copy = version ? await this.copies.get(userId, version.position, () => this.copyOf(userId)) : null;
    if (copy) return answerOf(copy, fromOn, toOn);
    const found = await this.reads.rows<ScheduleRow>(RANGE_SQL, [userId, fromOn, toOn, SCHEDULE_ROW_LIMIT]);
    return Buffer.from(`[${found.map(rowJson).join(',')}]`);
  }

  /** The investor's rows read again with their version (null: no version, or too many rows to copy). */
  private async copyOf(userId: string): Promise<Versioned<ScheduleCopy> | null> {
    const found = await this.reads.rows<ScheduleRow & { position: string }>(COPY_SQL, [userId, MAX_COPIED_ROWS + 1]);
    if (found.length === 0 || found.length > MAX_COPIED_ROWS) return null;
    const copy = scheduleCopy(found.filter((r) => r.product_id !== null).map((r) => ({ due_on: r.due_on, row: rowJson(r) })));
    return { version: found[0].position, value: copy, bytes: copy.body.length + 32 * copy.starts.length };
  }
}
