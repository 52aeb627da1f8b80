// What operators send to save a year's self-check draft (PUT /admin/security_self_checks/{year}).
// The endpoint reads it (security-self-checks.schema.ts; the `items` map is checked by
// security-self-checks/self-check-input.ts) and the web types its request from it; builders only.
import { str } from '../../shared/http/schema/answers';
import { calendarDate, checkedBy, orNull, requestBody, text, Type, type Static } from '../../shared/http/schema/fields';
import { SELF_CHECK_KEYS } from '../security-self-checks/checklist';
import { statusOrNull } from './security-self-check-answers.schema';

const ANSWER_INPUT = Type.Object({
  status: Type.Optional(statusOrNull('compliant 적합, non_compliant 부적합, not_applicable 해당없음; null = not answered yet.')),
  note: Type.Optional(str('At most 1,000 characters.')),
});

export const SELF_CHECK_DRAFT_BODY = requestBody({
  checked_on: Type.Optional(orNull(calendarDate())),
  correction_reason: Type.Optional(orNull(text({ description: 'At most 500 characters.', max: 500, blank: true }))),
  items: Type.Optional(checkedBy<Record<string, Static<typeof ANSWER_INPUT>>>({
    ...Type.Object(Object.fromEntries(SELF_CHECK_KEYS.map((key) => [key, Type.Optional(ANSWER_INPUT)]))),
    description: 'Answers by item key; items left out are unanswered.',
  })),
}, 'Example: `{"checked_on": "2026-11-20", "items": {"access_control": {"status": "compliant", "note": "분기별 권한 검토"}}}`');
export type SelfCheckDraftRequest = Static<typeof SELF_CHECK_DRAFT_BODY>;
