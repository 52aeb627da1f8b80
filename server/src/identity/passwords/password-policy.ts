// docs/api.md "Identity": a new password passes shared/passwords/password-rules.ts (the same rules
// production applies to OPERATOR_PASSWORD at start-up); a password being checked only has a size.
import type { BodyReader } from '../../shared/http/validation';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '../../shared/passwords/password-rules';

/** Reads a new password field; records `too_short`, `too_long`, `weak_password` or `common_password` on the reader. */
export function readNewPassword(body: BodyReader, key: string): string {
  const value = body.string(key, { min: PASSWORD_MIN, max: PASSWORD_MAX, trim: false });
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return value;
  const problem = passwordProblem(value);
  if (problem) body.fail(key, problem);
  return value;
}

/** A password being checked (login, step-up): only its type and size matter. */
export function readPassword(body: BodyReader, key: string): string {
  return body.string(key, { min: 1, max: PASSWORD_MAX, trim: false });
}
