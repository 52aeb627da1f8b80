// Identity (docs/api.md "Identity"): sign-up, login, the caller's account, password reset, investor
// type applications, and the operators' user search and mail outbox.
import { operationsFor, PAGE_PARAMS, pathParam, queryParam, SESSION_COOKIES, uuidPath } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { INVESTOR_TYPES } from '../components';
import { arr, body, enumOf, instant, obj, page, ref, str, uuid } from '../schema';

const op = operationsFor('Identity');

const PASSWORD_RULE = 'At least 10 and at most 128 characters (`too_short`, `too_long`), no spaces around it (`surrounding_spaces`), with letters and digits (`weak_password`), not a common password (`common_password`) and not easily guessed by the zxcvbn estimator, score 3 or more, the e-mail and name counting as known words (`easily_guessed`).';
/** A password being chosen (sign-up, reset, change): the same rule everywhere. */
const newPassword = str(PASSWORD_RULE, { minLength: 10, maxLength: 128 });
const userAnswer = obj({ user: ref('User') });

/** A corporation's sign-up (docs/api.md "Investor limits"): closed like every body. */
const CORPORATE_SIGN_UP = body({
  business_number: str('사업자등록번호: ten digits, with or without the dashes of 123-45-67890; the check digit must hold (`invalid_format`, `invalid_check_digit`).', { maxLength: 20 }),
  company_name: str('1–100 letters, digits, spaces and `.,·&()\'-㈜`.', { maxLength: 100 }),
  representative_name: str('The representative (대표자): 1–50 letters, spaces and `.·-`. Identity verification must verify this person.', { maxLength: 50 }),
}, 'Sign up as a corporation: the account becomes a `corporate` investor (no general limits).');

export const identitySchemas: Record<string, Schema> = {
  InvestorTypeRequest: obj({
    id: uuid(),
    user_id: uuid(),
    user_name: str(),
    email: str(),
    current_investor_type: enumOf(INVESTOR_TYPES),
    investor_type: enumOf(['income_qualified', 'professional'], 'The type applied for.'),
    evidence: str(),
    status: enumOf(['pending', 'approved', 'rejected']),
    created_at: instant(),
    decided_at: { ...instant(), type: ['string', 'null'] },
  }, 'An application for another investor type.'),
};

