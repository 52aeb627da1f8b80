// GET /admin/mail_outbox: the mails the sandbox would have sent.
import { endpoint, queryInteger, queryText, requestQuery, Type } from '../../shared/http/schema';
import { OUTBOX_PAGE_MAX } from '../mail/mail-outbox';
import { OUTBOX_MAIL } from './identity-answers.schema';

export const ADMIN_MAIL_OUTBOX = endpoint({
  method: 'get',
  path: '/admin/mail_outbox',
  id: 'adminMailOutbox',
  summary: 'Mails the system would have sent (sandbox only)',
  description: 'Newest first. Outside the sandbox: 404 `not_found`.',
  access: 'operator',
  query: requestQuery({
    to: Type.Optional(queryText({ max: 254, tooLong: 'invalid_value', measureRaw: true, description: 'Only mails to this address (case-insensitive).', shown: { maxLength: 254 } })),
    limit: Type.Optional(queryInteger({ min: 1, max: OUTBOX_PAGE_MAX, fallback: 50 })),
  }, { closed: false }),
  ok: {
    status: 200,
    description: 'The mails.',
    schema: Type.Object({ items: Type.Array(OUTBOX_MAIL) }),
  },
  fails: ['invalid_input', 'not_found'],
  addition: '`to` and `limit` filters.',
});
