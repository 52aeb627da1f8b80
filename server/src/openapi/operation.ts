// Builds one OpenAPI operation from an endpoint's schema (shared/http/schema). What the platform does to every route is added
// here, once, from the same rules the server follows (docs/architecture.md "HTTP"):
// - a session is required unless public: 401 no_permission;
// - a state-changing request made with a session needs X-CSRF-Token: 403 invalid_csrf (public
//   routes too, when a session comes along; never the bank's webhook);
// - operator routes: 403 forbidden for other roles;
// - any route: 400 invalid_input for text PostgreSQL cannot store (NUL, lone surrogates) in the
//   path or query, and for repeated query parameters;
// - a state-changing request: 415 unsupported_media_type for a body that is not JSON;
// - a JSON body: 400 invalid_input (unknown fields are refused too), 413 payload_too_large and
//   408 request_timeout when it has not fully arrived within 30 s (app/connection-limits.ts);
// - a queued command: 202 {command_id, status: "pending"} past 10 s, and 409 retry_later;
// - any route: 500 unknown_error.
// Error answers are grouped by status, each listing its fail codes with an example built from
// FAIL_CODES, so a code can never be documented with a status the server does not answer.
import { KindGuard, type TObject } from '@sinclair/typebox';
import type { HeaderObject, OperationObject, ParameterObject, PathsObject, ResponseObject, SecurityRequirementObject } from 'openapi3-ts/oas31';
import { FAIL_CODES, FailCode, messageOf, statusOf } from '../shared/errors/fail-codes';
import { assert } from '../shared/errors/domain-error';
import { ref, type Access, type Answer, type Endpoint, type Method, type Param } from '../shared/http/schema';
import { FAIL_CODE_NOTES } from './fail-code-notes';

/** Any endpoint, whatever its body type (`refine` is the reader's, not the document's). */
export type AnyEndpoint = Omit<Endpoint, 'refine'> & { refine?: unknown };

const STATE_CHANGING: readonly Method[] = ['post', 'put', 'patch', 'delete'];

const SESSION: SecurityRequirementObject = { sid: [] };
const SESSION_CSRF: SecurityRequirementObject = { sid: [], csrf: [] };
const ANONYMOUS: SecurityRequirementObject = {};

/** Alternatives: `{}` is "no credentials"; a public POST made with a session still needs the CSRF header. */
const SECURITY: Record<Access, (changing: boolean) => SecurityRequirementObject[]> = {
  public: (changing) => (changing ? [ANONYMOUS, SESSION_CSRF] : []),
  optionalSession: (changing) => [ANONYMOUS, changing ? SESSION_CSRF : SESSION],
  session: (changing) => [changing ? SESSION_CSRF : SESSION],
  operator: (changing) => [changing ? SESSION_CSRF : SESSION],
  bank: () => [{ bankSignature: [] }],
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Public.',
  optionalSession: 'Public; with a session the answer depends on who is asking.',
  session: 'Needs a session.',
  operator: 'Operators only (role `operator`).',
  bank: 'Called by the bank, not by browsers: no session; authenticated by `X-Bank-Signature`.',
};

const RETRY_AFTER: Record<string, HeaderObject> = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
};

function platformCodes(spec: AnyEndpoint): FailCode[] {
  const codes: FailCode[] = [];
  const changing = STATE_CHANGING.includes(spec.method);
  if (spec.access === 'session' || spec.access === 'operator') codes.push('no_permission');
  if (changing && spec.access !== 'bank') codes.push('invalid_csrf');
  if (spec.access === 'operator') codes.push('forbidden');
  codes.push('invalid_input');
  if (changing) codes.push('unsupported_media_type');
  if (spec.body) codes.push('payload_too_large', 'request_timeout');
  if (spec.command) codes.push('retry_later');
  if (spec.rateLimited) codes.push('too_many_requests');
  codes.push('unknown_error');
  return codes;
}

function errorExample(code: FailCode): { summary: string; value: Record<string, unknown> } {
  const value: Record<string, unknown> = { fail_code: code, message: messageOf(code) };
  if (code === 'invalid_input') value.fields = { amount: 'too_small' };
  return { summary: FAIL_CODE_NOTES[code] ?? messageOf(code), value };
}

