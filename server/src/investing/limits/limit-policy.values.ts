// The investor limit policy as values (docs/design.md "Checks and limits"): what one change holds
// and how an investor type reads it. Amount limits bind general and income-qualified investors;
// professional and corporate investors have none of them but may hold at most
// `institutionalShareBp` of one product's target (온투법 35조, 시행령 30조). Pure.
import { invalidInput } from '../../shared/errors/domain-error';
import type { LimitPolicy } from './investor-limits';

export interface TypeLimits {
  totalWon: number;
  /** Real estate (apt, realty). */
  realtyWon: number;
  /** Of the real estate, project financing (`is_pf`). */
  pfWon: number;
  borrowerWon: number;
}

/** The whole policy from `effectiveOn` on. */
export interface LimitPolicyValues {
  effectiveOn: string;
  general: TypeLimits;
  incomeQualified: TypeLimits;
  institutionalShareBp: number;
}

/** Investor types capped at a share of one product instead of by amounts. */
export const INSTITUTIONAL_TYPES: ReadonlySet<string> = new Set(['professional', 'corporate']);
export const LIMITED_TYPES = { general: 'general', income_qualified: 'incomeQualified' } as const;

/** The limits `investorType` is held to under `values`. An unknown type is a bug. */
export function policyFor(values: Omit<LimitPolicyValues, 'effectiveOn'>, investorType: string): LimitPolicy {
  if (INSTITUTIONAL_TYPES.has(investorType)) {
    return { totalLimitWon: null, realtyLimitWon: null, pfLimitWon: null, borrowerLimitWon: null, productShareBp: values.institutionalShareBp };
  }
  const key = LIMITED_TYPES[investorType as keyof typeof LIMITED_TYPES];
  if (!key) throw new Error(`no limit policy for investor type ${investorType}`);
  const l = values[key];
  return { totalLimitWon: l.totalWon, realtyLimitWon: l.realtyWon, pfLimitWon: l.pfWon, borrowerLimitWon: l.borrowerWon, productShareBp: null };
}

/** A change as an operator asks for it: every value optional (left out: kept as in force). */
export interface LimitPolicyChange {
  effectiveOn: string;
  general?: Partial<TypeLimits>;
  incomeQualified?: Partial<TypeLimits>;
  institutionalShareBp?: number;
}

/**
 * The policy a change makes from its date: its values over `base` (the policy in force just before
 * that date). PF is part of real estate, real estate part of the total, and no borrower may take
 * more than the total: a change breaking that is invalid_input naming the field.
 */
export function applyChange(base: LimitPolicyValues, change: LimitPolicyChange): LimitPolicyValues {
  const next: LimitPolicyValues = {
    effectiveOn: change.effectiveOn,
    general: { ...base.general, ...change.general },
    incomeQualified: { ...base.incomeQualified, ...change.incomeQualified },
    institutionalShareBp: change.institutionalShareBp ?? base.institutionalShareBp,
  };
  const fields: Record<string, string> = {};
  for (const [name, key] of Object.entries(LIMITED_TYPES)) {
    const l = next[key];
    if (l.realtyWon > l.totalWon) fields[`${name}.realty`] = 'above_total';
    if (l.pfWon > l.realtyWon) fields[`${name}.pf`] = 'above_realty';
    if (l.borrowerWon > l.totalWon) fields[`${name}.per_borrower`] = 'above_total';
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return next;
}
