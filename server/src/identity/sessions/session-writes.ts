// Read your writes, with a replica (DATABASE_READ_URL): when a session's state-changing request
// succeeds, the session remembers the primary's WAL position at that moment, before the answer
// leaves (so before the investor can read again). The position is past the write's commit (a
// command's outcome arrives after its commit), and ReadDatabase sends the session's reads to the
// replica only once it has replayed that far. A command answered 202 commits later: the poll that
// finds it done (GET /api/commands/{id}) records the position then. Without a replica, nothing.
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { SessionUser } from '../../shared/http/auth.decorators';
import { SessionStore } from './session-store';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

@Injectable()
export class SessionWrites implements OnModuleInit {
  constructor(
    private readonly sessions: SessionStore,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost?.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!this.config.databaseReadUrl || !fastify) return;
    fastify.addHook('onSend', async (request, reply, payload) => {
      const user = (request as { user?: SessionUser }).user;
      const wrote = !SAFE_METHODS.has(request.method) || request.url.startsWith('/api/commands/');
      if (user && wrote && reply.statusCode < 400) await this.sessions.recordWrite(user.sessionId);
      return payload;
    });
  }
}
