// What the web sends to identity (docs/api.md "Identity"): sign-up, login, the profile, passwords,
// identity verification and an investor type application. The endpoints read them (auth, me,
// password-reset, identity-verification and investor-type-requests .schema.ts) and the web types
// what it sends from them; this module imports only the builders and the fields' shapes (no Nest,
// no password estimator), so the web's type check can follow it.
import { calendarDate, checkedBy, choice, flag, orNull, requestBody, text, Type, type Static } from '../../shared/http/schema/fields';
import { corporateField } from '../corporate/corporate-body';
import { newPasswordField, passwordField } from '../passwords/password-fields';
import { emailField, nameField, phoneField } from '../users/user-fields';
import { REQUESTABLE_TYPES } from './identity-answers.schema';

export const SIGN_UP_BODY = requestBody({
  email: emailField(),
  password: newPasswordField(),
  name: nameField(),
  phone: phoneField(),
  agree_terms: flag('Must be true (`must_agree`).'),
  // A corporation signs up with its company (docs/api.md "Investor limits"): a `corporate` investor.
  corporate: corporateField(),
}, 'Example: `{"email": "investor@example.com", "password": "secret-2026", "name": "홍길동", "phone": "010-1234-5678", "agree_terms": true}`; '
  + 'a corporation adds `"corporate": {"business_number": "123-45-67891", "company_name": "(주)한빛", "representative_name": "홍길동"}`.');
export type SignUpRequest = Static<typeof SIGN_UP_BODY>;

export const LOG_IN_BODY = requestBody({ email: text({ description: 'Read in lower case; not checked for shape (an unknown one is `invalid_credentials`).', max: 254 }), password: passwordField() });
export type LogInRequest = Static<typeof LOG_IN_BODY>;

export const UPDATE_ME_BODY = requestBody({ name: Type.Optional(nameField()), phone: Type.Optional(phoneField()), password: passwordField('The current password (step-up).') });
export type UpdateMeRequest = Static<typeof UPDATE_ME_BODY>;

export const CHANGE_PASSWORD_BODY = requestBody({ current_password: passwordField(), new_password: newPasswordField() });
export type ChangePasswordRequest = Static<typeof CHANGE_PASSWORD_BODY>;

export const PASSWORD_RESET_REQUEST_BODY = requestBody({ email: emailField() });
export const PASSWORD_RESET_BODY = requestBody({ token: text({ max: 200, trim: false }), new_password: newPasswordField() });
export type PasswordResetRequest = Static<typeof PASSWORD_RESET_BODY>;

export const INVESTOR_TYPE_APPLICATION_BODY = requestBody({ investor_type: choice(REQUESTABLE_TYPES), evidence: text({ description: 'What proves the qualification.', max: 2000 }) });
export type InvestorTypeApplicationRequest = Static<typeof INVESTOR_TYPE_APPLICATION_BODY>;

const BIRTH_DATE = 'A real calendar day from 1900 to today.';

/** POST /me/identity_verification; read by verification/claim-reader.ts, which judges the dates against the business today. */
export const IDENTITY_CLAIM = requestBody({
  name: nameField(),
  birth_date: calendarDate(BIRTH_DATE),
  phone: phoneField('Korean mobile number.'),
  beneficial_owner: Type.Optional(orNull(requestBody({ name: nameField(), birth_date: calendarDate(BIRTH_DATE) },
    'The beneficial owner (실제소유자, 특금법 5조의2). Required for a corporation (`invalid_input`, `fields.beneficial_owner: "required"`), refused for an individual (`corporate_only`).'))),
  confirm_name_change: Type.Optional(flag('Addition: the investor agreed that the verified name replaces the account\'s name (default false).')),
  rrn_consent: Type.Optional(checkedBy<boolean>({ type: 'boolean', description: '`true`: the person consents to the platform collecting their resident registration number for the tax forms (소득세법; kept encrypted, 개인정보보호법 24조의2). Without it no number is taken; a corporation cannot give it (`individual_only`).' })),
  rrn: Type.Optional(checkedBy<string>({ type: 'string', maxLength: 20, description: 'The resident registration number, `YYMMDD-NNNNNNN` or 13 digits; only with `rrn_consent: true` (else `fields.rrn_consent: "required"`), and it must be the birth date\'s (`birth_date_mismatch`). Left out with the consent, the identity provider returns it (the sandbox returns a test number). Never shown again except masked, never logged.' })),
});
export type IdentityClaimRequest = Static<typeof IDENTITY_CLAIM>;
