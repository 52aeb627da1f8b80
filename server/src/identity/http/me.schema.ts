// GET and PATCH /me, POST /me/password: the session's own account (docs/api.md "Identity").
import { endpoint } from '../../shared/http/schema';
import { newPasswordProblem } from '../passwords/password-policy';
import { userAnswer } from './identity-answers.schema';
import { CHANGE_PASSWORD_BODY, UPDATE_ME_BODY } from './identity-requests.schema';

export const GET_ME = endpoint({
  method: 'get',
  path: '/me',
  id: 'getMe',
  summary: 'The logged-in user',
  access: 'session',
  ok: { status: 200, description: 'The user.', schema: userAnswer() },
});

export const UPDATE_ME = endpoint({
  method: 'patch',
  path: '/me',
  id: 'updateMe',
  summary: 'Change name or phone',
  description: 'A new name is also written to the `logined_user` cookie. `password` is the step-up: five wrong answers (on any step-up route of the account) lock step-up for 10 minutes (429 `account_locked`, even for the right password then).',
  access: 'session',
  body: UPDATE_ME_BODY,
  ok: { status: 200, description: 'The updated user.', schema: userAnswer() },
  fails: ['invalid_credentials', 'account_locked'],
});

export const CHANGE_PASSWORD = endpoint({
  method: 'post',
  path: '/me/password',
  id: 'changePassword',
  summary: 'Change the password',
  description: 'Every other session of the user ends; this one stays.',
  access: 'session',
  rateLimited: true,
  body: CHANGE_PASSWORD_BODY,
  refine: (input, fail) => {
    const problem = newPasswordProblem(input.new_password);
    if (problem) fail('new_password', problem);
  },
  ok: { status: 204, description: 'Changed.' },
  fails: ['invalid_credentials', 'account_locked'],
  addition: '`current_password` is counted with the step-up passwords: five wrong answers lock step-up for 10 minutes (429 `account_locked`).',
});
