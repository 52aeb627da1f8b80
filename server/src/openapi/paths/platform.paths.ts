// The platform's own routes: health, command outcomes, the business clock, and this document.
import { operationsFor, uuidPath } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { anyJson, body, date, enumOf, instant, int, nullable, obj, ref, str } from '../schema';

const op = operationsFor('Platform');

export const platformSchemas: Record<string, Schema> = {
  BusinessClock: obj({
    now: instant('The business instant: real time plus the offset.'),
    today: date('The business date, Korea time (YYYY-MM-DD).'),
    offset_days: int('Whole days the clock runs ahead of real time.', { minimum: 0 }),
  }, 'The platform\'s business clock: what the calendar decides (products opening and closing, due dates, overdue, the bank\'s maintenance window, the daily repayment run, disclosure months) reads it. Sessions, tickets, reset tokens and rate limits keep real time.'),
};

export const platformPaths: Paths = {
  '/health': {
    get: op('get', {
      id: 'getHealth',
      summary: 'Liveness and mode',
      access: 'public',
      ok: {
        status: 200,
        description: 'The process is up.',
        schema: obj({
          status: { type: 'string', const: 'ok' },
          database: enumOf(['embedded', 'external']),
          queue: enumOf(['bullmq', 'in-process']),
          version: str(),
          replica: nullable(obj({
            status: enumOf(['ok', 'unavailable'], 'unavailable: the main reads go to the primary until the replica answers again.'),
            lag_bytes: nullable(int('WAL the primary has written that the replica has not replayed yet.', { minimum: 0 })),
            lag_seconds: nullable({ type: 'number', minimum: 0, description: 'Seconds since the replica last replayed a transaction while WAL is left to replay (0 when caught up).' }),
            replay_lsn: nullable(str('The WAL position the replica has replayed.')),
            checked_at: nullable(instant('When the replica was last asked.')),
          }, 'Added by this server: the streaming replica of DATABASE_READ_URL (null without one). The investors\' main reads go to it when it has replayed their session\'s last write, else to the primary.')),
        }),
      },
    }),
  },
  '/commands/{id}': {
    get: op('get', {
      id: 'getCommand',
      summary: 'Outcome of a command that answered 202',
      description: 'Scoped to the command\'s actor; operators see every command. `result` is the body the original request would have answered with; `fail_code` the code it would have failed with.',
      access: 'session',
      params: [{ ...uuidPath('id', 'command'), description: 'The `command_id` of a 202 answer (UUID, else 400 invalid_input).' }],
      ok: {
        status: 200,
        description: 'The command\'s state.',
        schema: obj({
          status: enumOf(['pending', 'succeeded', 'failed']),
          'result?': anyJson('When succeeded: the answer of the original request.'),
          'fail_code?': { type: ['string', 'null'], description: 'When failed: the original request\'s fail_code.' },
        }),
      },
      fails: ['invalid_input', 'not_found'],
    }),
  },
  '/admin/sandbox/clock': {
    get: op('get', {
      id: 'adminGetBusinessClock',
      summary: 'The business clock (sandbox only)',
      access: 'operator',
      ok: { status: 200, description: 'The clock.', schema: ref('BusinessClock') },
      fails: ['not_found'],
    }),
    post: op('post', {
      id: 'adminAdvanceBusinessClock',
      summary: 'Move the business clock forward for every process (sandbox only)',
      description: 'Never backward. Recorded as a `BusinessClockAdvanced` event on the `business-clock` stream. Outside sandbox mode the route answers 404 `not_found`.',
      access: 'operator',
      body: body({ advance_days: int('Days to move forward.', { minimum: 1, maximum: 400 }) }),
      ok: { status: 200, description: 'The clock after the move.', schema: ref('BusinessClock') },
      fails: ['invalid_input', 'not_found'],
    }),
  },
  '/openapi.json': {
    get: op('get', {
      id: 'getOpenApiDocument',
      summary: 'This OpenAPI 3.1 document',
      access: 'public',
      notInApiMd: true,
      addition: 'the document itself; paths here are relative to the server URL `/api`.',
      ok: { status: 200, description: 'The document.', schema: { type: 'object' } },
    }),
  },
};
