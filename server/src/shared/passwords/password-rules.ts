// The rules a new password must pass (docs/api.md "Identity"): at least 10 characters with letters
// and digits, no spaces around it, not one of the common passwords attackers try first, and not
// easily guessed by the estimator (guessability.ts: repeats, keyboard walks, sequences). The upper bound keeps a
// hash request from becoming a denial of service (argon2 cost grows with input only slightly,
// bodies are capped). Here in shared/, not in identity/, because the configuration checks
// OPERATOR_PASSWORD with the same rules before any module exists.
import { isCommonPassword } from './common-passwords';
import { MIN_PASSWORD_SCORE, passwordScore } from './guessability';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-size';

export { PASSWORD_MAX, PASSWORD_MIN };

/** Why a new password is refused, as the `fields` code an answer carries. */
export type PasswordProblem = 'too_short' | 'too_long' | 'weak_password' | 'common_password' | 'surrounding_spaces' | 'easily_guessed';

/**
 * The first rule `password` breaks, or null when it may be used. Spaces around a password are
 * refused rather than trimmed: trimming would make two passwords one, and padding adds length the
 * estimator would count. `userInputs` (the account's e-mail and name) make a password built from
 * them guessable.
 */
export function passwordProblem(password: string, userInputs: string[] = []): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'too_short';
  if (password.length > PASSWORD_MAX) return 'too_long';
  if (password !== password.trim()) return 'surrounding_spaces';
  if (!(/\p{L}/u.test(password) && /\d/.test(password))) return 'weak_password';
  if (isCommonPassword(password)) return 'common_password';
  if (passwordScore(password, userInputs) < MIN_PASSWORD_SCORE) return 'easily_guessed';
  return null;
}