/** One response per status, listing its codes. */
export function errorResponses(codes: readonly FailCode[]): Record<string, ResponseObject> {
  const byStatus = new Map<number, FailCode[]>();
  for (const code of new Set(codes)) {
    assert(code in FAIL_CODES, `unknown fail_code ${code}`);
    const status = statusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, ResponseObject> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const throttled = list.some((c) => c === 'too_many_requests' || c === 'account_locked');
    responses[String(status)] = {
      description: list.map((c) => `\`${c}\`: ${FAIL_CODE_NOTES[c] ?? messageOf(c)}`).join('; '),
      ...(throttled ? { headers: RETRY_AFTER } : {}),
      content: {
        'application/json': {
          schema: { allOf: [ref('Error'), { type: 'object', properties: { fail_code: { type: 'string', enum: list } } }] },
          examples: Object.fromEntries(list.map((c) => [c, errorExample(c)])),
        },
      },
      'x-fail-codes': list,
    };
  }
  return responses;
}

function successResponse(answer: Answer): ResponseObject {
  return {
    description: answer.description,
    ...(answer.headers ? { headers: answer.headers } : {}),
    ...(answer.schema || answer.content ? { content: { ...(answer.schema ? { 'application/json': { schema: answer.schema } } : {}), ...answer.content } } : {}),
  };
}

const PENDING: Answer = {
  status: 202,
  description: 'The command was accepted but had no outcome within 10 s; poll `GET /api/commands/{command_id}`.',
  schema: ref('PendingCommand'),
};

/** A query schema's properties as parameters: each property's description is the parameter's. */
function queryParams(query: TObject | undefined): Param[] {
  return Object.entries(query?.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema as { description?: string };
    return { name, in: 'query', required: !KindGuard.IsOptional(schema), schema: rest, ...(description ? { description } : {}) };
  });
}

/** One endpoint's operation, tagged with its context's name. */
export function operationOf(tag: string, spec: AnyEndpoint): OperationObject {
  const changing = STATE_CHANGING.includes(spec.method);
  assert(!spec.notInApiMd || spec.addition, `${spec.id}: an operation beyond docs/api.md must say what it adds`);
  const answers = [spec.ok].flat();
  if (spec.command) answers.push(PENDING);
  const responses: Record<string, ResponseObject> = {};
  for (const a of answers) responses[String(a.status)] = successResponse(a);
  for (const [status, response] of Object.entries(errorResponses([...(spec.fails ?? []), ...platformCodes(spec)]))) {
    assert(!responses[status], `${spec.id}: status ${status} is both a success and a failure`);
    responses[status] = response;
  }
  const text = [
    spec.description,
    ACCESS_TEXT[spec.access],
    spec.command ? 'A queued command: the answer waits for its outcome up to 10 s, then 202.' : undefined,
    spec.addition ? `Addition to docs/api.md: ${spec.addition}` : undefined,
  ].filter(Boolean).join('\n\n');
  const params: ParameterObject[] = [...(spec.params ?? []), ...queryParams(spec.query)];
  return {
    operationId: spec.id,
    summary: spec.summary,
    description: text,
    tags: [tag],
    ...(params.length ? { parameters: params } : {}),
    ...(spec.body
      ? { requestBody: { required: !spec.bodyOptional, content: { 'application/json': { schema: spec.body } } } }
      : {}),
    responses,
    security: SECURITY[spec.access](changing),
    ...(spec.access === 'operator' ? { 'x-roles': ['operator'] } : {}),
    ...(spec.notInApiMd ? { 'x-addition': true } : {}),
  };
}

/** The endpoints of one tag, grouped by path template. */
export function endpointPaths(tag: string, endpoints: readonly AnyEndpoint[]): PathsObject {
  const paths: PathsObject = {};
  for (const e of endpoints) paths[e.path] = { ...paths[e.path], [e.method]: operationOf(tag, e) };
  return paths;
}
