// docs/api.md: at least 10 characters with letters and digits, and not one of the common passwords
// attackers try first. The upper bound keeps a hash request from becoming a denial of service
// (argon2 cost grows with input only slightly, bodies are capped).
import type { BodyReader } from '../../shared/http/validation';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

/** Reads a new password field; records `too_short`, `too_long`, `weak_password` or `common_password` on the reader. */
export function readNewPassword(body: BodyReader, key: string): string {
  const value = body.string(key, { min: PASSWORD_MIN, max: PASSWORD_MAX, trim: false });
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return value;
  if (!(/\p{L}/u.test(value) && /\d/.test(value))) body.fail(key, 'weak_password');
  else if (isCommonPassword(value)) body.fail(key, 'common_password');
  return value;
}

/** A password being checked (login, step-up): only its type and size matter. */
export function readPassword(body: BodyReader, key: string): string {
  return body.string(key, { min: 1, max: PASSWORD_MAX, trim: false });
}
