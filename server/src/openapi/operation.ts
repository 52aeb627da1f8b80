// Builds one OpenAPI operation from a short spec. What the platform does to every route is added
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
import { FAIL_CODES, FailCode, messageOf, statusOf } from '../shared/errors/fail-codes';
import { FAIL_CODE_NOTES } from './fail-code-notes';
import type { Header, HttpMethod, Operation, Parameter, Response, Schema, SecurityRequirement } from './openapi.types';
import { ref } from './schema';
import { assert } from '../shared/errors/domain-error';

/**
 * public: no session needed (and none used); optionalSession: public, but a session changes the
 * answer; session: any logged-in user; operator: role operator; bank: the bank's signed webhook.
 */
export type Access = 'public' | 'optionalSession' | 'session' | 'operator' | 'bank';

export interface Answer {
  status: number;
  description: string;
  schema?: Schema;
  headers?: Record<string, Header>;
  /** Media types it also comes in beside JSON (a PDF, a CSV file), each with its schema. */
  content?: Record<string, { schema: Schema }>;
}

export interface OperationSpec {
  id: string;
  summary: string;
  /** What the operation does, in English. */
  description?: string;
  /** What the server serves beyond the contract it started from (docs/api.md); rendered as "Addition to docs/api.md: …". */
  addition?: string;
  /** True when the contract the server started from does not list the operation at all (docs/api.md). */
  notInApiMd?: boolean;
  access: Access;
  params?: Parameter[];
  body?: Schema;
  /** Bodies are required unless every field is optional. */
  bodyOptional?: boolean;
  ok: Answer | Answer[];
  /** Codes the handler itself can answer; the platform's codes (above) are added. */
  fails?: FailCode[];
  command?: boolean;
  rateLimited?: boolean;
}

const STATE_CHANGING: readonly HttpMethod[] = ['post', 'put', 'patch', 'delete'];

const SESSION: SecurityRequirement = { sid: [] };
const SESSION_CSRF: SecurityRequirement = { sid: [], csrf: [] };
const ANONYMOUS: SecurityRequirement = {};

/** Alternatives: `{}` is "no credentials"; a public POST made with a session still needs the CSRF header. */
const SECURITY: Record<Access, (changing: boolean) => SecurityRequirement[]> = {
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

export const RETRY_AFTER: Record<string, Header> = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
};

function platformCodes(method: HttpMethod, spec: OperationSpec): FailCode[] {
  const codes: FailCode[] = [];
  const changing = STATE_CHANGING.includes(method);
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
export function errorResponses(codes: readonly FailCode[]): Record<string, Response> {
  const byStatus = new Map<number, FailCode[]>();
  for (const code of new Set(codes)) {
    assert(code in FAIL_CODES, `unknown fail_code ${code}`);
    const status = statusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, Response> = {};
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

function successResponse(answer: Answer): Response {
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

/** Operations of one context, tagged with its name. */
export function operationsFor(tag: string) {
  return function op(method: HttpMethod, spec: OperationSpec): Operation {
    const changing = STATE_CHANGING.includes(method);
    assert(!spec.notInApiMd || spec.addition, `${spec.id}: an operation beyond docs/api.md must say what it adds`);
    const answers = [spec.ok].flat();
    if (spec.command) answers.push(PENDING);
    const responses: Record<string, Response> = {};
    for (const a of answers) responses[String(a.status)] = successResponse(a);
    for (const [status, response] of Object.entries(errorResponses([...(spec.fails ?? []), ...platformCodes(method, spec)]))) {
      assert(!responses[status], `${spec.id}: status ${status} is both a success and a failure`);
      responses[status] = response;
    }
    const text = [
      spec.description,
      ACCESS_TEXT[spec.access],
      spec.command ? 'A queued command: the answer waits for its outcome up to 10 s, then 202.' : undefined,
      spec.addition ? `Addition to docs/api.md: ${spec.addition}` : undefined,
    ].filter(Boolean).join('\n\n');
    return {
      operationId: spec.id,
      summary: spec.summary,
      description: text,
      tags: [tag],
      ...(spec.params?.length ? { parameters: spec.params } : {}),
      ...(spec.body
        ? { requestBody: { required: !spec.bodyOptional, content: { 'application/json': { schema: spec.body } } } }
        : {}),
      responses,
      security: SECURITY[spec.access](changing),
      ...(spec.access === 'operator' ? { 'x-roles': ['operator'] } : {}),
      ...(spec.notInApiMd ? { 'x-addition': true } : {}),
    };
  };
}

export { idempotencyKey, PAGE_PARAMS, pathParam, queryParam, uuidPath } from '../shared/http/schema/params';
