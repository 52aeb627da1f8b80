// The investor limit policy as operators read it (InvestLimitPolicy, a document component), read by
// the web as types (web/src/features/admin/api/limit-policy): this module imports only the builders.
import { at, bp, enumOf, nullable } from '../../../shared/http/schema/answers';
import { calendarDate, Type, uuid, won, type Static } from '../../../shared/http/schema/fields';

/** No investor limit is above this (1 trillion won): a bigger number is a typo. */
export const MAX_LIMIT_WON = 1_000_000_000_000;
/** A limit in won; given as null it is `required` (as the endpoint always answered). */
export const limitWon = (description: string) => won(description, { min: 0, max: MAX_LIMIT_WON, nullRequired: true });

const typeLimits = (description: string) => Type.Object({
  total: limitWon('Total outstanding (held plus executed, not repaid)'),
  realty: limitWon('Real estate (apt, realty); at most `total`'),
  pf: limitWon('Of the real estate, project financing (`is_pf`); at most `realty`'),
  per_borrower: limitWon('With one borrower; at most `total`'),
}, { description });
/** One investor type's limits in won (docs/api.md "Investor limits"). */
export type TypeLimits = Static<ReturnType<typeof typeLimits>>;

const POLICY_VALUES = {
  effective_on: calendarDate('In force from this date (Korea time).'),
  general: typeLimits('General investors.'),
  income_qualified: typeLimits('Income-qualified investors.'),
  institutional_share_bp: bp('The share of one product\'s target a professional or corporate investor may hold (they have no amount limits)'),
};

/** The whole policy from `effective_on` on. */
export type LimitPolicyValues = Static<ReturnType<typeof Type.Object<typeof POLICY_VALUES>>>;

const LIMIT_POLICY_CHANGE = Type.Object({
  ...POLICY_VALUES,
  changed_by: nullable(uuid('The operator; null for the values the migration seeded.')),
  changed_at: at(),
  status: enumOf(['past', 'in_force', 'scheduled'], '`scheduled`: from a later date; `in_force`: the one in force today; `past`: replaced by a later date.'),
});
export type LimitPolicyChange = Static<typeof LIMIT_POLICY_CHANGE>;

export const INVEST_LIMIT_POLICY = Type.Object({
  in_force_on: calendarDate('The business today the values below are in force on.'),
  ...POLICY_VALUES,
  history: Type.Array(LIMIT_POLICY_CHANGE, { description: 'Every effective date, newest first (at most 100). A change with an effective date already set replaced it.' }),
}, { description: 'The investor limit policy (docs/api.md "Investor limits").' });
export type LimitPolicyView = Static<typeof INVEST_LIMIT_POLICY>;
