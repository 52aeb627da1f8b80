// The password fields of the identity bodies (docs/api.md "Identity"): their sizes only, so the
// request schemas the web reads as types import no estimator; the other rules of a new password are
// checked by `newPasswordProblem` (password-policy.ts) in the endpoint's refine.
import { text } from '../../shared/http/schema/fields';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/passwords/password-size';

const PASSWORD_RULE = 'At least 10 and at most 128 characters (`too_short`, `too_long`), no spaces around it (`surrounding_spaces`), with letters and digits (`weak_password`), not a common password (`common_password`) and not easily guessed by the zxcvbn estimator, score 3 or more, the e-mail and name counting as known words (`easily_guessed`).';

/** A password being chosen (sign-up, reset, change): its size here, the rest by `newPasswordProblem` in the endpoint's refine. */
export const newPasswordField = () => text({ description: PASSWORD_RULE, min: PASSWORD_MIN, max: PASSWORD_MAX, trim: false });

/** A password being checked (login, step-up): only its type and size matter. */
export const passwordField = (description?: string) => text({ description, max: PASSWORD_MAX, trim: false });
