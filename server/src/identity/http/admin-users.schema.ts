// GET /admin/users: operators search accounts.
import { endpoint, page, pageQueryParams, queryText, ref, requestQuery, Type } from '../../shared/http/schema';

export const ADMIN_SEARCH_USERS = endpoint({
  method: 'get',
  path: '/admin/users',
  id: 'adminSearchUsers',
  summary: 'Search accounts',
  description: '`q` matches e-mail, name, phone, a corporation\'s company name or business number (substring, case-insensitive), newest first. A corporation\'s `corporate` carries its `beneficial_owner` here.',
  access: 'operator',
  query: requestQuery({
    q: Type.Optional(queryText({ max: 100, tooLong: 'invalid_value', measureRaw: true, shown: { maxLength: 100 } })),
    ...pageQueryParams(),
  }, { closed: false }),
  ok: { status: 200, description: 'A page of users.', schema: page(ref('User')) },
  fails: ['invalid_input'],
  addition: 'paged `{items, page, size, total}`.',
});
