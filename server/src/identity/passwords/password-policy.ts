// docs/api.md "Identity": a new password passes shared/passwords/password-rules.ts (the same rules
// production applies to OPERATOR_PASSWORD at start-up); a password being checked only has a size.
import type { BodyReader } from '../../shared/http/validation';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '../../shared/passwords/password-rules';

/**
 * Reads a new password field; records the rule it breaks (`too_short`, `too_long`,
 * `surrounding_spaces`, `weak_password`, `common_password`, `easily_guessed`) on the reader.
 * `userInputs`: what the account is known by (e-mail, name), which a password must not lean on.
 */
export function readNewPassword(body: BodyReader, key: string, userInputs: (string | undefined)[] = []): string {
  const value = body.string(key, { min: PASSWORD_MIN, max: PASSWORD_MAX, trim: false });
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return value;
  const problem = passwordProblem(value, userInputs.filter((v): v is string => Boolean(v)));
  if (problem) body.fail(key, problem);
  return value;
}

/** A password being checked (login, step-up): only its type and size matter. */
export function readPassword(body: BodyReader, key: string): string {
  return body.string(key, { min: 1, max: PASSWORD_MAX, trim: false });
}
