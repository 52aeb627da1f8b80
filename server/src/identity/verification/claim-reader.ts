// The body of POST /me/identity_verification: name, birth date and phone, checked at the edge; for
// a corporation, the beneficial owner (실제소유자) it records (docs/api.md "Investor limits"); whether
// the investor agreed to take the verified name when it differs from the account's; and,
// optionally, the resident registration number for the tax forms with its own consent
// (`rrn_consent: true`; `rrn` may be left out, the provider then returns it).
import { BodyReader } from '../../shared/http/validation';
import { BeneficialOwner, readBeneficialOwner } from '../corporate/corporate-fields';
import { readResidentNumber } from '../resident-numbers/resident-number';
import { readName, readPhone } from '../users/user-fields';
import type { IdentityClaim } from './identity-provider.port';

const EARLIEST_BIRTH_DATE = '1900-01-01';

/** A real calendar day (2026-02-30 is not one), not before 1900 and not after `today`. */
export function isBirthDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return false;
  return value >= EARLIEST_BIRTH_DATE && value <= today;
}

export interface VerificationRequest {
  claim: IdentityClaim;
  /** Only a corporation's request carries one (and must: the service knows who is asking). */
  beneficialOwner?: BeneficialOwner;
  /** The investor saw both names and agreed that the verified one replaces the account's name. */
  confirmNameChange?: boolean;
  /** Present only with the consent: the number typed (13 digits), or null to have the provider return it. */
  residentNumber?: { given: string | null };
}

/** `rrn_consent` and `rrn`: the consent alone, or with a number that must be the birth date's. */
function readResidentNumberField(input: BodyReader, birthDate: unknown): VerificationRequest['residentNumber'] {
  const consent = input.raw('rrn_consent');
  const rrn = input.raw('rrn');
  if (consent !== undefined && typeof consent !== 'boolean') input.fail('rrn_consent', 'must_be_boolean');
  if (rrn !== undefined && consent !== true) input.fail('rrn_consent', 'required');
  if (rrn !== undefined && typeof rrn !== 'string') input.fail('rrn', 'invalid_format');
  if (consent !== true) return undefined;
  if (typeof rrn !== 'string') return { given: null };
  const read = readResidentNumber(rrn, typeof birthDate === 'string' ? birthDate : '');
  if ('problem' in read) {
    input.fail('rrn', read.problem);
    return undefined;
  }
  return { given: read.digits };
}

export function readIdentityClaim(body: unknown, today: string): VerificationRequest {
  const input = new BodyReader(body, ['name', 'birth_date', 'phone', 'beneficial_owner', 'confirm_name_change', 'rrn', 'rrn_consent']);
  const name = readName(input) as string;
  const phone = readPhone(input) as string;
  const birthDate = input.raw('birth_date');
  if (birthDate === undefined) input.fail('birth_date', 'required');
  else if (typeof birthDate !== 'string' || !isBirthDate(birthDate, today)) input.fail('birth_date', 'invalid_date');
  const beneficialOwner = readBeneficialOwner(input, (value) => isBirthDate(value, today));
  const confirmNameChange = input.boolean('confirm_name_change', { optional: true });
  const residentNumber = readResidentNumberField(input, birthDate);
  input.done();
  const claim = { name, birthDate: birthDate as string, phone };
  return {
    claim, ...(beneficialOwner ? { beneficialOwner } : {}), ...(confirmNameChange ? { confirmNameChange } : {}), ...(residentNumber ? { residentNumber } : {}),
  };
}
