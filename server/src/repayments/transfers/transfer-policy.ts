// The numbers a transfer (원리금수취권 양도) is held to, as a dated policy (docs/design.md "Checks and
// limits": numbers the law or the platform sets change, so they carry the date they apply from).
// 시행령 29조 sets who may buy (general investors: at least five investments in the past three
// years); the price band is the platform's rule (docs/api.md "Transfers"). Pure.
export interface TransferPolicy {
  effectiveOn: string;
  /** The lowest and highest price, in basis points of the outstanding principal sold. */
  minPriceBp: number;
  maxPriceBp: number;
  /** A general investor buys only with this many investments placed in the past `lookbackYears`. */
  generalMinInvestments: number;
  lookbackYears: number;
}

/** Oldest first. The first applies from the law's effective date (온투법 시행, 2020-08-27). */
export const TRANSFER_POLICIES: readonly TransferPolicy[] = [
  { effectiveOn: '2020-08-27', minPriceBp: 9_000, maxPriceBp: 10_200, generalMinInvestments: 5, lookbackYears: 3 },
];

/** The policy in force on `on` (a Korea-time date). */
export function transferPolicyOn(on: string, policies: readonly TransferPolicy[] = TRANSFER_POLICIES): TransferPolicy {
  const inForce = policies.filter((p) => p.effectiveOn <= on).at(-1);
  return inForce ?? policies[0];
}
