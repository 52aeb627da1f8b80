// GET /notifications and POST /notifications/read (docs/api.md "Notifications, disclosures and tax
// statements"): always the session's own notifications.
import { checkedBy, endpoint, isUuid, queryInteger, queryText, requestBody, requestQuery, Type } from '../../shared/http/schema';
import { NOTIFICATION_PAGE } from './notification-answers.schema';

/** Ids per mark-read request: a page's worth and more, never an unbounded list. */
export const MARK_READ_IDS_MAX = 500;
export const NOTIFICATIONS_LIMIT_MAX = 100;
export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
/** The cursors the server hands out are far shorter; a longer one is none of them. */
const CURSOR_MAX = 200;

export const LIST_NOTIFICATIONS = endpoint({
  method: 'get', path: '/notifications',
  id: 'listNotifications', summary: 'The investor\'s notifications, newest first, with the unread count',
  access: 'session',
  query: requestQuery({
    cursor: Type.Optional(queryText({ max: CURSOR_MAX, tooLong: 'invalid_value', measureRaw: true, description: 'From a previous page\'s `next_cursor`.' })),
    limit: Type.Optional(queryInteger({ min: 1, max: NOTIFICATIONS_LIMIT_MAX, fallback: NOTIFICATIONS_DEFAULT_LIMIT, blankIsAbsent: true })),
  }, { closed: false }),
  ok: { status: 200, description: 'A page.', schema: NOTIFICATION_PAGE },
  fails: ['invalid_input'],
});

export const MARK_NOTIFICATIONS_READ = endpoint({
  method: 'post', path: '/notifications/read',
  id: 'markNotificationsRead', summary: 'Mark notifications read',
  description: 'The given ids (the caller\'s own; others\' are ignored, at most 500) or, without `ids`, every unread one.',
  access: 'session',
  body: requestBody({ ids: Type.Optional(checkedBy<unknown>({ type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: MARK_READ_IDS_MAX, description: 'At most 500.' })) }),
  refine: ({ ids }, fail) => {
    if (ids !== undefined && !(Array.isArray(ids) && ids.length <= MARK_READ_IDS_MAX && ids.every(isUuid))) fail('ids', 'invalid_value');
  },
  bodyOptional: true,
  ok: { status: 204, description: 'Marked.' },
});
