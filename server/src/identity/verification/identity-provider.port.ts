// Identity verification (본인 확인, 온투법 21조①; customer due diligence, 특금법 5조의2) is done
// by an outside provider (PASS, KCB and the like): this port asks it whether a person with this
// name, birth date and phone exists and owns the phone. The sandbox adapter answers here. With the
// person's consent it also confirms (or returns) their resident registration number, which only
// the tax forms use.
export interface IdentityClaim {
  name: string;
  /** YYYY-MM-DD */
  birthDate: string;
  phone: string;
}

/** Asked only with the person's consent: the number they typed (13 digits) to confirm, or null to have it returned. */
export interface ResidentNumberAsk {
  given: string | null;
}

export type IdentityAnswer =
  /** `residentNumber` (13 digits): present when it was asked and the provider confirmed or returned it. */
  | { verified: true; verifiedName: string; providerReference: string; residentNumber?: string }
  | { verified: false; reason: string };

export abstract class IdentityProvider {
  /** The provider's name, kept with every verification record. */
  abstract readonly name: string;
  abstract verify(claim: IdentityClaim, residentNumber?: ResidentNumberAsk): Promise<IdentityAnswer>;
}
