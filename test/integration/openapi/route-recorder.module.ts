// Records every route Fastify registers, through Fastify's own onRoute hook: the provider is
// built while Nest instantiates the modules, before Nest registers any controller route.
import { Injectable, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

export interface RecordedRoute {
  method: string;
  url: string;
}

@Injectable()
export class RouteRecorder {
  readonly routes: RecordedRoute[] = [];

  constructor(adapterHost: HttpAdapterHost) {
    const fastify = adapterHost.httpAdapter?.getInstance?.();
    if (!fastify?.addHook) return; // a worker context has no HTTP server
    fastify.addHook('onRoute', (route: { method: string | string[]; url: string }) => {
      for (const method of [route.method].flat()) this.routes.push({ method: method.toUpperCase(), url: route.url });
    });
  }
}

@Module({ providers: [RouteRecorder] })
export class RouteRecorderModule {}
