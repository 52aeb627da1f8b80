// GET/PUT /admin/limit_policy: the investor limit policy in force and its changes (docs/api.md
// "Investor limits"). An investor type's limits are one object whose bad fields come back as
// `<type>.<field>` (null or a list is `<type>: must_be_object`), so `refine` reads them. The body's
// schema is in limit-policy-requests.schema.ts (the web types its request from it).
import { DomainError } from '../../../shared/errors/domain-error';
import { endpoint, readBody, ref, type Refine, type Static } from '../../../shared/http/schema';
import type { LimitPolicyView } from './limit-policy-answers.schema';
import { LIMIT_POLICY_BODY as BODY, TYPE_LIMITS } from './limit-policy-requests.schema';

type Fail = (field: string, reason: string) => void;

/** `{total?, realty?, pf?, per_borrower?}` of one type; null or a list is no set of limits (fuzzed: a 500 once). */
function checkTypeLimits(raw: unknown, name: string, fail: Fail): void {
  if (raw === undefined) return;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fail(name, 'must_be_object');
  try {
    readBody(TYPE_LIMITS, raw);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    for (const [field, code] of Object.entries(error.details.fields ?? {})) fail(`${name}.${field}`, code);
  }
}

const refine: Refine<Static<typeof BODY>> = (input, fail) => {
  checkTypeLimits(input.general, 'general', fail);
  checkTypeLimits(input.income_qualified, 'income_qualified', fail);
};

const POLICY_ANSWER = (description: string) => ({ status: 200, description, schema: ref<LimitPolicyView>('InvestLimitPolicy') });

export const ADMIN_GET_LIMIT_POLICY = endpoint({
  method: 'get', path: '/admin/limit_policy',
  id: 'adminGetLimitPolicy', summary: 'The investor limit policy: in force today, and every change',
  access: 'operator',
  ok: POLICY_ANSWER('The policy in force on the business today, and its history.'),
});

export const ADMIN_SET_LIMIT_POLICY = endpoint({
  method: 'put', path: '/admin/limit_policy',
  id: 'adminSetLimitPolicy', summary: 'Change the investor limit policy from a date on',
  description: [
    'From `effective_on` (not before the business today; earlier is 400 `invalid_input` `{effective_on: before_business_today}`) investments placed on that business date or later are judged by it; one already placed is never undone. Fields left out keep the values in force just before that date; a second change with the same `effective_on` replaces the first (its values left out are those before that date again).',
    'PF at most real estate, real estate and per borrower at most the total, else `invalid_input` naming `<type>.<field>`. Each change is an `InvestLimitPolicyChanged` event on the `invest-limit-policy` stream.',
  ].join('\n\n'),
  access: 'operator',
  body: BODY,
  refine,
  ok: POLICY_ANSWER('The policy now, and its history (a later effective date shows as `scheduled`).'),
  fails: ['invalid_input'],
});
