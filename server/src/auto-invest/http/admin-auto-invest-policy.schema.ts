// GET and PUT /admin/auto_invest_policy: the dated auto-invest policy (docs/api.md "Auto-invest").
import { endpoint, type Refine } from '../../shared/http/schema';
import { AUTO_INVEST_POLICY_VIEW } from './auto-invest-answers.schema';
import { POLICY_CHANGE } from './auto-invest-requests.schema';

const COMMON = {
  access: 'operator' as const,
  notInApiMd: true,
  addition: 'the operators\' setting of the dated auto_invest_policy that docs/api.md names (auto_invest_share_bp, default 5000), kept like the investor limit policy.',
};

export const ADMIN_GET_AUTO_INVEST_POLICY = endpoint({
  ...COMMON,
  method: 'get',
  path: '/admin/auto_invest_policy',
  id: 'adminGetAutoInvestPolicy',
  summary: 'The auto-invest policy: in force today, and every change',
  ok: { status: 200, description: 'The policy in force on the business today, and its history.', schema: AUTO_INVEST_POLICY_VIEW },
});

/** The amount per product is at most 100,000 won (시행령 21조 waives per-investment documents only up to it), in 10,000 won units. */
const checkChange: Refine<{ max_amount_per_product?: number }> = (input, fail) => {
  if (typeof input.max_amount_per_product === 'number' && input.max_amount_per_product % 10_000 !== 0) fail('max_amount_per_product', 'invalid_amount');
};

export const ADMIN_SET_AUTO_INVEST_POLICY = endpoint({
  ...COMMON,
  method: 'put',
  path: '/admin/auto_invest_policy',
  id: 'adminSetAutoInvestPolicy',
  summary: 'Change the auto-invest policy from a date on',
  description: 'From `effective_on` (not before the business today; earlier is 400 `invalid_input` `{effective_on: before_business_today}`) products opening on that business date or later are placed by it; a placement already made is never undone. Fields left out keep the values in force just before that date; a second change with the same `effective_on` replaces the first. `max_amount_per_product` is 10,000 to 100,000 in units of 10,000 (else `invalid_input` naming it: `over_limit`-like range codes, `invalid_amount` off the unit). Each change is an `AutoInvestPolicyChanged` event on the `auto-invest-policy` stream.',
  body: POLICY_CHANGE,
  refine: checkChange,
  ok: { status: 200, description: 'The policy now, and its history (a later effective date shows as `scheduled`).', schema: AUTO_INVEST_POLICY_VIEW },
  fails: ['invalid_input'],
});
