// The `corporate` object of a corporate sign-up (docs/api.md "Investor limits": `{business_number,
// company_name, representative_name}`) and the `beneficial_owner` of its identity verification,
// checked at the edge. Bad fields are named with their path (`corporate.business_number`), as the
// other nested bodies do.
import { BodyReader } from '../../shared/http/validation';
import { DomainError } from '../../shared/errors/domain-error';
import { NAME_PATTERN, readName } from '../users/user-fields';
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

/** Reads `key` as an object with `allowed` fields; its bad fields are named `key.field` on `outer`. */
function readNested<T>(outer: BodyReader, key: string, allowed: readonly string[], read: (inner: BodyReader) => T): T | undefined {
  const raw = outer.raw(key);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    outer.fail(key, 'must_be_object');
    return undefined;
  }
  const inner = new BodyReader(raw, allowed);
  const value = read(inner);
  try {
    inner.done();
  } catch (error) {
    for (const [field, code] of Object.entries((error as DomainError).details.fields ?? {})) outer.fail(`${key}.${field}`, code);
    return undefined;
  }
  return value;
}

/** The sign-up's `corporate` object; undefined when absent (or null: an individual's sign-up). */
export function readCorporate(outer: BodyReader): CorporateIdentity | undefined {
  if (outer.raw('corporate') === undefined || outer.raw('corporate') === null) return undefined;
  return readNested(outer, 'corporate', ['business_number', 'company_name', 'representative_name'], (inner) => {
    const raw = inner.string('business_number', { max: 20 });
    const parsed = raw ? parseBusinessNumber(raw) : undefined;
    if (parsed && 'problem' in parsed) inner.fail('business_number', parsed.problem);
    const companyName = inner.string('company_name', { max: COMPANY_NAME_MAX, pattern: COMPANY_NAME_PATTERN });
    const representativeName = inner.string('representative_name', { max: PERSON_NAME_MAX, pattern: NAME_PATTERN });
    return { businessNumber: parsed && 'digits' in parsed ? parsed.digits : '', companyName, representativeName };
  });
}

/** The verification's `beneficial_owner` (실제소유자); undefined when absent. */
export function readBeneficialOwner(outer: BodyReader, isBirthDate: (value: string) => boolean): BeneficialOwner | undefined {
  if (outer.raw('beneficial_owner') === undefined || outer.raw('beneficial_owner') === null) return undefined;
  return readNested(outer, 'beneficial_owner', ['name', 'birth_date'], (inner) => {
    const name = readName(inner) as string;
    const birthDate = inner.raw('birth_date');
    if (birthDate === undefined) inner.fail('birth_date', 'required');
    else if (typeof birthDate !== 'string' || !isBirthDate(birthDate)) inner.fail('birth_date', 'invalid_date');
    return { name, birthDate: birthDate as string };
  });
}
