// The three cookies of docs/api.md: sid (HttpOnly), logined_user (readable: id and name only), csrf_token.
import type { FastifyReply } from 'fastify';
import type {} from '@fastify/cookie';
import { SESSION_ABSOLUTE_MS } from '../sessions/session-store';

export const SID_COOKIE = 'sid';
export const LOGIN_COOKIE = 'logined_user';
export const CSRF_COOKIE = 'csrf_token';
/** Every cookie lives as long as the session's absolute lifetime. */
const MAX_AGE_S = Math.floor(SESSION_ABSOLUTE_MS / 1000);

/**
 * A session id as SessionStore.create makes it (32 random bytes, base64url). A cookie of any other
 * shape is simply no session (docs/api.md): it is never looked up, so a NUL or a megabyte of junk in
 * `sid` cannot reach the database, nor the statement it would share with other requests.
 */
export function isWellFormedSid(sid: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(sid);
}

export function setSessionCookies(
  reply: FastifyReply,
  session: { sid: string; csrfToken: string },
  user: { id: string; name: string },
  secure: boolean,
): void {
  const common = { path: '/', sameSite: 'lax' as const, secure, maxAge: MAX_AGE_S };
  void reply.setCookie(SID_COOKIE, session.sid, { ...common, httpOnly: true });
  setLoginCookie(reply, user, secure);
  void reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...common, httpOnly: false });
}

/** The readable display cookie alone: rewritten when the user changes their name. */
export function setLoginCookie(reply: FastifyReply, user: { id: string; name: string }, secure: boolean): void {
  const value = encodeURIComponent(JSON.stringify({ id: user.id, name: user.name }));
  void reply.setCookie(LOGIN_COOKIE, value, { path: '/', sameSite: 'lax', secure, maxAge: MAX_AGE_S, httpOnly: false, encode: (v: string) => v });
}

export function clearSessionCookies(reply: FastifyReply): void {
  for (const name of [SID_COOKIE, LOGIN_COOKIE, CSRF_COOKIE]) void reply.clearCookie(name, { path: '/' });
}
