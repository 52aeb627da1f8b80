// HTTP concerns of the API process: /api prefix, cookies, helmet headers, the web app's files
// with a fallback to index.html for client-side routes, and request logs without bodies.
import { Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import fs from 'node:fs';
import path from 'node:path';
import { AppConfig } from '../config/app-config';
import { messageOf } from '../shared/errors/fail-codes';

export async function configureHttp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  app.setGlobalPrefix('api');
  const fastify = app.getHttpAdapter().getInstance();
  await app.register(require('@fastify/cookie'), { secret: config.sessionSecret });
  await app.register(require('@fastify/helmet'), {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.production,
  });
  const logger = new Logger('http');
  fastify.addHook('onResponse', (request, reply, done) => {
    logger.log({ msg: 'request', request_id: request.id, method: request.method, url: request.url.split('?')[0], status: reply.statusCode, duration_ms: Math.round(reply.elapsedTime) });
    done();
  });
  // Body parser failures (too large, bad JSON) happen before Nest: answer them in the same envelope.
  fastify.setErrorHandler((error: { statusCode?: number; code?: string }, _request, reply) => {
    if (error.statusCode === 413) return reply.status(413).send({ fail_code: 'payload_too_large', message: messageOf('payload_too_large') });
    if (error.statusCode && error.statusCode < 500) return reply.status(400).send({ fail_code: 'invalid_input', message: messageOf('invalid_input'), fields: { body: 'invalid_json' } });
    logger.error({ msg: 'unhandled fastify error', error: String(error) });
    return reply.status(500).send({ fail_code: 'unknown_error', message: messageOf('unknown_error') });
  });
  const indexHtml = path.join(config.webDistDir, 'index.html');
  if (fs.existsSync(indexHtml)) {
    await app.register(require('@fastify/static'), { root: config.webDistDir, prefix: '/', wildcard: false, index: false, maxAge: '1h' });
    // Client-side routes: any other GET outside /api gets the app's index.html.
    const sendIndex = (request: { url: string }, reply: any) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) {
        return reply.status(404).send({ fail_code: 'not_found', message: messageOf('not_found') });
      }
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(fs.readFileSync(indexHtml));
    };
    fastify.get('/', sendIndex);
    fastify.get('/*', sendIndex);
  }
}
