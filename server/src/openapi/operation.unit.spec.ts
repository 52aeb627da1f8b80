// Proves the operation builder adds the platform's own answers by access and method (session,
// CSRF, role, hostile input and media type, body, queued command), groups fail codes under the status FAIL_CODES gives them,
// and refuses what would make a wrong document (an unknown code, a status both success and failure).
import { FAIL_CODES, FailCode } from '../shared/errors/fail-codes';
import { requestBody, text } from '../shared/http/schema';
import { errorResponses, operationOf, type AnyEndpoint } from './operation';

const op = (method: AnyEndpoint['method'], spec: Omit<AnyEndpoint, 'method' | 'path'>) => operationOf('Test', { method, path: '/test', ...spec });
const codesOf = (responses: Record<string, { 'x-fail-codes'?: readonly string[] }> = {}) =>
  Object.fromEntries(Object.entries(responses).filter(([, r]) => r['x-fail-codes']).map(([s, r]) => [s, [...r['x-fail-codes']!].sort()]));

describe('operationsFor', () => {
  it('a public GET answers its own codes, invalid_input (hostile path or query) and 500, with no security', () => {
    const o = op('get', { id: 'a', summary: 'a', access: 'public', ok: { status: 200, description: 'ok' }, fails: ['not_found'] });
    expect(codesOf(o.responses)).toEqual({ 400: ['invalid_input'], 404: ['not_found'], 500: ['unknown_error'] });
    expect(o.security).toEqual([]);
    expect(o['x-roles']).toBeUndefined();
  });

  it('an operator POST with a body adds no_permission, invalid_csrf, forbidden, invalid_input, request_timeout, payload_too_large, unsupported_media_type', () => {
    const o = op('post', { id: 'b', summary: 'b', access: 'operator', body: requestBody({ x: text() }), ok: { status: 201, description: 'ok' } });
    expect(codesOf(o.responses)).toEqual({
      400: ['invalid_input'], 401: ['no_permission'], 403: ['forbidden', 'invalid_csrf'], 408: ['request_timeout'], 413: ['payload_too_large'], 415: ['unsupported_media_type'], 500: ['unknown_error'],
    });
    expect(o.security).toEqual([{ sid: [], csrf: [] }]);
    expect(o['x-roles']).toEqual(['operator']);
    expect(o.requestBody).toMatchObject({ required: true });
  });

  it('a queued command documents the 202 pending answer and retry_later', () => {
    const o = op('delete', { id: 'c', summary: 'c', access: 'session', command: true, ok: { status: 200, description: 'ok' } });
    expect(JSON.parse(JSON.stringify(o.responses?.['202']))).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/PendingCommand' } } } });
    expect(codesOf(o.responses)['409']).toEqual(['retry_later']);
  });

  it('the bank webhook needs its signature, never the CSRF header', () => {
    const o = op('post', { id: 'd', summary: 'd', access: 'bank', ok: { status: 200, description: 'ok' }, fails: ['invalid_signature'] });
    expect(o.security).toEqual([{ bankSignature: [] }]);
    expect(Object.values(codesOf(o.responses)).flat()).not.toContain('invalid_csrf');
  });

  it('marks additions to docs/api.md in the description', () => {
    const o = op('get', { id: 'e', summary: 'e', access: 'session', notInApiMd: true, addition: 'new.', ok: { status: 200, description: 'ok' } });
    expect(o.description).toContain('Addition to docs/api.md: new.');
    expect(o['x-addition']).toBe(true);
  });

  it('refuses a status that is both a success and a failure', () => {
    expect(() => op('post', { id: 'f', summary: 'f', access: 'public', ok: { status: 400, description: 'odd' }, fails: ['invalid_input'] })).toThrow(/both a success and a failure/);
  });
});

describe('errorResponses', () => {
  it('puts every code under its own status, with a schema enum and an example from FAIL_CODES', () => {
    const all = Object.keys(FAIL_CODES) as FailCode[];
    const responses = errorResponses(all);
    for (const code of all) {
      const response = responses[String(FAIL_CODES[code][0])];
      expect(response['x-fail-codes']).toContain(code);
      expect((response.content?.['application/json'].examples?.[code] as { value: unknown }).value).toMatchObject({ fail_code: code, message: FAIL_CODES[code][1] });
    }
  });

  it('documents Retry-After where a rate limit may answer', () => {
    expect(errorResponses(['too_many_requests'])['429'].headers?.['Retry-After']).toBeDefined();
  });

  it('refuses a code FAIL_CODES does not have', () => {
    expect(() => errorResponses(['no_such_code' as FailCode])).toThrow(/unknown fail_code/);
  });
});
