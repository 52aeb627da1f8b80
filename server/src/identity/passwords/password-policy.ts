// docs/api.md "Identity": a new password passes shared/passwords/password-rules.ts (the same rules
// production applies to OPERATOR_PASSWORD at start-up); a password being checked only has a size.
import { text } from '../../shared/http/schema/fields';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '../../shared/passwords/password-rules';

const PASSWORD_RULE = 'At least 10 and at most 128 characters (`too_short`, `too_long`), no spaces around it (`surrounding_spaces`), with letters and digits (`weak_password`), not a common password (`common_password`) and not easily guessed by the zxcvbn estimator, score 3 or more, the e-mail and name counting as known words (`easily_guessed`).';

/** A password being chosen (sign-up, reset, change): its size here, the rest by `newPasswordProblem` in the endpoint's refine. */
export const newPasswordField = () => text({ description: PASSWORD_RULE, min: PASSWORD_MIN, max: PASSWORD_MAX, trim: false });

/** A password being checked (login, step-up): only its type and size matter. */
export const passwordField = (description?: string) => text({ description, max: PASSWORD_MAX, trim: false });

/** The rule a new password of the right size breaks, for an endpoint's refine; null when none (or when its size was refused already). */
export function newPasswordProblem(value: unknown, userInputs: (string | undefined)[] = []): string | null {
  if (typeof value !== 'string' || value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return null;
  return passwordProblem(value, userInputs.filter((v): v is string => Boolean(v)));
}
