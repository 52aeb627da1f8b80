// The yearly information-security self-check's answer shapes (SecuritySelfCheck, a document
// component; the operators' overview and year; the public list), read by the web as types: this
// module imports only the builders and the checklist (no Nest).
import { at, enumOf, int, nullable, ref, str } from '../../shared/http/schema/answers';
import { calendarDate, Type, type Static } from '../../shared/http/schema/fields';
import { SELF_CHECK_KEYS, SELF_CHECK_STATUSES } from '../security-self-checks/checklist';

/** A status, or null for an item not answered yet (a draft's). */
export const statusOrNull = (description?: string) =>
  Type.Unsafe<(typeof SELF_CHECK_STATUSES)[number] | null>({ type: ['string', 'null'], enum: [...SELF_CHECK_STATUSES, null], ...(description ? { description } : {}) });

const CHECKLIST_ITEM = Type.Object({ key: enumOf(SELF_CHECK_KEYS), label: str('Korean.'), question: str('What is examined, in Korean.') });
export type ChecklistItemView = Static<typeof CHECKLIST_ITEM>;

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
export type SecuritySelfCheckView = Static<typeof SECURITY_SELF_CHECK>;

const version = () => ref<SecuritySelfCheckView>('SecuritySelfCheck');

/** GET /admin/security_self_checks. */
export const SELF_CHECK_OVERVIEW = Type.Object({
  business_year: int(), checklist: Type.Array(CHECKLIST_ITEM),
  items: Type.Array(Type.Object({ year: int(), published_version: nullable(int()), published_at: nullable(at()), draft_version: nullable(int()), draft_updated_at: nullable(at()) })),
});
export type SelfCheckOverview = Static<typeof SELF_CHECK_OVERVIEW>;

/** GET /admin/security_self_checks/{year}. */
export const SELF_CHECK_YEAR = Type.Object({ year: int(), checklist: Type.Array(CHECKLIST_ITEM), draft: nullable(version()), published: nullable(version()), versions: Type.Array(version(), { description: 'Newest first.' }) });
export type SelfCheckYear = Static<typeof SELF_CHECK_YEAR>;

/** GET /disclosures/security_self_checks. */
export const PUBLISHED_SELF_CHECKS = Type.Object({ items: Type.Array(Type.Object({ year: int(), current: version(), earlier: Type.Array(version(), { description: 'The versions it corrected, newest first.' }) })) });
export type PublishedSelfChecks = Static<typeof PUBLISHED_SELF_CHECKS>;
