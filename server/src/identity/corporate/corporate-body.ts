// The `corporate` object of a corporate sign-up (docs/api.md "Investor limits"), as the body's
// schema: apart from its checks (corporate-fields.ts, which parse the business number) so that the
// request schemas the web reads as types import builders only.
import { orNull, requestBody, text, Type } from '../../shared/http/schema/fields';
import { NAME_PATTERN } from '../users/user-fields';

/** Letters and digits of any script, spaces and the marks company names carry: (주), ㈜, &, '. */
export const COMPANY_NAME_PATTERN = /^[\p{L}\p{M}\p{N}(㈜][\p{L}\p{M}\p{N} .,·&()'㈜-]*$/u;
export const COMPANY_NAME_MAX = 100;
export const PERSON_NAME_MAX = 50;

/** The sign-up's `corporate` object (absent or null: an individual's sign-up). */
export const CORPORATE_SIGN_UP = requestBody({
  business_number: text({ description: '사업자등록번호: ten digits, with or without the dashes of 123-45-67890; the check digit must hold (`invalid_format`, `invalid_check_digit`).', max: 20 }),
  company_name: text({ description: '1–100 letters, digits, spaces and `.,·&()\'-㈜`.', max: COMPANY_NAME_MAX, pattern: COMPANY_NAME_PATTERN }),
  representative_name: text({ description: 'The representative (대표자): 1–50 letters, spaces and `.·-`. Identity verification must verify this person.', max: PERSON_NAME_MAX, pattern: NAME_PATTERN }),
}, 'Sign up as a corporation: the account becomes a `corporate` investor (no general limits).');
export const corporateField = () => Type.Optional(orNull(CORPORATE_SIGN_UP));
