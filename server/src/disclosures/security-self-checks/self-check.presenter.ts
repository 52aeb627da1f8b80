// A self-check version as the API answers it: every checklist item in the form's order with its
// label, question and answer (an unanswered item of a draft has status null).
import { SELF_CHECK_ITEMS } from './checklist';
import type { SelfCheckVersion } from './self-check.types';

export function presentSelfCheck(v: SelfCheckVersion) {
  return {
    year: v.year,
    version: v.version,
    state: v.state,
    checked_on: v.checkedOn,
    items: SELF_CHECK_ITEMS.map((item) => ({
      key: item.key, label: item.label, question: item.question,
      status: v.answers[item.key]?.status ?? null, note: v.answers[item.key]?.note ?? '',
    })),
    correction_reason: v.correctionReason,
    updated_at: v.updatedAt.toISOString(),
    published_at: v.publishedAt?.toISOString() ?? null,
  };
}

/** The checklist itself, for a year with nothing saved yet. */
export const presentChecklist = () => SELF_CHECK_ITEMS.map(({ key, label, question }) => ({ key, label, question }));
