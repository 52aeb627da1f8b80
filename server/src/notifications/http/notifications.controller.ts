// GET /notifications, POST /notifications/read (docs/api.md): always the session's own notifications.
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { invalidInput } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyOf, QueryOf, ValidBody, ValidQuery } from '../../shared/http/schema';
import { decodeCursor, NotificationsQuery } from '../queries/notifications.query';
import type { NotificationPage } from './notification-answers.schema';
import { LIST_NOTIFICATIONS, MARK_NOTIFICATIONS_READ, NOTIFICATIONS_DEFAULT_LIMIT } from './notifications.schema';

@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsQuery) {}

  /** ?cursor=&limit=: anything else in the query is ignored. */
  @Get()
  list(@CurrentUser() me: SessionUser, @ValidQuery(LIST_NOTIFICATIONS) query: QueryOf<typeof LIST_NOTIFICATIONS>): Promise<NotificationPage> {
    const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !cursor) throw invalidInput({ cursor: 'invalid_value' });
    return this.notifications.page(me.id, { cursor, limit: query.limit ?? NOTIFICATIONS_DEFAULT_LIMIT });
  }

  /** {ids?}: those (the investor's own; others' are ignored) or, without ids, every unread one. */
  @Post('read')
  @HttpCode(204)
  async read(@CurrentUser() me: SessionUser, @ValidBody(MARK_NOTIFICATIONS_READ) input: BodyOf<typeof MARK_NOTIFICATIONS_READ>): Promise<void> {
    const ids = input.ids as string[] | undefined;
    await this.notifications.markRead(me.id, ids === undefined ? null : ids.map((id) => id.toLowerCase()));
  }
}
