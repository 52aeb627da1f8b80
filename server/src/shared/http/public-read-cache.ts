// A short shared cache of public reads (the product list and pages, the boards), kept per API
// process: an answer is serialized once and served to every visitor for a few seconds, with an
// ETag so a browser that has it gets 304. Whatever it holds is dropped at once when its tables
// change: a trigger announces every write of `products` or `articles` on the `read_cache` channel
// at commit (migration 1763800401000), followed on the process's one LISTEN connection (which also
// carries command outcomes, so a commit's invalidation arrives before the answer to its command);
// a write this process answers itself drops everything before its answer is sent. While the
// listener is not connected nothing is cached or served from the cache.
//
// Visitors without a session are answered straight from the cache by a Fastify hook, before the
// framework's pipeline; requests with a session go through it (the session is checked and kept
// alive) and PublicCacheInterceptor answers them from the same entries.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PgNotifications } from '../database/pg-notifications';
import { PROJECTIONS_REPLAYED_CHANNEL } from '../projections/replay-notice';

export const READ_CACHE_CHANNEL = 'read_cache';
/** How long an answer may be served without its tables having changed: a bound on anything a notification does not cover. */
export const READ_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CachedAnswer {
  body: string;
  etag: string;
  tag: string;
  expiresAt: number;
}

/** Cache-Control of a cached answer to a visitor without a session: keep it, but ask (If-None-Match) before using it. */
export const REVALIDATE = 'no-cache';

@Injectable()
export class PublicReadCache implements OnModuleInit {
  private readonly entries = new Map<string, CachedAnswer>();
  /** One fill per key at a time: 200 visitors missing together make one query, not 200. */
  private readonly filling = new Map<string, Promise<CachedAnswer | null>>();
  /** Bumped at every invalidation: a fill that started before one is not stored. */
  private generation = 0;

  constructor(
    private readonly notifications: PgNotifications,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    notifications.subscribe(READ_CACHE_CHANNEL, { onPayload: (tag) => this.invalidate(tag), onLost: () => this.invalidate(null) });
    // A replay's rewrites of products or articles are announced by their triggers too; one of any other table may lie behind an answer.
    notifications.subscribe(PROJECTIONS_REPLAYED_CHANNEL, { onPayload: () => this.invalidate(null) });
  }

  onModuleInit(): void {
    const fastify = this.adapterHost?.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!fastify) return; // a worker process serves no HTTP
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || request.headers.cookie?.includes('sid=')) return done();
      const hit = this.peek(request.url);
      if (!hit) return done();
      void sendCached(request, reply, hit, true);
    });
    // A write answered here (an operator's edit, say) must not be followed by this process's old answer.
    fastify.addHook('onSend', (request, _reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method)) this.invalidate(null);
      done(null, payload);
    });
  }

  /** The live entry for a key, if the listener can vouch for it. */
  peek(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now() || !this.notifications.listening) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * The cached answer for `key`, or `produce`'s, cached when `cacheable` says so. Null when the
   * answer is not to be cached (the caller then answers `produced.value` as usual).
   */
  async fill(tag: string, key: string, produce: () => Promise<unknown>, cacheable: (value: unknown) => boolean, produced: { value?: unknown }): Promise<CachedAnswer | null> {
    const live = this.peek(key);
    if (live) return live;
    if (!this.notifications.listening) {
      void this.notifications.listen();
      produced.value = await produce();
      return null;
    }
    const pending = this.filling.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return shared;
    }
    const generation = this.generation;
    const fill = (async () => {
      const value = await produce();
      produced.value = value;
      if (!cacheable(value)) return null;
      const body = JSON.stringify(value);
      const entry: CachedAnswer = { body, etag: etagOf(body), tag, expiresAt: Date.now() + READ_CACHE_TTL_MS };
      if (generation === this.generation && this.notifications.listening) this.store(key, entry);
      return entry;
    })();
    this.filling.set(key, fill);
    try {
      return await fill;
    } finally {
      if (this.filling.get(key) === fill) this.filling.delete(key);
    }
  }

  /** Drops the entries of a tag (null: all of them). */
  invalidate(tag: string | null): void {
    this.generation += 1;
    if (tag === null) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
  }

  private store(key: string, entry: CachedAnswer): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether the request's If-None-Match names this answer's ETag. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}

/** A cached answer sent as it stands: 304 when the visitor has it already. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, anonymous: boolean): FastifyReply {
  reply.header('etag', answer.etag);
  if (anonymous) reply.header('cache-control', REVALIDATE);
  if (notModified(request, answer.etag)) return reply.code(304).send();
  return reply.code(200).type('application/json; charset=utf-8').send(answer.body);
}
