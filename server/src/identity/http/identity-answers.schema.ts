// Identity's answer shapes: the `User` and the investor type application (document components) and
// the `{user}` envelope, read by the web as types. This module imports only the builders (no Nest), so
// the web's type check can follow it.
import { at, bool, enumOf, nullable, ref, str } from '../../shared/http/schema/answers';
import { calendarDate, Type, uuid, type Static } from '../../shared/http/schema/fields';

/** Every investor type; an account starts general (a corporation, corporate). */
export const INVESTOR_TYPE_VALUES = ['general', 'income_qualified', 'professional', 'corporate'] as const;
/** The types an investor can apply for. */
export const REQUESTABLE_TYPES = ['income_qualified', 'professional'] as const;
export const REQUEST_STATUS_VALUES = ['pending', 'approved', 'rejected'] as const;

export const USER = Type.Object({
  id: uuid(),
  email: str(undefined, { format: 'email' }),
  name: str(),
  phone: str(),
  role: enumOf(['investor', 'operator']),
  investor_type: enumOf(INVESTOR_TYPE_VALUES),
  identity_verified: bool('Identity verified (POST /me/identity_verification): `name` is the legal name, locked against PATCH /me.'),
  has_vaccount: bool('A virtual account was issued.'),
  created_at: at(),
  corporate: nullable(Type.Object({
    business_number: str('사업자등록번호 as people write it, `123-45-67890` (stored as ten digits).', { pattern: '^\\d{3}-\\d{2}-\\d{5}$' }),
    company_name: str('The name the account\'s bank accounts must be in: the virtual account is issued in it and a withdrawal account\'s holder must be it.'),
    representative_name: str('The representative, the person identity verification verifies.'),
    beneficial_owner: Type.Optional(nullable(Type.Object({ name: str(), birth_date: calendarDate(), recorded_at: at() }, { description: 'The beneficial owner (실제소유자) recorded by the last successful verification.' }))),
  }, { description: 'A corporate account\'s company (`investor_type: "corporate"`); `beneficial_owner` only in operators\' answers (GET /admin/users), null until the representative is verified.' })),
}, { description: 'docs/api.md `user`. `corporate` is null for an individual.' });
export type User = Static<typeof USER>;

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

/** `{user}`: the `User` component. */
export const userAnswer = () => Type.Object({ user: ref<User>('User') });

/** The three cookies a session starts and ends with. */
export const SESSION_COOKIES = {
  'Set-Cookie': {
    description: '`sid` (HttpOnly; SameSite=Lax; Path=/; Secure outside development), `logined_user` (readable: URI-encoded JSON `{id, name}`, no secret) and `csrf_token` (readable). Logout and session expiry clear all three.',
    schema: str(),
  },
};
