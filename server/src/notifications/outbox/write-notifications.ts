// The outbox's one write path: every notification of a cause in ONE statement (an INSERT … SELECT
// over arrays), in the caller's transaction, so it commits or rolls back with the event that
// caused it. The cause's id (`sourceId`: an event's stream and version, a command id) makes a
// retry harmless: the unique (source_id, user_id, kind) index keeps one row. Marketing kinds are
// written only for investors whose consent stands, requested ones (오픈 알림) only while the
// investor's subscription stands.
import { preparedRows, Queryable } from '../../shared/database/sql';
import { categoryOf, NotificationKind } from '../notification-kinds';
import { assert } from '../../shared/errors/domain-error';

export interface OutboxNotification {
  userId: string;
  kind: NotificationKind;
  /** The cause, unique per cause: `event:<stream>@<version>` or `command:<id>`. */
  sourceId: string;
  title: string;
  body: string;
  /** A path on the site (`/user/dashboard`), or null. */
  link: string | null;
}

/** Bounds one statement's arrays: an append batch of month-end credits is at most a few thousand. */
export const MAX_NOTIFICATIONS_PER_WRITE = 20_000;

/** The business clock's instant in SQL: what the investor sees matches the platform's calendar. */
export const BUSINESS_NOW_SQL = `now() + make_interval(secs => COALESCE((SELECT offset_ms FROM business_clock), 0) / 1000.0)`;

const INSERT = `
  INSERT INTO notifications (user_id, kind, category, title, body, link, source_id, created_at)
  SELECT x.user_id, x.kind, x.category, x.title, x.body, x.link, x.source_id, ${BUSINESS_NOW_SQL}
  FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       AS x(user_id, kind, category, title, body, link, source_id)
  WHERE x.category = 'transactional'
     OR (x.category = 'marketing' AND EXISTS (SELECT 1 FROM marketing_consents c WHERE c.user_id = x.user_id AND c.consented))
     OR (x.category = 'requested' AND EXISTS (SELECT 1 FROM open_alerts a WHERE a.user_id = x.user_id))
  ON CONFLICT (source_id, user_id, kind) DO NOTHING
  RETURNING id`;

/** Writes the notifications (none twice per cause); answers how many rows are new. */
export async function writeNotifications(q: Queryable, notifications: readonly OutboxNotification[]): Promise<number> {
  if (notifications.length === 0) return 0;
  assert(notifications.length <= MAX_NOTIFICATIONS_PER_WRITE, `${notifications.length} notifications in one write (max ${MAX_NOTIFICATIONS_PER_WRITE})`);
  const written = await preparedRows(q, INSERT, [
    notifications.map((n) => n.userId),
    notifications.map((n) => n.kind),
    notifications.map((n) => categoryOf(n.kind)),
    notifications.map((n) => n.title),
    notifications.map((n) => n.body),
    notifications.map((n) => n.link),
    notifications.map((n) => n.sourceId),
  ]);
  return written.length;
}
