// Ledger tools (docs/api.md "Operators", server/src/repayments/README.md "Ledger tools"): verify and
// replay projections, browse the event log, an investor's ledger at a past moment. The answers'
// shapes are in ledger-answers.schema.ts (no Nest), which the web reads as types.
import { cursorPage, endpoint, queryInstant, queryInteger, queryParam, queryText, requestBody, requestQuery, str, text, Type } from '../../shared/http/schema';
import { INVESTOR_HISTORY, LEDGER_REPORT, LOGGED_EVENT, PROJECTION_REPORT, REPLAYED_PROJECTION } from './ledger-answers.schema';

export type { InvestorHistory, LedgerReport, LoggedEvent, ReplayedProjection } from './ledger-answers.schema';

/** The most events GET /admin/events answers in one page (the event browser bounds `limit` by it too). */
export const MAX_EVENTS_PAGE = 200;

export const ADMIN_VERIFY_LEDGER = endpoint({
  method: 'get',
  path: '/admin/ledger/verify',
  id: 'adminVerifyLedger',
  summary: 'Recompute every projection from the event log and compare',
  access: 'operator',
  ok: { status: 200, description: 'The report.', schema: LEDGER_REPORT },
});

export const ADMIN_LIST_PROJECTIONS = endpoint({
  method: 'get',
  path: '/admin/ledger/projections',
  id: 'adminListProjections',
  summary: 'Names of the registered projections',
  access: 'operator',
  notInApiMd: true,
  addition: 'the names `replay` accepts.',
  ok: { status: 200, description: 'Sorted names.', schema: Type.Object({ items: Type.Array(str()) }) },
});

export const ADMIN_REPLAY_PROJECTION = endpoint({
  method: 'post',
  path: '/admin/ledger/replay',
  id: 'adminReplayProjection',
  summary: 'Rebuild one read model from the event log and swap it in',
  access: 'operator',
  body: requestBody({ projection: text({ description: 'A name from GET /admin/ledger/projections; another is invalid_input `{projection: unknown_projection}`.', max: 100 }) }),
  ok: {
    status: 200,
    description: 'Rebuilt; afterwards it equals what it was (verify ok).',
    schema: REPLAYED_PROJECTION,
  },
  addition: 'beside docs/api.md\'s `{projection, events}`, `name` and `events_position` (the position reached). Long runs report progress in the server log and on the CLI\'s stderr.',
});

/** `after` is also read from `cursor` (the controller passes `cursor` as `after` when `after` is absent). */
export const ADMIN_BROWSE_EVENTS = endpoint({
  method: 'get',
  path: '/admin/events',
  id: 'adminBrowseEvents',
  summary: 'The event log, in position order',
  access: 'operator',
  params: [queryParam('cursor', str(), 'Same as `after`: the previous page\'s `next_cursor`.')],
  query: requestQuery({
    limit: Type.Optional(queryInteger({ min: 1, max: MAX_EVENTS_PAGE, fallback: 50, blankIsAbsent: true })),
    after: Type.Optional(queryInteger({ description: 'Events after this global position (`cursor` is accepted too).', min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0, blankIsAbsent: true, shownMax: false })),
    stream: Type.Optional(queryText({ description: 'Exact stream id, or a prefix ending in `*`.', max: 200, shown: { maxLength: 200 } })),
    type: Type.Optional(queryText({ description: 'Only this event type.', max: Number.MAX_SAFE_INTEGER })),
  }, { closed: false, firstOnly: true }),
  ok: {
    status: 200,
    description: 'A page of events.',
    schema: cursorPage(LOGGED_EVENT),
  },
  fails: ['invalid_input'],
  addition: '`type` filter, stream prefixes, `{items, next_cursor}`.',
});

export const ADMIN_INVESTOR_HISTORY = endpoint({
  method: 'get',
  path: '/admin/ledger/history',
  id: 'adminInvestorHistory',
  summary: 'An investor\'s ledger at a past moment',
  description: 'Folds the investor\'s stream up to `as_of` with the wallet\'s own rules, so each line shows the running balance and held amount. Moments are business instants (the business clock): each line\'s `at` is its transaction lines\' date.',
  access: 'operator',
  notInApiMd: true,
  addition: 'the HTTP form of `npm run ledger -- history`.',
  // Longer than 200 characters (before trimming) is `required` too: no account has such an e-mail.
  query: requestQuery({
    email: queryText({ description: 'Required.', max: 200, tooLong: 'required', measureRaw: true, shown: { maxLength: 200 } }),
    as_of: Type.Optional(queryInstant('A business instant. Default: the business now.')),
  }, { closed: false, firstOnly: true }),
  ok: { status: 200, description: 'The ledger.', schema: INVESTOR_HISTORY },
  fails: ['invalid_input', 'not_found'],
});

export const LEDGER_OPS_ENDPOINTS = [ADMIN_VERIFY_LEDGER, ADMIN_LIST_PROJECTIONS, ADMIN_REPLAY_PROJECTION, ADMIN_BROWSE_EVENTS, ADMIN_INVESTOR_HISTORY];
export const LEDGER_OPS_SCHEMAS = { ProjectionReport: PROJECTION_REPORT };
