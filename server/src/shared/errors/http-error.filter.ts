// One error envelope for every answer: {fail_code, message[, fields]}; never a stack trace.
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
  415: 'invalid_input',
  429: 'too_many_requests',
};

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
    if (status && STATUS_TO_CODE[status]) {
      const code = STATUS_TO_CODE[status];
      void reply.status(statusOf(code)).send({ fail_code: code, message: messageOf(code) });
      return;
    }
    this.logger.error({ msg: 'unhandled error', request_id: request?.id, url: request?.url, error: (error as Error)?.stack ?? String(error) });
    void reply.status(500).send({ fail_code: 'unknown_error', message: messageOf('unknown_error') });
  }
}
