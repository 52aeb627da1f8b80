// One error envelope for every answer: {fail_code, message[, fields]}; never a stack trace and
// never the request's own text (Fastify's and Nest's messages quote the URL or the body).
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CommandPendingError } from '../queue/command-gateway';
import { DomainError } from './domain-error';
import { FailCode, messageOf, statusOf } from './fail-codes';

const STATUS_TO_CODE: Record<number, FailCode> = {
  400: 'invalid_input',
  401: 'no_permission',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** The framework's refusal of a request, as an envelope: unknown 4xx statuses become invalid_input. */
function frameworkAnswer(error: unknown, status: number): { code: FailCode; fields?: Record<string, string> } {
  const code = STATUS_TO_CODE[status] ?? 'invalid_input';
  if (code !== 'invalid_input') return { code };
  const fastifyCode = (error as { code?: unknown })?.code;
  const unreadable = error instanceof SyntaxError || (typeof fastifyCode === 'string' && fastifyCode.startsWith('FST_ERR_CTP'));
  return { code, fields: unreadable ? { body: 'invalid_json' } : { request: 'invalid' } };
}

/**
 * PostgreSQL's data exceptions (class 22: a value it cannot convert or store) reaching here are
 * input the edge should have refused: answered invalid_input rather than 500, and logged to fix.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && (error as { severity?: unknown }).severity !== undefined;
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (error instanceof CommandPendingError) {
      void reply.status(202).send({ command_id: error.commandId, status: 'pending' });
      return;
    }
    if (error instanceof DomainError) {
      if (error.failCode === 'too_many_requests' || error.failCode === 'account_locked') {
        void reply.header('Retry-After', String((error.details as { retryAfterS?: number }).retryAfterS ?? 60));
      }
      void reply.status(error.status).send(error.toBody());
      return;
    }
    const status = error instanceof HttpException ? error.getStatus() : (error as { statusCode?: number })?.statusCode;
    if (status && status >= 400 && status < 500) {
      const { code, fields } = frameworkAnswer(error, status);
      void reply.status(statusOf(code)).send({ fail_code: code, message: messageOf(code), ...(fields ? { fields } : {}) });
      return;
    }
    if (isDataException(error)) {
      this.logger.warn({ msg: 'database refused input the edge let through', request_id: request?.id, route: request?.routeOptions?.url, sqlstate: (error as { code: string }).code });
      void reply.status(400).send({ fail_code: 'invalid_input', message: messageOf('invalid_input'), fields: { request: 'invalid_value' } });
      return;
    }
    this.logger.error({ msg: 'unhandled error', request_id: request?.id, route: request?.routeOptions?.url, error: (error as Error)?.stack ?? String(error) });
    void reply.status(500).send({ fail_code: 'unknown_error', message: messageOf('unknown_error') });
  }
}
