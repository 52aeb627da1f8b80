// What operators and the sandbox read of the registry outbox: counts by state, the oldest report
// still pending and its age, a bounded page of reports (GET /admin/registry/reports), and an
// investor's reports as the sandbox registry holds them (GET /admin/sandbox/registry/reports).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import { CentralRegistry } from '../central-registry.port';
import { REPORTS_PAGE_MAX, type ReceivedView, type ReportsOverview, type ReportState, type ReportView } from '../http/registry-answers.schema';
import { STUCK_AFTER_ATTEMPTS } from './backoff';

/** A registry_reports row, its columns in ReportView's order: the amount as bigint text, the instants as Dates. */
type ReportRow = Omit<ReportView, 'amount' | 'at' | 'next_attempt_at' | 'acknowledged_at'> & { amount: string; at: Date; next_attempt_at: Date; acknowledged_at: Date | null };

function viewOf(r: ReportRow): ReportView {
  return {
    ...r, amount: toWon(r.amount), at: r.at.toISOString(), next_attempt_at: r.state === 'pending' ? r.next_attempt_at.toISOString() : null,
    acknowledged_at: r.acknowledged_at?.toISOString() ?? null,
  };
}

@Injectable()
export class RegistryReportsQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: CentralRegistry,
  ) {}

  /** Pending reports oldest first (what is late); acknowledged or all, newest first. */
  async overview(state: ReportState | null, limit: number): Promise<ReportsOverview> {
    const summary = await one<{ pending: number; acknowledged: number; stuck: number; oldest: Date | null; age: number | null }>(
      this.dataSource,
      `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending, count(*) FILTER (WHERE state = 'acknowledged')::int AS acknowledged,
         count(*) FILTER (WHERE state = 'pending' AND attempts >= $1)::int AS stuck,
         min(created_at) FILTER (WHERE state = 'pending') AS oldest,
         floor(extract(epoch FROM now() - min(created_at) FILTER (WHERE state = 'pending')))::int AS age
       FROM registry_reports`,
      [STUCK_AFTER_ATTEMPTS],
    );
    const items = await rows<ReportRow>(
      this.dataSource,
      `SELECT id, kind, user_id, product_id, amount, at, state, attempts, next_attempt_at, last_error, acknowledged_at FROM registry_reports
       WHERE $1::text IS NULL OR state = $1
       ORDER BY CASE WHEN $1 = 'pending' THEN event_position END, event_position DESC LIMIT $2`,
      [state, limit],
    );
    return {
      counts: { pending: summary?.pending ?? 0, acknowledged: summary?.acknowledged ?? 0, stuck: summary?.stuck ?? 0 },
      oldest_pending_at: summary?.oldest?.toISOString() ?? null,
      oldest_pending_age_seconds: summary?.age ?? null,
      items: items.map(viewOf),
    };
  }

  /**
   * An investor's reports as the sandbox registry sees them: what it received (acknowledged: it
   * holds them, applied once) and, after them, what the platform still has to deliver (pending).
   */
  async sandboxReports(userId: string): Promise<ReceivedView[]> {
    const received = await this.registry.received(userId);
    const pending = await rows<ReportRow>(
      this.dataSource,
      `SELECT id, kind, user_id, product_id, amount, at, state FROM registry_reports WHERE user_id = $1 AND state = 'pending'
       ORDER BY event_position LIMIT $2`,
      [userId, REPORTS_PAGE_MAX * 5],
    );
    const held = new Set(received.map((r) => r.id));
    return [
      ...received.map((r) => ({ kind: r.kind, user_id: r.userId, product_id: r.productId, amount: r.amountWon, at: r.at.toISOString(), state: 'acknowledged' as const })),
      ...pending.filter((r) => !held.has(r.id)).map((r) => ({ kind: r.kind, user_id: r.user_id, product_id: r.product_id, amount: toWon(r.amount), at: r.at.toISOString(), state: 'pending' as const })),
    ];
  }
}
