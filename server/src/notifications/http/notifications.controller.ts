// GET /notifications, POST /notifications/read (docs/api.md): always the session's own notifications.
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { invalidInput } from '../../shared/errors/domain-error';
import { BodyReader, isUuid } from '../../shared/http/validation';
import { MARK_READ_IDS_MAX, NotificationPage, NotificationsQuery, parseNotificationQuery } from '../queries/notifications.query';

@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsQuery) {}

  @Get()
  list(@CurrentUser() me: SessionUser, @Query() query: Record<string, unknown>): Promise<NotificationPage> {
    return this.notifications.page(me.id, parseNotificationQuery(query));
  }

  /** {ids?}: those (the investor's own; others' are ignored) or, without ids, every unread one. */
  @Post('read')
  @HttpCode(204)
  async read(@CurrentUser() me: SessionUser, @Body() body: unknown): Promise<void> {
    const input = new BodyReader(body ?? {}, ['ids']);
    const ids = input.raw('ids');
    input.done();
    if (ids !== undefined && !(Array.isArray(ids) && ids.length <= MARK_READ_IDS_MAX && ids.every(isUuid))) throw invalidInput({ ids: 'invalid_value' });
    await this.notifications.markRead(me.id, ids === undefined ? null : ids.map((id: string) => id.toLowerCase()));
  }
}
