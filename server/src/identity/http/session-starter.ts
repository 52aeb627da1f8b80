// Login and sign-up open a brand-new session: whatever sid the browser brought (valid, stale or
// planted by an attacker) is destroyed first, never reused, so a session cannot be fixated.
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SessionStore } from '../sessions/session-store';
import { SID_COOKIE, clearSessionCookies, isWellFormedSid, setSessionCookies } from './session-cookies';

@Injectable()
export class SessionStarter {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(request: FastifyRequest, reply: FastifyReply, user: { id: string; name: string }): Promise<void> {
    await this.end(request, reply);
    const session = await this.sessions.create(user.id);
    setSessionCookies(reply, session, user, this.config.production);
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const previous = request.cookies?.[SID_COOKIE];
    if (previous && isWellFormedSid(previous)) await this.sessions.destroy(previous);
    clearSessionCookies(reply);
  }
}
