// The document's paths for contexts whose endpoints are declared as schemas (shared/http/schema):
// each endpoint becomes one operation through the same builder the hand-written paths use, so the
// platform's fail codes, security and Korean notes are added the same way for both.
import { KindGuard, type TObject } from '@sinclair/typebox';
import type { Endpoint, Param } from '../shared/http/schema';
import type { Access as DocAccess } from './operation';
import { operationsFor, type Answer } from './operation';
import type { Parameter, Paths, Schema } from './openapi.types';

/** Any endpoint, whatever its body type (`refine` is the reader's, not the document's). */
type AnyEndpoint = Omit<Endpoint, 'refine'> & { refine?: unknown };

/** A query schema's properties as parameters: each property's description is the parameter's. */
function queryParams(query: TObject | undefined): Param[] {
  if (!query) return [];
  return Object.entries(query.properties).map(([name, schema]) => {
    const { description, ...rest } = schema as { description?: string };
    const param: Param = { name, in: 'query', required: !KindGuard.IsOptional(schema), schema: rest };
    return description ? { ...param, description } : param;
  });
}

/** The endpoints of one tag, grouped by path template. */
export function endpointPaths(tag: string, endpoints: readonly AnyEndpoint[]): Paths {
  const op = operationsFor(tag);
  const paths: Paths = {};
  for (const e of endpoints) {
    const { method, path, body, ok, access, refine: _refine, query, ...rest } = e;
    const params = [...(rest.params ?? []), ...queryParams(query)];
    const operation = op(method, {
      ...rest,
      access: access as DocAccess,
      ...(params.length ? { params: params as Parameter[] } : {}),
      ...(body ? { body: body as unknown as Schema } : {}),
      ok: [ok].flat() as unknown as Answer[],
    });
    paths[path] = { ...paths[path], [method]: operation };
  }
  return paths;
}
