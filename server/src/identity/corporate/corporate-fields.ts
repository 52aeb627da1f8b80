// The `corporate` object of a corporate sign-up (docs/api.md "Investor limits": `{business_number,
// company_name, representative_name}`) and the `beneficial_owner` of its identity verification,
// checked at the edge. Bad fields are named with their path (`corporate.business_number`), as the
// other nested bodies do. The body's schema is in corporate-body.ts (the web reads it as a type).
import type { Static } from '../../shared/http/schema/fields';
import { parseBusinessNumber } from './business-number';
import { CORPORATE_SIGN_UP } from './corporate-body';

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
