// The yearly information-security self-check (온투법 30조②; docs/api.md "Information-security
// self-check"): operators fill in a year's draft and publish it; the public reads what was published.
// The draft's `items` map is checked by security-self-checks/self-check-input.ts (its keys are the
// checklist's), and `checked_on` against the business today there too.
import { at, calendarDate, checkedBy, endpoint, enumOf, idempotencyKey, int, nullable, orNull, pathParam, ref, requestBody, str, text, Type } from '../../shared/http/schema';
import { SELF_CHECK_KEYS, SELF_CHECK_STATUSES } from '../security-self-checks/checklist';

const ADDITION = 'the yearly information-security self-check of 온투법 30조② (issue 28, item 6).';

/** A status, or null for an item not answered yet (a draft's). */
const statusOrNull = (description?: string) =>
  Type.Unsafe<(typeof SELF_CHECK_STATUSES)[number] | null>({ type: ['string', 'null'], enum: [...SELF_CHECK_STATUSES, null], ...(description ? { description } : {}) });

const checklistItem = Type.Object({ key: enumOf(SELF_CHECK_KEYS), label: str('Korean.'), question: str('What is examined, in Korean.') });
const yearParam = pathParam('year', int(undefined, { minimum: 2020 }), 'Calendar year, 2020 to the business year (else `invalid_input`, `fields.year`).');
const answerInput = Type.Object({
  status: Type.Optional(statusOrNull('compliant 적합, non_compliant 부적합, not_applicable 해당없음; null = not answered yet.')),
  note: Type.Optional(str('At most 1,000 characters.')),
});

export const SECURITY_SELF_CHECK = Type.Object({
  year: int(), version: int('1, then one more per correction.'), state: enumOf(['draft', 'published']),
  checked_on: nullable(calendarDate('The day the check was carried out.')),
  items: Type.Array(Type.Object({
    key: enumOf(SELF_CHECK_KEYS), label: str(), question: str(),
    status: statusOrNull(), note: str(),
  }), { description: 'Every checklist item, in the form\'s order.' }),
  correction_reason: nullable(str('Why an earlier published version was corrected (versions after the first).')),
  updated_at: at(), published_at: nullable(at()),
}, { description: 'One version of a year\'s self-check. A published version is never changed: a correction is the next version.' });

export const SELF_CHECK_DRAFT_BODY = requestBody({
  checked_on: Type.Optional(orNull(calendarDate())),
  correction_reason: Type.Optional(orNull(text({ description: 'At most 500 characters.', max: 500, blank: true }))),
  items: Type.Optional(checkedBy<Record<string, unknown>>({
    ...Type.Object(Object.fromEntries(SELF_CHECK_KEYS.map((key) => [key, Type.Optional(answerInput)]))),
    description: 'Answers by item key; items left out are unanswered.',
  })),
}, 'Example: `{"checked_on": "2026-11-20", "items": {"access_control": {"status": "compliant", "note": "분기별 권한 검토"}}}`');

const ONE_YEAR = {
  status: 200, description: 'A year with nothing saved has no draft, nothing published and no versions.',
  schema: Type.Object({ year: int(), checklist: Type.Array(checklistItem), draft: nullable(ref('SecuritySelfCheck')), published: nullable(ref('SecuritySelfCheck')), versions: Type.Array(ref('SecuritySelfCheck'), { description: 'Newest first.' }) }),
};

export const SECURITY_SELF_CHECK_ENDPOINTS = [
  endpoint({
    method: 'get', path: '/admin/security_self_checks',
    id: 'adminListSecuritySelfChecks', summary: 'Every year\'s self-check: its latest published version and its draft',
    access: 'operator', notInApiMd: true, addition: ADDITION,
    ok: {
      status: 200, description: 'Newest year first.',
      schema: Type.Object({
        business_year: int(), checklist: Type.Array(checklistItem),
        items: Type.Array(Type.Object({ year: int(), published_version: nullable(int()), published_at: nullable(at()), draft_version: nullable(int()), draft_updated_at: nullable(at()) })),
      }),
    },
  }),
  endpoint({
    method: 'get', path: '/admin/security_self_checks/{year}',
    id: 'adminGetSecuritySelfCheck', summary: 'One year\'s self-check: its draft, its latest published version and every version',
    access: 'operator', notInApiMd: true, addition: ADDITION, params: [yearParam],
    ok: ONE_YEAR,
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
      schema: Type.Object({ items: Type.Array(Type.Object({ year: int(), current: ref('SecuritySelfCheck'), earlier: Type.Array(ref('SecuritySelfCheck'), { description: 'The versions it corrected, newest first.' }) })) }),
    },
  }),
];

export const SECURITY_SELF_CHECK_SCHEMAS = { SecuritySelfCheck: SECURITY_SELF_CHECK };
