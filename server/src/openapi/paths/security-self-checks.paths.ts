// The yearly information-security self-check (온투법 30조②; docs/api.md "Information-security
// self-check"): operators fill in a year's draft and publish it; the public reads what was published.
import { SELF_CHECK_KEYS, SELF_CHECK_STATUSES } from '../../disclosures';
import { idempotencyKey, operationsFor, pathParam } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { arr, body, date, enumOf, instant, int, nullable, obj, ref, str } from '../schema';

const disclosures = operationsFor('Disclosures');
const ADDITION = 'the yearly information-security self-check of 온투법 30조② (issue 28, item 6).';

/** A status, or null for an item not answered yet (a draft's). */
const statusOrNull = (description?: string): Schema => ({ type: ['string', 'null'], enum: [...SELF_CHECK_STATUSES, null], ...(description ? { description } : {}) });

const checklistItem = obj({ key: enumOf(SELF_CHECK_KEYS), label: str('Korean.'), question: str('What is examined, in Korean.') });
const yearParam = pathParam('year', int(undefined, { minimum: 2020 }), 'Calendar year, 2020 to the business year (else `invalid_input`, `fields.year`).');
const answerInput = obj({
  'status?': statusOrNull('compliant 적합, non_compliant 부적합, not_applicable 해당없음; null = not answered yet.'),
  'note?': str('At most 1,000 characters.'),
});

export const securitySelfCheckSchemas: Record<string, Schema> = {
  SecuritySelfCheck: obj({
    year: int(), version: int('1, then one more per correction.'), state: enumOf(['draft', 'published']),
    checked_on: nullable(date('The day the check was carried out.')),
    items: arr(obj({
      key: enumOf(SELF_CHECK_KEYS), label: str(), question: str(),
      status: statusOrNull(), note: str(),
    }), 'Every checklist item, in the form\'s order.'),
    correction_reason: nullable(str('Why an earlier published version was corrected (versions after the first).')),
    updated_at: instant(), published_at: nullable(instant()),
  }, 'One version of a year\'s self-check. A published version is never changed: a correction is the next version.'),
};

export const securitySelfCheckPaths: Paths = {
  '/admin/security_self_checks': {
    get: disclosures('get', {
      id: 'adminListSecuritySelfChecks', summary: 'Every year\'s self-check: its latest published version and its draft',
      access: 'operator', notInApiMd: true, addition: ADDITION,
      ok: {
        status: 200, description: 'Newest year first.',
        schema: obj({
          business_year: int(), checklist: arr(checklistItem),
          items: arr(obj({ year: int(), published_version: nullable(int()), published_at: nullable(instant()), draft_version: nullable(int()), draft_updated_at: nullable(instant()) })),
        }),
      },
    }),
  },
  '/admin/security_self_checks/{year}': {
    get: disclosures('get', {
      id: 'adminGetSecuritySelfCheck', summary: 'One year\'s self-check: its draft, its latest published version and every version',
      access: 'operator', notInApiMd: true, addition: ADDITION, params: [yearParam],
      ok: {
        status: 200, description: 'A year with nothing saved has no draft, nothing published and no versions.',
        schema: obj({ year: int(), checklist: arr(checklistItem), draft: nullable(ref('SecuritySelfCheck')), published: nullable(ref('SecuritySelfCheck')), versions: arr(ref('SecuritySelfCheck'), 'Newest first.') }),
      },
      fails: ['invalid_input'],
    }),
    put: disclosures('put', {
      id: 'adminSaveSecuritySelfCheck', summary: 'Save the year\'s draft (started as the next version when there is none)',
      description: 'A draft may be partly answered. `checked_on` after the business today is `after_business_today`, before the year `before_year`; an unknown item is `items.<key>: unknown_field`, a bad status `items.<key>.status: invalid_value`.',
      access: 'operator', notInApiMd: true, addition: ADDITION, params: [yearParam],
      body: body({
        'checked_on?': nullable(date()),
        'items?': obj(Object.fromEntries(SELF_CHECK_KEYS.map((key) => [`${key}?`, answerInput])), 'Answers by item key; items left out are unanswered.'),
        'correction_reason?': nullable(str('At most 500 characters.')),
      }, 'Example: `{"checked_on": "2026-11-20", "items": {"access_control": {"status": "compliant", "note": "분기별 권한 검토"}}}`'),
      bodyOptional: true,
      ok: { status: 200, description: 'The draft as saved.', schema: ref('SecuritySelfCheck') },
      fails: ['invalid_input'],
    }),
  },
  '/admin/security_self_checks/{year}/publish': {
    post: disclosures('post', {
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
  },
  '/disclosures/security_self_checks': {
    get: disclosures('get', {
      id: 'listSecuritySelfChecks', summary: 'The published yearly information-security self-checks',
      access: 'public', notInApiMd: true, addition: ADDITION,
      ok: {
        status: 200, description: 'Newest year first; drafts never appear.',
        schema: obj({ items: arr(obj({ year: int(), current: ref('SecuritySelfCheck'), earlier: arr(ref('SecuritySelfCheck'), 'The versions it corrected, newest first.') })) }),
      },
    }),
  },
};
