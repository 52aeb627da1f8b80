// What operators send to PUT /admin/limit_policy (docs/api.md "Investor limits"): a dated change of
// any of the limits. The endpoint reads it (admin-limit-policy.schema.ts) and the web types its
// request from it; builders only (no Nest).
import { calendarDate, checkedBy, integer, requestBody, Type, type Static } from '../../../shared/http/schema/fields';
import { limitWon } from './limit-policy-answers.schema';

export const TYPE_LIMITS = requestBody({
  total: Type.Optional(limitWon('Total outstanding (held plus executed, not repaid)')),
  realty: Type.Optional(limitWon('Real estate (apt, realty); at most `total`')),
  pf: Type.Optional(limitWon('Of the real estate, project financing (`is_pf`); at most `realty`')),
  per_borrower: Type.Optional(limitWon('With one borrower; at most `total`')),
});
export type TypeLimitsChange = Static<typeof TYPE_LIMITS>;

const typeLimitsField = (description: string) =>
  Type.Optional(checkedBy<TypeLimitsChange>({ type: 'object', properties: TYPE_LIMITS.properties, additionalProperties: false, description }));

export const LIMIT_POLICY_BODY = requestBody({
  effective_on: calendarDate(),
  general: typeLimitsField('Any of the general investor\'s limits.'),
  income_qualified: typeLimitsField('Any of the income-qualified investor\'s limits.'),
  institutional_share_bp: Type.Optional(integer({ description: 'Basis points, 1 to 10,000.', min: 1, max: 10_000, nullRequired: true })),
}, 'Example: `{"effective_on": "2026-07-01", "general": {"pf": 5000000}}`');
export type LimitPolicyRequest = Static<typeof LIMIT_POLICY_BODY>;