export const identityPaths: Paths = {
  '/auth/sign_up': {
    post: op('post', {
      id: 'signUp',
      summary: 'Create an investor account and log in',
      description: 'Sets the `sid`, `logined_user` and `csrf_token` cookies.',
      access: 'public',
      rateLimited: true,
      body: body({
        email: str(undefined, { format: 'email', maxLength: 254 }),
        password: newPassword,
        name: str('1–50 letters, spaces and `.·-`.', { maxLength: 50 }),
        phone: str('Korean mobile number, e.g. 010-1234-5678.', { pattern: '^01[016789]-?\\d{3,4}-?\\d{4}$' }),
        agree_terms: { type: 'boolean', const: true, description: 'Must be true (`must_agree`).' },
        'corporate?': CORPORATE_SIGN_UP,
      }, 'Example: `{"email": "investor@example.com", "password": "secret-2026", "name": "홍길동", "phone": "010-1234-5678", "agree_terms": true}`; '
        + 'a corporation adds `"corporate": {"business_number": "123-45-67891", "company_name": "(주)한빛", "representative_name": "홍길동"}`.'),
      ok: { status: 201, description: 'Account created; the caller is logged in. With `corporate`, a `corporate` investor.', schema: userAnswer, headers: SESSION_COOKIES },
      fails: ['email_taken'],
      addition: 'too_many_requests (429) past the per-IP sign-up limit; a bad `corporate` field is named with its path (`fields: {"corporate.business_number": "invalid_check_digit"}`).',
    }),
  },
  '/auth/login': {
    post: op('post', {
      id: 'logIn',
      summary: 'Log in',
      description: 'Sets the `sid`, `logined_user` and `csrf_token` cookies. Repeated failures lock the account for 10 minutes (`account_locked`, with Retry-After), even when RATE_LIMITS is off. Each 400 `invalid_credentials` carries `attempts_left`: the failures still allowed before the lock, counted per e-mail whether or not an account has it (so it reveals nothing).',
      access: 'public',
      rateLimited: true,
      body: body({ email: str(undefined, { maxLength: 254 }), password: str(undefined, { maxLength: 128 }) }),
      ok: { status: 200, description: 'Logged in.', schema: userAnswer, headers: SESSION_COOKIES },
      fails: ['invalid_credentials', 'account_locked'],
      addition: '`attempts_left` on the `invalid_credentials` answer.',
    }),
  },
  '/auth/logout': {
    post: op('post', {
      id: 'logOut',
      summary: 'Log out',
      description: 'Ends the session (if any) and clears the three cookies. Without a session it still answers 204.',
      access: 'public',
      ok: { status: 204, description: 'Logged out; the three cookies are cleared.', headers: SESSION_COOKIES },
    }),
  },
  '/auth/password_reset_request': {
    post: op('post', {
      id: 'requestPasswordReset',
      summary: 'Mail a password-reset link',
      description: 'Always 202, whether or not the e-mail has an account (no account enumeration). The mail goes to the mail outbox (`GET /admin/mail_outbox` in sandbox mode); its link is `/user_password_reset_verify?token=<token>`, single-use, valid 30 minutes.',
      access: 'public',
      rateLimited: true,
      body: body({ email: str(undefined, { format: 'email', maxLength: 254 }) }),
      ok: { status: 202, description: 'Accepted.', schema: obj({}, 'An empty object.') },
      addition: 'the answer body is `{}`; invalid_input for a malformed e-mail.',
    }),
  },
  '/auth/password_reset_verify': {
    post: op('post', {
      id: 'verifyPasswordReset',
      summary: 'Set a new password with a reset token',
      access: 'public',
      rateLimited: true,
      body: body({ token: str(undefined, { maxLength: 200 }), new_password: newPassword }),
      ok: { status: 204, description: 'Password changed.' },
      fails: ['invalid_reset_token'],
    }),
  },
  '/me': {
    get: op('get', {
      id: 'getMe',
      summary: 'The logged-in user',
      access: 'session',
      ok: { status: 200, description: 'The user.', schema: userAnswer },
    }),
    patch: op('patch', {
      id: 'updateMe',
      summary: 'Change name or phone',
      description: 'A new name is also written to the `logined_user` cookie. `password` is the step-up: five wrong answers (on any step-up route of the account) lock step-up for 10 minutes (429 `account_locked`, even for the right password then).',
      access: 'session',
      body: body({ 'name?': str(undefined, { minLength: 1, maxLength: 50 }), 'phone?': str(undefined, { pattern: '^01[016789]-?\\d{3,4}-?\\d{4}$' }), password: str('The current password (step-up).', { maxLength: 128 }) }),
      ok: { status: 200, description: 'The updated user.', schema: userAnswer },
      fails: ['invalid_credentials', 'account_locked'],
    }),
  },
  '/me/password': {
    post: op('post', {
      id: 'changePassword',
      summary: 'Change the password',
      description: 'Every other session of the user ends; this one stays.',
      access: 'session',
      rateLimited: true,
      body: body({ current_password: str(undefined, { maxLength: 128 }), new_password: newPassword }),
      ok: { status: 204, description: 'Changed.' },
      fails: ['invalid_credentials', 'account_locked'],
      addition: '`current_password` is counted with the step-up passwords: five wrong answers lock step-up for 10 minutes (429 `account_locked`).',
    }),
  },
  '/me/investor_type_requests': {
    post: op('post', {
      id: 'applyForInvestorType',
      summary: 'Apply for another investor type',
      access: 'session',
      rateLimited: true,
      body: body({ investor_type: enumOf(['income_qualified', 'professional']), evidence: str('What proves the qualification.', { maxLength: 2000 }) }),
      ok: { status: 201, description: 'The application.', schema: ref('InvestorTypeRequest') },
      addition: 'the answer is the application object; too_many_requests past the per-user limit.',
    }),
    get: op('get', {
      id: 'listMyInvestorTypeRequests',
      summary: 'The caller\'s own applications',
      access: 'session',
      notInApiMd: true,
      addition: 'lets investors follow their applications.',
      ok: { status: 200, description: 'Newest first.', schema: obj({ items: arr(ref('InvestorTypeRequest')) }) },
    }),
  },
  '/admin/investor_type_requests': {
    get: op('get', {
      id: 'adminListInvestorTypeRequests',
      summary: 'Investor type applications',
      access: 'operator',
      params: [...PAGE_PARAMS, queryParam('status', enumOf(['pending', 'approved', 'rejected']), 'Only this status.')],
      ok: { status: 200, description: 'A page of applications.', schema: page(ref('InvestorTypeRequest')) },
      fails: ['invalid_input'],
      addition: 'paged (`page`, `size`) with a `status` filter.',
    }),
  },
  '/admin/investor_type_requests/{id}/{decision}': {
    post: op('post', {
      id: 'adminDecideInvestorTypeRequest',
      summary: 'Approve or reject an application',
      description: 'Approving changes the user\'s investor type (and so their limits).',
      access: 'operator',
      params: [uuidPath('id', 'application'), pathParam('decision', enumOf(['approve', 'reject']))],
      ok: { status: 200, description: 'The decided application.', schema: ref('InvestorTypeRequest') },
      fails: ['invalid_input', 'not_found'],
    }),
  },
  '/admin/users': {
    get: op('get', {
      id: 'adminSearchUsers',
      summary: 'Search accounts',
      description: '`q` matches e-mail, name, phone, a corporation\'s company name or business number (substring, case-insensitive), newest first. A corporation\'s `corporate` carries its `beneficial_owner` here.',
      access: 'operator',
      params: [queryParam('q', str(undefined, { maxLength: 100 })), ...PAGE_PARAMS],
      ok: { status: 200, description: 'A page of users.', schema: page(ref('User')) },
      fails: ['invalid_input'],
      addition: 'paged `{items, page, size, total}`.',
    }),
  },
  '/admin/mail_outbox': {
    get: op('get', {
      id: 'adminMailOutbox',
      summary: 'Mails the system would have sent (sandbox only)',
      description: 'Newest first. Outside the sandbox: 404 `not_found`.',
      access: 'operator',
      params: [
        queryParam('to', str(undefined, { maxLength: 254 }), 'Only mails to this address (case-insensitive).'),
        queryParam('limit', { type: 'integer', minimum: 1, maximum: 100, default: 50 }),
      ],
      ok: {
        status: 200,
        description: 'The mails.',
        schema: obj({ items: arr(obj({ id: uuid(), to: str(), subject: str(), body_text: str(), created_at: instant() })) }),
      },
      fails: ['invalid_input', 'not_found'],
      addition: '`to` and `limit` filters.',
    }),
  },
};
