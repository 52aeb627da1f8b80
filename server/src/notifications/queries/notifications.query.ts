// GET /notifications: the investor's own notifications, newest first, by an opaque cursor (the
// last item's instant and id), with the unread count for the header's badge; and marking read.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { isUuid } from '../../shared/http/schema/formats';
import type { NotificationItem, NotificationPage } from '../http/notification-answers.schema';

export interface Cursor {
  at: string;
  id: string;
}

const encodeCursor = (c: Cursor): string => Buffer.from(`${c.at}|${c.id}`).toString('base64url');

/** A cursor this query handed out, or null. */
export function decodeCursor(text: string): Cursor | null {
  const [at, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  return at && id && isUuid(id) && !Number.isNaN(Date.parse(at)) ? { at, id } : null;
}

@Injectable()
export class NotificationsQuery {
  constructor(private readonly dataSource: DataSource) {}

  async page(userId: string, q: { cursor: Cursor | null; limit: number }): Promise<NotificationPage> {
    const found = await rows<Omit<NotificationItem, 'created_at' | 'read_at'> & { created_at: Date; at_text: string; read_at: Date | null }>(
      this.dataSource,
      `SELECT id, kind, category, title, body, link, created_at, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_text, read_at
       FROM notifications
       WHERE user_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
       ORDER BY created_at DESC, id DESC LIMIT $4`,
      [userId, q.cursor?.at ?? null, q.cursor?.id ?? null, q.limit + 1],
    );
    const items = found.slice(0, q.limit);
    const last = items[items.length - 1];
    return {
      items: items.map(({ at_text: _atText, ...n }) => ({
        ...n, created_at: new Date(n.created_at).toISOString(), read_at: n.read_at ? new Date(n.read_at).toISOString() : null,
      })),
      // The cursor keeps microseconds (a JS Date would cut them and skip or repeat a row).
      next_cursor: found.length > q.limit && last ? encodeCursor({ at: last.at_text, id: last.id }) : null,
      unread: await this.unread(userId),
    };
  }

  async unread(userId: string): Promise<number> {
    const row = await one<{ n: number }>(this.dataSource, `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL`, [userId]);
    return row?.n ?? 0;
  }

  /** Marks the given ids (only the investor's own) or, with none, every unread one. */
  async markRead(userId: string, ids: string[] | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))`,
      [userId, ids],
    );
  }
}
