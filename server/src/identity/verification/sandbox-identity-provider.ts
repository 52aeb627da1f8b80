// The sandbox identity provider (docs/api.md): every claim is verified, except a phone ending in 0000,
// which the carrier "does not know" — the way tests and demos reach identity_verification_failed.
// The verified name is the claimed one, as a real provider returns the carrier's record of it.
// Asked for the resident registration number, it confirms a typed one (the claim reader already
// matched it to the birth date) or returns a test number: the birth date, the century digit (1 or
// 3) and six digits from the person's reference, the same for the same person.
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { IdentityAnswer, IdentityClaim, IdentityProvider, ResidentNumberAsk } from './identity-provider.port';

const digitsOf = (phone: string): string => phone.replace(/\D/g, '');

/** A made-up number of the right shape for this birth date (YYYY-MM-DD). */
function testResidentNumber(birthDate: string, reference: string): string {
  const [year, month, day] = birthDate.split('-');
  const serial = [...reference.slice(0, 6)].map((c) => String(parseInt(c, 16) % 10)).join('');
  return `${year.slice(2)}${month}${day}${year.startsWith('19') ? '1' : '3'}${serial}`;
}

@Injectable()
export class SandboxIdentityProvider extends IdentityProvider {
  readonly name = 'sandbox';

  async verify(claim: IdentityClaim, residentNumber?: ResidentNumberAsk): Promise<IdentityAnswer> {
    const phone = digitsOf(claim.phone);
    if (phone.endsWith('0000')) return { verified: false, reason: 'phone_not_matched' };
    // A stable reference per person (a real provider's CI plays this part).
    const reference = createHash('sha256').update(`${claim.name}|${claim.birthDate}|${phone}`).digest('hex').slice(0, 32);
    const answer = { verified: true as const, verifiedName: claim.name, providerReference: `SBX-${reference}` };
    if (!residentNumber) return answer;
    return { ...answer, residentNumber: residentNumber.given ?? testResidentNumber(claim.birthDate, reference) };
  }
}
