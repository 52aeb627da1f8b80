// The body of POST /me/identity_verification: name, birth date and phone, checked at the edge; for
// a corporation, the beneficial owner (실제소유자) it records (docs/api.md "Investor limits"); whether
// the investor agreed to take the verified name when it differs from the account's; and,
// optionally, the resident registration number for the tax forms with its own consent
// (`rrn_consent: true`; `rrn` may be left out, the provider then returns it). The body's schema is
// IDENTITY_CLAIM (http/identity-requests.schema.ts, which the web types its request from).
import { readBody, type Static } from '../../shared/http/schema';
import { IDENTITY_CLAIM } from '../http/identity-requests.schema';
import type { BeneficialOwner } from '../corporate/corporate-fields';
import { readResidentNumber } from '../resident-numbers/resident-number';
import type { IdentityClaim, ResidentNumberAsk } from './identity-provider.port';

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
  residentNumber?: ResidentNumberAsk;
}

type ClaimInput = Static<typeof IDENTITY_CLAIM>;

/** `rrn_consent` and `rrn`: the consent alone, or with a number that must be the birth date's. */
function residentNumberOf(input: ClaimInput, fail: (field: string, reason: string) => void): VerificationRequest['residentNumber'] {
  const { rrn_consent: consent, rrn } = input as { rrn_consent?: unknown; rrn?: unknown };
  if (consent !== undefined && typeof consent !== 'boolean') fail('rrn_consent', 'must_be_boolean');
  if (rrn !== undefined && consent !== true) fail('rrn_consent', 'required');
  if (rrn !== undefined && typeof rrn !== 'string') fail('rrn', 'invalid_format');
  if (consent !== true) return undefined;
  if (typeof rrn !== 'string') return { given: null };
  const read = readResidentNumber(rrn, typeof input.birth_date === 'string' ? input.birth_date : '');
  if ('problem' in read) {
    fail('rrn', read.problem);
    return undefined;
  }
  return { given: read.digits };
}

/** The body of POST /me/identity_verification, its dates judged against the business `today`. */
export function readIdentityClaim(body: unknown, today: string): VerificationRequest {
  let residentNumber: VerificationRequest['residentNumber'];
  const input = readBody(IDENTITY_CLAIM, body, (read, fail) => {
    if (typeof read.birth_date === 'string' && !isBirthDate(read.birth_date, today)) fail('birth_date', 'invalid_date');
    const owner = read.beneficial_owner;
    if (typeof owner?.birth_date === 'string' && !isBirthDate(owner.birth_date, today)) fail('beneficial_owner.birth_date', 'invalid_date');
    residentNumber = residentNumberOf(read, fail);
  });
  const claim = { name: input.name, birthDate: input.birth_date, phone: input.phone };
  const beneficialOwner: BeneficialOwner | undefined = input.beneficial_owner ? { name: input.beneficial_owner.name, birthDate: input.beneficial_owner.birth_date } : undefined;
  return {
    claim, ...(beneficialOwner ? { beneficialOwner } : {}), ...(input.confirm_name_change ? { confirmNameChange: true } : {}), ...(residentNumber ? { residentNumber } : {}),
  };
}
