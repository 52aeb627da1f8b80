// POST /auth/sign_up, /auth/login and /auth/logout (docs/api.md "Identity").
import { endpoint } from '../../shared/http/schema';
import { corporateProblem } from '../corporate/corporate-fields';
import { newPasswordProblem } from '../passwords/password-policy';
import { SESSION_COOKIES, userAnswer } from './identity-answers.schema';
import { LOG_IN_BODY, SIGN_UP_BODY } from './identity-requests.schema';

export const SIGN_UP = endpoint({
  method: 'post',
  path: '/auth/sign_up',
  id: 'signUp',
  summary: 'Create an investor account and log in',
  description: 'Sets the `sid`, `logined_user` and `csrf_token` cookies.',
  access: 'public',
  rateLimited: true,
  body: SIGN_UP_BODY,
  refine: (input, fail) => {
    const problem = newPasswordProblem(input.password, [input.email?.toLowerCase(), input.name]);
    if (problem) fail('password', problem);
    if (input.agree_terms === false) fail('agree_terms', 'must_agree');
    corporateProblem(input.corporate, fail);
  },
  ok: { status: 201, description: 'Account created; the caller is logged in. With `corporate`, a `corporate` investor.', schema: userAnswer(), headers: SESSION_COOKIES },
  fails: ['email_taken'],
  addition: 'too_many_requests (429) past the per-IP sign-up limit; a bad `corporate` field is named with its path (`fields: {"corporate.business_number": "invalid_check_digit"}`).',
});

export const LOG_IN = endpoint({
  method: 'post',
  path: '/auth/login',
  id: 'logIn',
  summary: 'Log in',
  description: 'Sets the `sid`, `logined_user` and `csrf_token` cookies. Repeated failures lock the account for 10 minutes (`account_locked`, with Retry-After), even when RATE_LIMITS is off. Each 400 `invalid_credentials` carries `attempts_left`: the failures still allowed before the lock, counted per e-mail whether or not an account has it (so it reveals nothing).',
  access: 'public',
  rateLimited: true,
  body: LOG_IN_BODY,
  ok: { status: 200, description: 'Logged in.', schema: userAnswer(), headers: SESSION_COOKIES },
  fails: ['invalid_credentials', 'account_locked'],
  addition: '`attempts_left` on the `invalid_credentials` answer.',
});

export const LOG_OUT = endpoint({
  method: 'post',
  path: '/auth/logout',
  id: 'logOut',
  summary: 'Log out',
  description: 'Ends the session (if any) and clears the three cookies. Without a session it still answers 204.',
  access: 'public',
  ok: { status: 204, description: 'Logged out; the three cookies are cleared.', headers: SESSION_COOKIES },
});
