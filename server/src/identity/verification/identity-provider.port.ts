// Identity verification (본인 확인, 온투법 21조①; customer due diligence, 특금법 5조의2) is done
// by an outside provider (PASS, KCB and the like): this port asks it whether a person with this
// name, birth date and phone exists and owns the phone. The sandbox adapter answers here.
export interface IdentityClaim {
  name: string;
  /** YYYY-MM-DD */
  birthDate: string;
  phone: string;
}

export type IdentityAnswer =
  | { verified: true; verifiedName: string; providerReference: string }
  | { verified: false; reason: string };

export abstract class IdentityProvider {
  /** The provider's name, kept with every verification record. */
  abstract readonly name: string;
  abstract verify(claim: IdentityClaim): Promise<IdentityAnswer>;
}
