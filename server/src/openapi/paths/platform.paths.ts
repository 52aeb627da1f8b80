// The platform's own routes: health, command outcomes, and this document.
import { operationsFor, uuidPath } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { anyJson, enumOf, obj, str } from '../schema';

const op = operationsFor('Platform');

export const platformSchemas: Record<string, Schema> = {};

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
