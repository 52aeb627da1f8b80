// What every request passes before any handler (docs/api.md "Conventions"):
// - a state-changing request whose body is not JSON is refused with 415 unsupported_media_type
//   before anything else runs (a form posted from another site never reaches login or a guard);
// - text PostgreSQL cannot store, repeated query parameters, a body that is not an object and
//   bodies nested too deep are 400 invalid_input with `fields`;
// - Fastify's own refusals (a malformed URL, an over-long path parameter, a request Node's parser
//   refuses) answer in the one envelope, never echoing the URL.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DomainError, invalidInput } from '../shared/errors/domain-error';
import { FailCode, messageOf, statusOf } from '../shared/errors/fail-codes';
import { fieldName, findTextProblem, isStorableText } from '../shared/http/storable-text';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `application/json`, optionally with `charset=utf-8`: the only body the API reads. */
export function isJsonMediaType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const [type, ...params] = header.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  return params.every((param) => {
    const [name, value = ''] = param.split('=');
    return name.trim().toLowerCase() === 'charset' && value.trim().replace(/^"|"$/g, '').toLowerCase() === 'utf-8';
  });
}

function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** The fields of an invalid_input answer for this request's query, path and body, or null. */
export function inputProblems(request: Pick<FastifyRequest, 'query' | 'params' | 'body'>): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    const name = isStorableText(key) ? fieldName(key, 'query') : 'query';
    if (Array.isArray(value)) fields[name] = 'repeated';
    else if (typeof value === 'string' && !isStorableText(value)) fields[name] = 'invalid_text';
    else if (name === 'query' && !isStorableText(key)) fields.query = 'invalid_text';
  }
  for (const [key, value] of Object.entries((request.params ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && !isStorableText(value)) fields[fieldName(key, 'path')] = 'invalid_text';
  }
  const body = request.body;
  if (body !== undefined) {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) fields.body = 'must_be_object';
    else {
      const found = findTextProblem(body);
      if (found) fields[fieldName(found.key, 'body')] = found.problem;
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

export function registerRequestHygiene(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (STATE_CHANGING.has(request.method)) {
      const type = request.headers['content-type'];
      if ((type !== undefined || carriesBody(request)) && !isJsonMediaType(type)) return done(new DomainError('unsupported_media_type'));
    }
    done();
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    const fields = inputProblems(request);
    done(fields ? invalidInput(fields) : undefined);
  });
}

function envelope(code: FailCode, fields?: Record<string, string>): string {
  return JSON.stringify({ fail_code: code, message: messageOf(code), ...(fields ? { fields } : {}) });
}

/** Fastify's `frameworkErrors`: a URL it cannot decode or a path parameter past its length. */
export function frameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const fields = { path: error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'too_long' : 'invalid_format' };
    void reply.headers(headers).code(400).type('application/json; charset=utf-8').send(envelope('invalid_input', fields));
  };
}

/** Node's parser refused the request (a NUL in a header, a broken request line, headers too large, too slow). */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: FailCode = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'request_timeout' : error.code === 'HPE_HEADER_OVERFLOW' ? 'header_too_large' : 'invalid_input';
  const body = envelope(code, code === 'invalid_input' ? { request: 'malformed' } : undefined);
  const status = statusOf(code);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
