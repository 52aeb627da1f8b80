// HTTP concerns of the API process: /api prefix, cookies, helmet headers, the request hygiene
// every call passes (JSON only, storable text), the routes marked @FastRead answered before the
// framework's router, through their own guards (fast-reads.ts), the web app's files with a fallback to index.html
// for client-side routes, and request logs without bodies.
import { Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig } from '../config/app-config';
import { registerFastReads } from './fast-reads';
import { registerRequestHygiene } from './request-hygiene';
import { appHeaders, registerSecurityHeaders } from './security-headers';
import { registerWebApp } from './web-delivery';

const API_PREFIX = 'api';

export async function configureHttp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  app.setGlobalPrefix(API_PREFIX);
  const fastify = app.getHttpAdapter().getInstance();
  await app.register(require('@fastify/cookie'), { secret: config.sessionSecret });
  registerSecurityHeaders(fastify, appHeaders(config.production));
  registerRequestHygiene(fastify);
  registerFastReads(app, API_PREFIX);
  // Request lines are info: below that level the hook is not installed at all, so a launch rush
  // does not build (and throw away) a log record per request.
  if (config.logLevel === 'debug' || config.logLevel === 'info') {
    const logger = new Logger('http');
    fastify.addHook('onResponse', (request, reply, done) => {
      logger.log({ msg: 'request', request_id: request.id, method: request.method, url: request.url.split('?')[0], status: reply.statusCode, duration_ms: Math.round(reply.elapsedTime) });
      done();
    });
  }
  await registerWebApp(app, config);
}
