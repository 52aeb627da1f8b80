// Path, query and header parameters of an endpoint schema, as the OpenAPI document shows them.
import type { SchemaObject } from 'openapi3-ts/oas31';
import type { Param } from './endpoint';

export const pathParam = (name: string, schema: SchemaObject, description?: string): Param => ({ name, in: 'path', required: true, schema, ...(description ? { description } : {}) });
export const queryParam = (name: string, schema: SchemaObject, description?: string): Param => ({ name, in: 'query', required: false, schema, ...(description ? { description } : {}) });
export const uuidPath = (name: string, what: string): Param =>
  pathParam(name, { type: 'string', format: 'uuid' }, `The ${what}'s id (UUID; anything else is 400 invalid_input).`);

export const idempotencyKey = (required: boolean, maxLength: number, description: string): Param => ({
  name: 'Idempotency-Key',
  in: 'header',
  required,
  schema: { type: 'string', minLength: 1, maxLength },
  description,
});
