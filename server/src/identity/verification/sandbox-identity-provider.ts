// The sandbox identity provider (docs/api.md): every claim is verified, except a phone ending in 0000,
// which the carrier "does not know" — the way tests and demos reach identity_verification_failed.
// The verified name is the claimed one, as a real provider returns the carrier's record of it.
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { IdentityAnswer, IdentityClaim, IdentityProvider } from './identity-provider.port';

const digitsOf = (phone: string): string => phone.replace(/\D/g, '');

@Injectable()
export class SandboxIdentityProvider extends IdentityProvider {
  readonly name = 'sandbox';

  async verify(claim: IdentityClaim): Promise<IdentityAnswer> {
    const phone = digitsOf(claim.phone);
    if (phone.endsWith('0000')) return { verified: false, reason: 'phone_not_matched' };
    // A stable reference per person (a real provider's CI plays this part).
    const reference = createHash('sha256').update(`${claim.name}|${claim.birthDate}|${phone}`).digest('hex').slice(0, 32);
    return { verified: true, verifiedName: claim.name, providerReference: `SBX-${reference}` };
  }
}
