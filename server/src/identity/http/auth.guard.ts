// The global guard: resolves the session, enforces roles, and checks the CSRF double-submit
// token on every state-changing request made with a session.
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ReadConsistency } from '../../shared/database/read-consistency';
import { DomainError } from '../../shared/errors/domain-error';
import { IS_PUBLIC, ROLES, Role, SKIP_CSRF, SessionUser } from '../../shared/http/auth.decorators';
import { FAST_READ } from '../../shared/http/fast-read';
import { securityEvent } from '../../shared/logging/security-log';
import { SessionStore } from '../sessions/session-store';
import { CSRF_COOKIE, SID_COOKIE, clearSessionCookies, isWellFormedSid } from './session-cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
    private readonly reads: ReadConsistency,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A route's decorators are fixed once the app is built: read them once per handler, not per request. */
  private readonly rules = new WeakMap<object, { isPublic: boolean; roles: Role[] | undefined; skipCsrf: boolean; fastRead: boolean }>();

  private rulesOf(context: ExecutionContext) {
    const handler = context.getHandler();
    let rules = this.rules.get(handler);
    if (!rules) {
      const targets = [handler, context.getClass()];
      rules = {
        isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false,
        roles: this.reflector.getAllAndOverride<Role[]>(ROLES, targets),
        skipCsrf: this.reflector.getAllAndOverride<boolean>(SKIP_CSRF, targets) ?? false,
        fastRead: this.reflector.get<boolean>(FAST_READ, handler) ?? false,
      };
      this.rules.set(handler, rules);
    }
    return rules;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: SessionUser }>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const { isPublic, roles, skipCsrf, fastRead } = this.rulesOf(context);

    const sid = request.cookies?.[SID_COOKIE];
    // A @FastRead route may use the session as resolved a moment ago (recent-sessions.ts); every other resolves it afresh.
    const session = sid && isWellFormedSid(sid) ? await (fastRead ? this.sessions.resolveRecent(sid) : this.sessions.resolve(sid)) : null;
    if (sid && !session) clearSessionCookies(reply);
    if (session) {
      request.user = session.user;
      // Its reads wait for a replica to replay the session's last write (read your writes).
      this.reads.requireAfter(session.writeLsn);
    }

    if (!session) {
      if (isPublic) return true;
      throw new DomainError('no_permission');
    }
    if (!skipCsrf && !SAFE_METHODS.has(request.method)) {
      const header = request.headers['x-csrf-token'];
      const cookie = request.cookies?.[CSRF_COOKIE];
      if (typeof header !== 'string' || !cookie || !same(header, cookie) || !same(header, session.csrfToken)) {
        securityEvent('csrf_refused', { userId: session.user.id, ip: request.ip, requestId: request.id });
        throw new DomainError('invalid_csrf');
      }
    }
    if (roles && !roles.includes(session.user.role)) {
      securityEvent('role_refused', { userId: session.user.id, ip: request.ip, requestId: request.id });
      throw new DomainError('forbidden');
    }
    return true;
  }
}
