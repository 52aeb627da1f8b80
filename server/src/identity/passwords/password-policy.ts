// docs/api.md "Identity": a new password passes shared/passwords/password-rules.ts (the same rules
// production applies to OPERATOR_PASSWORD at start-up); a password being checked only has a size
// (the fields' sizes are in password-fields.ts).
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '../../shared/passwords/password-rules';

/** The rule a new password of the right size breaks, for an endpoint's refine; null when none (or when its size was refused already). */
export function newPasswordProblem(value: unknown, userInputs: (string | undefined)[] = []): string | null {
  if (typeof value !== 'string' || value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return null;
  return passwordProblem(value, userInputs.filter((v): v is string => Boolean(v)));
}
