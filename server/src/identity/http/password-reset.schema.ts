// POST /auth/password_reset_request and /auth/password_reset_verify (docs/api.md "Identity").
import { endpoint, Type } from '../../shared/http/schema';
import { newPasswordProblem } from '../passwords/password-policy';
import { PASSWORD_RESET_BODY, PASSWORD_RESET_REQUEST_BODY } from './identity-requests.schema';

export const REQUEST_PASSWORD_RESET = endpoint({
  method: 'post',
  path: '/auth/password_reset_request',
  id: 'requestPasswordReset',
  summary: 'Mail a password-reset link',
  description: 'Always 202, whether or not the e-mail has an account (no account enumeration). The mail goes to the mail outbox (`GET /admin/mail_outbox` in sandbox mode); its link is `/user_password_reset_verify?token=<token>`, single-use, valid 30 minutes.',
  access: 'public',
  rateLimited: true,
  body: PASSWORD_RESET_REQUEST_BODY,
  ok: { status: 202, description: 'Accepted.', schema: Type.Object({}, { description: 'An empty object.' }) },
  addition: 'the answer body is `{}`; invalid_input for a malformed e-mail.',
});

export const VERIFY_PASSWORD_RESET = endpoint({
  method: 'post',
  path: '/auth/password_reset_verify',
  id: 'verifyPasswordReset',
  summary: 'Set a new password with a reset token',
  access: 'public',
  rateLimited: true,
  body: PASSWORD_RESET_BODY,
  refine: (input, fail) => {
    const problem = newPasswordProblem(input.new_password);
    if (problem) fail('new_password', problem);
  },
  ok: { status: 204, description: 'Password changed.' },
  fails: ['invalid_reset_token'],
});
