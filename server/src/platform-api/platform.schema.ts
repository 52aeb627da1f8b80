// The platform's own routes: health, command outcomes and the business clock (the OpenAPI
// document's own route is declared beside it, in openapi/).
import { at, calendarDate, constant, endpoint, enumOf, int, integer, nullable, ref, requestBody, str, Type, uuidPath, type Static } from '../shared/http/schema';
import { MAX_ADVANCE_DAYS } from '../shared/business-clock-controls';

export const BUSINESS_CLOCK = Type.Object({
  now: at('The business instant: real time plus the offset.'),
  today: calendarDate('The business date, Korea time (YYYY-MM-DD).'),
  offset_days: int('Whole days the clock runs ahead of real time.', { minimum: 0 }),
}, { description: 'The platform\'s business clock: what the calendar decides (products opening and closing, due dates, overdue, the bank\'s maintenance window, the daily repayment run, disclosure months) reads it. Sessions, tickets, reset tokens and rate limits keep real time.' });
export type BusinessClockView = Static<typeof BUSINESS_CLOCK>;

export const HEALTH = Type.Object({
  status: constant('ok'),
  database: enumOf(['embedded', 'external']),
  queue: enumOf(['bullmq', 'in-process']),
  version: str(),
  replica: nullable(Type.Object({
    status: enumOf(['ok', 'unavailable'], 'unavailable: the main reads go to the primary until the replica answers again.'),
    lag_bytes: nullable(int('WAL the primary has written that the replica has not replayed yet.', { minimum: 0 })),
    lag_seconds: nullable(Type.Number({ minimum: 0, description: 'Seconds since the replica last replayed a transaction while WAL is left to replay (0 when caught up).' })),
    replay_lsn: nullable(str('The WAL position the replica has replayed.')),
    checked_at: nullable(at('When the replica was last asked.')),
  }, { description: 'Added by this server: the streaming replica of DATABASE_READ_URL (null without one). The investors\' main reads go to it when it has replayed their session\'s last write, else to the primary.' })),
});

export const GET_HEALTH = endpoint({
  method: 'get',
  path: '/health',
  id: 'getHealth',
  summary: 'Liveness and mode',
  access: 'public',
  ok: { status: 200, description: 'The process is up.', schema: HEALTH },
});

export const GET_COMMAND = endpoint({
  method: 'get',
  path: '/commands/{id}',
  id: 'getCommand',
  summary: 'Outcome of a command that answered 202',
  description: 'Scoped to the command\'s actor; operators see every command. `result` is the body the original request would have answered with; `fail_code` the code it would have failed with.',
  access: 'session',
  params: [{ ...uuidPath('id', 'command'), description: 'The `command_id` of a 202 answer (UUID, else 400 invalid_input).' }],
  ok: {
    status: 200,
    description: 'The command\'s state.',
    schema: Type.Object({
      status: enumOf(['pending', 'succeeded', 'failed']),
      result: Type.Optional(Type.Unknown({ description: 'When succeeded: the answer of the original request.' })),
      fail_code: Type.Optional(nullable(Type.String({ description: 'When failed: the original request\'s fail_code.' }))),
    }),
  },
  fails: ['invalid_input', 'not_found'],
});

export const ADMIN_GET_BUSINESS_CLOCK = endpoint({
  method: 'get',
  path: '/admin/sandbox/clock',
  id: 'adminGetBusinessClock',
  summary: 'The business clock (sandbox only)',
  access: 'operator',
  ok: { status: 200, description: 'The clock.', schema: ref<BusinessClockView>('BusinessClock') },
  fails: ['not_found'],
});

export const ADMIN_ADVANCE_BUSINESS_CLOCK = endpoint({
  method: 'post',
  path: '/admin/sandbox/clock',
  id: 'adminAdvanceBusinessClock',
  summary: 'Move the business clock forward for every process (sandbox only)',
  description: 'Never backward. Recorded as a `BusinessClockAdvanced` event on the `business-clock` stream. Outside sandbox mode the route answers 404 `not_found`.',
  access: 'operator',
  body: requestBody({ advance_days: integer({ description: 'Days to move forward.', min: 1, max: MAX_ADVANCE_DAYS }) }),
  ok: { status: 200, description: 'The clock after the move.', schema: ref<BusinessClockView>('BusinessClock') },
  fails: ['invalid_input', 'not_found'],
});

export const PLATFORM_ENDPOINTS = [GET_HEALTH, GET_COMMAND, ADMIN_GET_BUSINESS_CLOCK, ADMIN_ADVANCE_BUSINESS_CLOCK];
export const PLATFORM_SCHEMAS = { BusinessClock: BUSINESS_CLOCK };
