// Ledger tools (docs/api.md "Operators", server/src/repayments/README.md "Ledger tools"): verify and
// replay projections, browse the event log, an investor's ledger at a past moment.
import { operationsFor, queryParam } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { anyJson, arr, body, bool, cursorPage, instant, int, nullable, obj, str, uuid, won } from '../schema';

const op = operationsFor('Ledger');

export const ledgerOpsSchemas: Record<string, Schema> = {
  ProjectionReport: obj({
    name: str(),
    position: int('Event position the projection has reached.'),
    lag: int('Events behind the log: 0, every projection is applied with the events it reads.'),
    ok: bool(),
    differences: arr(obj({ table: str(), only_in_live: arr(anyJson()), only_in_log: arr(anyJson()) })),
  }, 'One projection compared with a rebuild from the event log.'),
};

export const ledgerOpsPaths: Paths = {
  '/admin/ledger/verify': {
    get: op('get', {
      id: 'adminVerifyLedger',
      summary: 'Recompute every projection from the event log and compare',
      access: 'operator',
      ok: { status: 200, description: 'The report.', schema: obj({ ok: bool(), projections: arr({ $ref: '#/components/schemas/ProjectionReport' }) }) },
    }),
  },
  '/admin/ledger/projections': {
    get: op('get', {
      id: 'adminListProjections',
      summary: 'Names of the registered projections',
      access: 'operator',
      notInApiMd: true,
      addition: 'the names `replay` accepts.',
      ok: { status: 200, description: 'Sorted names.', schema: obj({ items: arr(str()) }) },
    }),
  },
  '/admin/ledger/replay': {
    post: op('post', {
      id: 'adminReplayProjection',
      summary: 'Rebuild one read model from the event log and swap it in',
      access: 'operator',
      body: body({ projection: str('A name from GET /admin/ledger/projections; another is invalid_input `{projection: unknown_projection}`.', { maxLength: 100 }) }),
      ok: {
        status: 200,
        description: 'Rebuilt; afterwards it equals what it was (verify ok).',
        schema: obj({
          projection: str('The projection rebuilt.'),
          events: int('Events of the log applied to rebuild it.'),
          name: str('Same as `projection` (kept for earlier clients).'),
          events_position: int('The global position the rebuild reached.'),
        }),
      },
      addition: 'beside docs/api.md\'s `{projection, events}`, `name` and `events_position` (the position reached). Long runs report progress in the server log and on the CLI\'s stderr.',
    }),
  },
  '/admin/events': {
    get: op('get', {
      id: 'adminBrowseEvents',
      summary: 'The event log, in position order',
      access: 'operator',
      params: [
        queryParam('stream', str('Exact stream id, or a prefix ending in `*`.', { maxLength: 200 })),
        queryParam('type', str(), 'Only this event type.'),
        queryParam('after', int(undefined, { minimum: 0 }), 'Events after this global position (`cursor` is accepted too).'),
        queryParam('cursor', str(), 'Same as `after`: the previous page\'s `next_cursor`.'),
        queryParam('limit', int(undefined, { minimum: 1, maximum: 200, default: 50 })),
      ],
      ok: {
        status: 200,
        description: 'A page of events.',
        schema: cursorPage(obj({ global_position: int(), stream_id: str(), stream_version: int(), type: str(), data: anyJson(), metadata: anyJson(), recorded_at: instant() })),
      },
      fails: ['invalid_input'],
      addition: '`type` filter, stream prefixes, `{items, next_cursor}`.',
    }),
  },
  '/admin/ledger/history': {
    get: op('get', {
      id: 'adminInvestorHistory',
      summary: 'An investor\'s ledger at a past moment',
      description: 'Folds the investor\'s stream up to `as_of` with the wallet\'s own rules, so each line shows the running balance and held amount. Moments are business instants (the business clock): each line\'s `at` is its transaction lines\' date.',
      access: 'operator',
      notInApiMd: true,
      addition: 'the HTTP form of `npm run ledger -- history`.',
      params: [queryParam('email', str(undefined, { maxLength: 200 }), 'Required.'), queryParam('as_of', instant(), 'A business instant. Default: the business now.')],
      ok: {
        status: 200,
        description: 'The ledger.',
        schema: obj({
          user: obj({ id: uuid(), email: str(), name: str() }),
          as_of: instant(),
          balance: won(),
          held: won(),
          lines: arr(obj({
            position: int(), version: int(), at: instant(), type: str(), amount: won(), held_change: won(), balance_after: won(), held_after: won(),
            product_id: nullable(uuid()), data: anyJson(),
          })),
        }),
      },
      fails: ['invalid_input', 'not_found'],
    }),
  },
};
