// What the web sends to PUT /me/auto_invest (docs/api.md "Auto-invest"): the contract's terms; and
// what operators send to PUT /admin/auto_invest_policy. The endpoints read them (auto-invest and
// admin-auto-invest-policy .schema.ts) and the web types its requests from them; builders only
// (no Nest), so the web's type check can follow it.
import { calendarDate, checkedBy, integer, orNull, requestBody, Type, type Static } from '../../shared/http/schema/fields';
import { CRITERIA_GRADES, CRITERIA_METHODS, CRITERIA_TYPES, type AutoInvestCriteria } from './auto-invest-answers.schema';

/** The criteria as a body gives them (read by readCriteria: a bad one is `criteria.<field>: invalid_value`). */
const CRITERIA_INPUT = {
  type: 'object', additionalProperties: false,
  properties: {
    types: { type: 'array', items: { type: 'string', enum: CRITERIA_TYPES } }, grades: { type: 'array', items: { type: 'string', enum: CRITERIA_GRADES } },
    min_rate_bp: { type: ['integer', 'null'], minimum: 0, maximum: 2000 }, max_term_months: { type: ['integer', 'null'], minimum: 1, maximum: 120 },
    repayment_methods: { type: 'array', items: { type: 'string', enum: CRITERIA_METHODS } }, include_pf: { type: 'boolean' },
  },
};

export const CONTRACT_BODY = requestBody({
  acknowledged: checkedBy<boolean>({ type: 'boolean', description: 'Must be true: the investor confirms the contract text.' }),
  amount_per_product: integer(),
  total_limit: integer({ min: 1 }),
  ends_on: calendarDate(),
  criteria: Type.Optional(checkedBy<Partial<AutoInvestCriteria>>(CRITERIA_INPUT)),
  max_per_borrower: Type.Optional(orNull(integer({ min: 1 }))),
});
/** The criteria the web sends are the contract's as it answers them (each left out reads as its default). */
export type AutoInvestRequest = Static<typeof CONTRACT_BODY>;

/** A dated change of the auto-invest policy (PUT /admin/auto_invest_policy). */
export const POLICY_CHANGE = requestBody({
  effective_on: calendarDate(),
  auto_invest_share_bp: Type.Optional(integer({ description: 'Basis points, 0 to 10,000.', min: 0, max: 10_000 })),
  max_amount_per_product: Type.Optional(integer({ description: 'Won, 10,000 to 100,000 in units of 10,000.', min: 10_000, max: 100_000 })),
}, 'Example: `{"effective_on": "2026-07-01", "auto_invest_share_bp": 3000}`');
export type AutoInvestPolicyRequest = Static<typeof POLICY_CHANGE>;
