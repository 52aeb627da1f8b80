// @PublicCache(tag) on a public GET route: its answer is kept in PublicReadCache, keyed by the
// URL, dropped when a write announces `tag` (see public-read-cache.ts). The interceptor fills the
// cache and answers requests that went through the framework (those with a session, and the
// first visitor after an invalidation); `cacheable` leaves out answers that depend on who asks.
import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, Observable } from 'rxjs';
import { PublicReadCache, REVALIDATE } from './public-read-cache';

const PUBLIC_CACHE = 'http:public-cache';

interface CacheRule {
  tag: string;
  cacheable: (value: unknown) => boolean;
}

@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: PublicReadCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.reflector.get<CacheRule | undefined>(PUBLIC_CACHE, context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: unknown }>();
    if (!rule || request.method !== 'GET') return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return from(this.answer(rule, request, reply, next));
  }

  private async answer(rule: CacheRule, request: FastifyRequest & { user?: unknown }, reply: FastifyReply, next: CallHandler): Promise<unknown> {
    const produced: { value?: unknown } = {};
    const entry = await this.cache.fill(rule.tag, request.url, () => lastValueFrom(next.handle()), rule.cacheable, produced);
    if (!entry) return produced.value;
    reply.header('etag', entry.etag);
    // Answers to logged-in calls stay `no-store` (docs/api.md "Conventions"); a visitor's may be kept and revalidated.
    if (!request.user) reply.header('cache-control', REVALIDATE);
    reply.type('application/json; charset=utf-8');
    return entry.body;
  }
}

/** Caches the route's answer for every visitor until a write announces `tag` (or a few seconds pass). */
export const PublicCache = (tag: string, cacheable: (value: unknown) => boolean = () => true) =>
  applyDecorators(SetMetadata(PUBLIC_CACHE, { tag, cacheable } satisfies CacheRule), UseInterceptors(PublicCacheInterceptor));
