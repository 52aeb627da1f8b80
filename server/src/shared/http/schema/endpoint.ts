// One endpoint, declared once: its route, who may call it, its body's schema, its answers and the
// fail codes its handler can answer. The controller reads its body through it (`ValidBody`), the
// OpenAPI document is generated from it (openapi/operation.ts), and the web takes its types
// from the same schemas (`Static<typeof …>`), so the three cannot drift.
import { Body, Injectable, Query, type PipeTransform } from '@nestjs/common';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { HeaderObject, ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import type { FailCode } from '../../errors/fail-codes';
import { readBody, type Refine } from './read-input';
import { readQuery } from './read-query';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Access = 'public' | 'optionalSession' | 'session' | 'operator' | 'bank';

export interface Answer {
  status: number;
  description: string;
  schema?: TSchema;
  headers?: Record<string, HeaderObject>;
  /** Media types it also comes in beside JSON (a PDF, a CSV file), each with its schema. */
  content?: Record<string, { schema: SchemaObject }>;
}

/** A path, query or header parameter, as the OpenAPI document shows it. */
export interface Param extends ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: SchemaObject;
  description?: string;
}

export interface Endpoint<B extends TObject = TObject, Q extends TObject = TObject> {
  method: Method;
  /** The OpenAPI path template under /api, e.g. `/admin/bank/unmatched_deposits/{tid}/assign`. */
  path: string;
  id: string;
  summary: string;
  /** What the operation does, in English. */
  description?: string;
  /** What the server serves beyond the contract it started from (docs/api.md). */
  addition?: string;
  /** True when docs/api.md does not list the operation at all. */
  notInApiMd?: boolean;
  access: Access;
  params?: Param[];
  /** The query string's parameters (requestQuery), read by `ValidQuery` and documented after `params`. */
  query?: Q;
  body?: B;
  /** Bodies are required unless every field is optional. */
  bodyOptional?: boolean;
  /** Checks across fields, answered in the same invalid_input as the fields' own. */
  refine?: Refine<Static<B>>;
  ok: Answer | Answer[];
  /** Codes the handler itself can answer; the platform's codes are added (openapi/operation.ts). */
  fails?: FailCode[];
  command?: boolean;
  rateLimited?: boolean;
}

export const endpoint = <B extends TObject = TObject, Q extends TObject = TObject>(spec: Endpoint<B, Q>): Endpoint<B, Q> => spec;

/** The body an endpoint's handler receives, typed by its schema. */
export type BodyOf<E> = E extends Endpoint<infer B, TObject> ? Static<B> : never;
/** The query an endpoint's handler receives, typed by its schema. */
export type QueryOf<E> = E extends Endpoint<TObject, infer Q> ? Static<Q> : never;

@Injectable()
class EndpointBodyPipe implements PipeTransform {
  constructor(private readonly spec: Endpoint<TObject>) {}

  transform(value: unknown): unknown {
    return bodyOf(this.spec, value);
  }
}

/** `@ValidBody(ENDPOINT) input: BodyOf<typeof ENDPOINT>`: the request body read against the endpoint's schema. */
export const ValidBody = <B extends TObject, Q extends TObject>(spec: Endpoint<B, Q>): ParameterDecorator => Body(new EndpointBodyPipe(spec as unknown as Endpoint<TObject>));

/**
 * The body read inside the handler, for the few endpoints that must answer something else first
 * (the bank's signature, a sandbox route outside the sandbox: `not_found` before `invalid_input`).
 */
export function bodyOf<B extends TObject, Q extends TObject>(spec: Endpoint<B, Q>, body: unknown): Static<B> {
  if (!spec.body) throw new Error(`${spec.id} has no body schema`);
  return readBody(spec.body, body, spec.refine);
}

@Injectable()
class EndpointQueryPipe implements PipeTransform {
  constructor(private readonly query: TObject) {}

  transform(value: unknown): unknown {
    return readQuery(this.query, (value ?? {}) as Record<string, unknown>);
  }
}

/** `@ValidQuery(ENDPOINT) query: QueryOf<typeof ENDPOINT>`: the query string read against the endpoint's schema. */
export function ValidQuery<B extends TObject, Q extends TObject>(spec: Endpoint<B, Q>): ParameterDecorator {
  if (!spec.query) throw new Error(`${spec.id} has no query schema`);
  return Query(new EndpointQueryPipe(spec.query));
}

/** The query read inside the handler, when something else must be answered first (see bodyOf). */
export function queryOf<B extends TObject, Q extends TObject>(spec: Endpoint<B, Q>, query: Record<string, unknown>): Static<Q> {
  if (!spec.query) throw new Error(`${spec.id} has no query schema`);
  return readQuery(spec.query, query);
}
