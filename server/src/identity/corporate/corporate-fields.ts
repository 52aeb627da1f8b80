// The `corporate` object of a corporate sign-up (docs/api.md "Investor limits": `{business_number,
// company_name, representative_name}`) and the `beneficial_owner` of its identity verification,
// checked at the edge. Bad fields are named with their path (`corporate.business_number`), as the
// other nested bodies do.
import { orNull, requestBody, text, Type, type Static } from '../../shared/http/schema/fields';
import { NAME_PATTERN } from '../users/user-fields';
import { parseBusinessNumber } from './business-number';

/** Letters and digits of any script, spaces and the marks company names carry: (주), ㈜, &, '. */
export const COMPANY_NAME_PATTERN = /^[\p{L}\p{M}\p{N}(㈜][\p{L}\p{M}\p{N} .,·&()'㈜-]*$/u;
export const COMPANY_NAME_MAX = 100;
export const PERSON_NAME_MAX = 50;

export interface CorporateIdentity {
  /** Ten digits, no dashes. */
  businessNumber: string;
  companyName: string;
  representativeName: string;
}

export interface BeneficialOwner {
  name: string;
  /** YYYY-MM-DD */
  birthDate: string;
}

/** The sign-up's `corporate` object (absent or null: an individual's sign-up). */
export const CORPORATE_SIGN_UP = requestBody({
  business_number: text({ description: '사업자등록번호: ten digits, with or without the dashes of 123-45-67890; the check digit must hold (`invalid_format`, `invalid_check_digit`).', max: 20 }),
  company_name: text({ description: '1–100 letters, digits, spaces and `.,·&()\'-㈜`.', max: COMPANY_NAME_MAX, pattern: COMPANY_NAME_PATTERN }),
  representative_name: text({ description: 'The representative (대표자): 1–50 letters, spaces and `.·-`. Identity verification must verify this person.', max: PERSON_NAME_MAX, pattern: NAME_PATTERN }),
}, 'Sign up as a corporation: the account becomes a `corporate` investor (no general limits).');
export const corporateField = () => Type.Optional(orNull(CORPORATE_SIGN_UP));
type CorporateInput = Static<typeof CORPORATE_SIGN_UP> | null | undefined;

/** For the endpoint's refine: a business number whose digits or check digit are wrong. */
export function corporateProblem(corporate: CorporateInput, fail: (field: string, reason: string) => void): void {
  if (!corporate?.business_number) return;
  const parsed = parseBusinessNumber(corporate.business_number);
  if ('problem' in parsed) fail('corporate.business_number', parsed.problem);
}

/** The company of a read (and checked) `corporate`; undefined for an individual. */
export function corporateIdentity(corporate: CorporateInput): CorporateIdentity | undefined {
  if (!corporate) return undefined;
  const parsed = parseBusinessNumber(corporate.business_number);
  return { businessNumber: 'digits' in parsed ? parsed.digits : '', companyName: corporate.company_name, representativeName: corporate.representative_name };
}
