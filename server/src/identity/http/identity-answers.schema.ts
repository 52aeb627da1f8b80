// Identity's answer shapes: the investor type application (a document component) and the
// `{user}` envelope, read by the web as types. This module imports only the builders (no Nest), so
// the web's type check can follow it.
import { at, enumOf, nullable, ref, str } from '../../shared/http/schema/answers';
import { calendarDate, Type, uuid, type Static } from '../../shared/http/schema/fields';

/** Every investor type; an account starts general (a corporation, corporate). */
export const INVESTOR_TYPE_VALUES = ['general', 'income_qualified', 'professional', 'corporate'] as const;
/** The types an investor can apply for. */
export const REQUESTABLE_TYPES = ['income_qualified', 'professional'] as const;
export const REQUEST_STATUS_VALUES = ['pending', 'approved', 'rejected'] as const;

export const INVESTOR_TYPE_REQUEST = Type.Object({
  id: uuid(),
  user_id: uuid(),
  user_name: str(),
  email: str(),
  current_investor_type: enumOf(INVESTOR_TYPE_VALUES),
  investor_type: enumOf(REQUESTABLE_TYPES, 'The type applied for.'),
  evidence: str(),
  status: enumOf(REQUEST_STATUS_VALUES),
  created_at: at(),
  decided_at: nullable(at()),
}, { description: 'An application for another investor type.' });
export type InvestorTypeApplication = Static<typeof INVESTOR_TYPE_REQUEST>;

export const IDENTITY_VERIFICATION_RECORD = Type.Object({
  id: uuid(), user_id: uuid(), email: nullable(str()), provider: str(), outcome: enumOf(['verified', 'failed']), name: str(),
  birth_date: calendarDate(), phone: str(), provider_reference: nullable(str()), fail_reason: nullable(str()), requested_at: at(),
  beneficial_owner: nullable(Type.Object({ name: str(), birth_date: calendarDate() }, { description: 'A corporation\'s attempt: the beneficial owner its representative declared.' })),
}, { description: 'One identity verification attempt (kept for customer due diligence, never deleted with the account).' });
export type IdentityVerificationRecord = Static<typeof IDENTITY_VERIFICATION_RECORD>;

/** A mail the sandbox would have sent (GET /admin/mail_outbox). */
export const OUTBOX_MAIL = Type.Object({ id: uuid(), to: str(), subject: str(), body_text: str(), created_at: at() });
export type OutboxMail = Static<typeof OUTBOX_MAIL>;

/** `{user}`: the `User` component (openapi/components.ts), typed by the web's own `User`. */
export const userAnswer = <U = unknown>() => Type.Object({ user: ref<U>('User') });

/** The three cookies a session starts and ends with. */
export const SESSION_COOKIES = {
  'Set-Cookie': {
    description: '`sid` (HttpOnly; SameSite=Lax; Path=/; Secure outside development), `logined_user` (readable: URI-encoded JSON `{id, name}`, no secret) and `csrf_token` (readable). Logout and session expiry clear all three.',
    schema: { type: 'string' },
  },
};
