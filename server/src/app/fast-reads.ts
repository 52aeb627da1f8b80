// The routes marked @FastRead (shared/http/fast-read.ts: the investors' most frequent reads, the
// dashboard, the wallet, its lines, the schedule) answered from a Fastify hook, before Fastify
// routes the request to Nest. The answer is Nest's own handler for the method, built by the same
// parts the router builds its handlers from (RouterExecutionContext, its exception filters and
// proxy), so the global AuthGuard (session, role, CSRF), the method's and its class's guards
// (@RateLimit…), interceptors, parameter decorators, status and headers all apply exactly as
// routed, and a refusal is answered by the same HttpErrorFilter: a guard added to a marked method
// is never skipped. What is saved is the session's own lookup, kept here for a few seconds
// (identity/sessions/recent-sessions.ts, which the AuthGuard uses for these routes), and Fastify's
// route hooks (docs/scaling.md has the figures). A query the request hygiene refuses goes on
// through the pipeline, which refuses it as always. A mark on a method that is not a GET, on a
// request-scoped controller, or on a path no route has stops the start-up.
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, NestContainer, Reflector } from '@nestjs/core';
import { GuardsConsumer, GuardsContextCreator } from '@nestjs/core/guards';
import { InterceptorsConsumer, InterceptorsContextCreator } from '@nestjs/core/interceptors';
import { PipesConsumer, PipesContextCreator } from '@nestjs/core/pipes';
import { RouteParamsFactory } from '@nestjs/core/router/route-params-factory';
import { RouterExceptionFilters } from '@nestjs/core/router/router-exception-filters';
import { RouterExecutionContext } from '@nestjs/core/router/router-execution-context';
import { RouterProxy } from '@nestjs/core/router/router-proxy';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadConsistency } from '../shared/database/read-consistency';
import { assert } from '../shared/errors/domain-error';
import { FAST_READ } from '../shared/http/fast-read';
import { inputProblems } from './request-hygiene';

/** As Fastify calls a route's handler: no `next`. */
type Handler = (request: FastifyRequest, reply: FastifyReply, next: undefined) => Promise<unknown>;
type Method = (...args: unknown[]) => unknown;

/** The path Fastify routes a handler under: the global prefix, the controller's path, the method's. */
function routeUrl(prefix: string, ...paths: unknown[]): string {
  const parts = [prefix, ...paths].map((path) => {
    assert(path === undefined || typeof path === 'string', `a @FastRead route has one path, not ${JSON.stringify(path)}`);
    return (path ?? '').replace(/^\/+|\/+$/g, '');
  });
  return `/${parts.filter(Boolean).join('/')}`;
}

/** Makes a method's handler as Nest's RouterExplorer makes it (the same classes, built the same way). */
function handlerFactory(app: NestFastifyApplication) {
  // Nest keeps its container to itself; the router's parts need it to find each module's guards.
  const container = (app as unknown as { container: NestContainer }).container;
  const config = container.applicationConfig;
  const contexts = new RouterExecutionContext(
    new RouteParamsFactory(), new PipesContextCreator(container, config), new PipesConsumer(), new GuardsContextCreator(container, config), new GuardsConsumer(),
    new InterceptorsContextCreator(container, config), new InterceptorsConsumer(), container.getHttpAdapterRef(),
  );
  const filters = new RouterExceptionFilters(container, config!, container.getHttpAdapterRef());
  const proxy = new RouterProxy();
  return (instance: object, method: Method, name: string, moduleKey: string): Handler =>
    proxy.createProxy(contexts.create(instance, method, name, moduleKey, RequestMethod.GET), filters.create(instance, method as never, moduleKey)) as unknown as Handler;
}

/** Every method marked @FastRead, by its route's path, as Nest's handler for it. */
export function fastReadsOf(app: NestFastifyApplication, prefix: string): Map<string, Handler> {
  const reflector = app.get(Reflector);
  const scanner = app.get(MetadataScanner);
  const handlerOf = handlerFactory(app);
  const reads = new Map<string, Handler>();
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const instance = wrapper.instance as Record<string, Method> | undefined;
    if (!instance || !wrapper.metatype) continue;
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const method = instance[name];
      if (!reflector.get<boolean>(FAST_READ, method)) continue;
      const where = `${wrapper.name}.${name}`;
      assert(Reflect.getMetadata(METHOD_METADATA, method) === RequestMethod.GET, `${where}: @FastRead marks GET routes only`);
      assert(wrapper.isDependencyTreeStatic(), `${where}: @FastRead needs a controller that is not request-scoped`);
      const url = routeUrl(prefix, Reflect.getMetadata(PATH_METADATA, wrapper.metatype), Reflect.getMetadata(PATH_METADATA, method));
      assert(!reads.has(url), `${where}: ${url} is marked @FastRead twice`);
      reads.set(url, handlerOf(instance, method, name, wrapper.host!.token));
    }
  }
  return reads;
}

export function registerFastReads(app: NestFastifyApplication, prefix: string): void {
  const reads = fastReadsOf(app, prefix);
  const consistency = app.get(ReadConsistency);
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('onReady', (done) => {
    for (const url of reads.keys()) assert(fastify.hasRoute({ method: 'GET', url }), `@FastRead ${url}: no GET route has this path`);
    done();
  });

  fastify.addHook('onRequest', (request, reply, done) => {
    const handler = request.method === 'GET' ? reads.get(request.routeOptions.url ?? '') : undefined;
    if (!handler || inputProblems({ query: request.query, params: {}, body: undefined })) return done();
    // Its own read-consistency store, which the AuthGuard fills with the session's last write (read your writes).
    void consistency.run(null, () => handler(request, reply, undefined));
  });
}
