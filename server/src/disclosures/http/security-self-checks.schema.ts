// The yearly information-security self-check (온투법 30조②; docs/api.md "Information-security
// self-check"): operators fill in a year's draft and publish it; the public reads what was published.
// The draft's `items` map is checked by security-self-checks/self-check-input.ts (its keys are the
// checklist's), and `checked_on` against the business today there too.
import { endpoint, idempotencyKey, int, pathParam, ref } from '../../shared/http/schema';
import { PUBLISHED_SELF_CHECKS, SECURITY_SELF_CHECK, SELF_CHECK_OVERVIEW, SELF_CHECK_YEAR } from './security-self-check-answers.schema';
import { SELF_CHECK_DRAFT_BODY } from './security-self-check-requests.schema';

const ADDITION = 'the yearly information-security self-check of 온투법 30조② (issue 28, item 6).';

const yearParam = pathParam('year', int(undefined, { minimum: 2020 }), 'Calendar year, 2020 to the business year (else `invalid_input`, `fields.year`).');

export const SECURITY_SELF_CHECK_ENDPOINTS = [
  endpoint({
    method: 'get', path: '/admin/security_self_checks',
    id: 'adminListSecuritySelfChecks', summary: 'Every year\'s self-check: its latest published version and its draft',
    access: 'operator', notInApiMd: true, addition: ADDITION,
    ok: {
      status: 200, description: 'Newest year first.',
      schema: SELF_CHECK_OVERVIEW,
    },
  }),
  endpoint({
    method: 'get', path: '/admin/security_self_checks/{year}',
    id: 'adminGetSecuritySelfCheck', summary: 'One year\'s self-check: its draft, its latest published version and every version',
    access: 'operator', notInApiMd: true, addition: ADDITION, params: [yearParam],
    ok: { status: 200, description: 'A year with nothing saved has no draft, nothing published and no versions.', schema: SELF_CHECK_YEAR },
    fails: ['invalid_input'],
  }),
  endpoint({
    method: 'put', path: '/admin/security_self_checks/{year}',
    id: 'adminSaveSecuritySelfCheck', summary: 'Save the year\'s draft (started as the next version when there is none)',
    description: 'A draft may be partly answered. `checked_on` after the business today is `after_business_today`, before the year `before_year`; an unknown item is `items.<key>: unknown_field`, a bad status `items.<key>.status: invalid_value`.',
    access: 'operator', notInApiMd: true, addition: ADDITION, params: [yearParam],
    body: SELF_CHECK_DRAFT_BODY,
    bodyOptional: true,
    ok: { status: 200, description: 'The draft as saved.', schema: ref('SecuritySelfCheck') },
    fails: ['invalid_input'],
  }),
  endpoint({
    method: 'post', path: '/admin/security_self_checks/{year}/publish',
    id: 'adminPublishSecuritySelfCheck', summary: 'Publish the year\'s draft',
    description: [
      'Needs `checked_on`, a status for every item, a note for every `non_compliant` (`required_when_non_compliant`) and, from version 2 on, `correction_reason` (`required_for_correction`); otherwise 400 `invalid_input` naming each field. No draft is `not_found`.',
      'The version becomes final: the database refuses to change it, and a correction is a new draft of the next version.',
    ].join('\n\n'),
    access: 'operator', notInApiMd: true, addition: ADDITION,
    params: [yearParam, idempotencyKey(true, 200, 'Required; printable ASCII, 1–200 characters, scoped to the operator. A repeat answers the version it published; the same key for another year is 409 `duplicate_ticket`.')],
    ok: { status: 201, description: 'The published version.', schema: ref('SecuritySelfCheck') },
    fails: ['invalid_input', 'not_found', 'duplicate_ticket'],
  }),
  endpoint({
    method: 'get', path: '/disclosures/security_self_checks',
    id: 'listSecuritySelfChecks', summary: 'The published yearly information-security self-checks',
    access: 'public', notInApiMd: true, addition: ADDITION,
    ok: {
      status: 200, description: 'Newest year first; drafts never appear.',
      schema: PUBLISHED_SELF_CHECKS,
    },
  }),
];

export const SECURITY_SELF_CHECK_SCHEMAS = { SecuritySelfCheck: SECURITY_SELF_CHECK };
