// The self-check form's values: what it starts from (the draft, else the published version being
// corrected, else nothing), what it sends, and the server's refusals by field in Korean.
import { isApiError } from '@/lib/api-client';
import type { SecuritySelfCheck, SelfCheckStatus } from '@/api/security-self-check.types';
import type { SelfCheckYear } from '../../api/security-self-checks/get-security-self-checks';
import type { SelfCheckInput } from '../../api/security-self-checks/save-security-self-check';

export type SelfCheckForm = { checkedOn: string; answers: Record<string, { status: SelfCheckStatus | null; note: string }>; correctionReason: string };

const FIELD_MESSAGES: Record<string, string> = {
  required: '입력해 주십시오.',
  required_when_non_compliant: '부적합이면 조치 계획을 적어 주십시오.',
  required_for_correction: '정정하는 이유를 적어 주십시오.',
  after_business_today: '오늘 이후 날짜는 선택할 수 없습니다.',
  before_year: '점검 연도 이전 날짜는 선택할 수 없습니다.',
  too_long: '너무 깁니다. 줄여 주십시오.',
  invalid_value: '선택지에서 골라 주십시오.',
};

/** The version the form starts from: the draft being written, else the latest published one (a correction starts from it). */
export function formFrom(year: SelfCheckYear): SelfCheckForm {
  const base: SecuritySelfCheck | null = year.draft ?? year.published;
  const answers = Object.fromEntries(year.checklist.map((c) => {
    const answer = base?.items.find((i) => i.key === c.key);
    return [c.key, { status: answer?.status ?? null, note: answer?.note ?? '' }];
  }));
  return { checkedOn: base?.checked_on ?? '', answers, correctionReason: year.draft?.correction_reason ?? '' };
}

export const inputOf = (form: SelfCheckForm): SelfCheckInput => ({
  checked_on: form.checkedOn || null,
  items: form.answers,
  correction_reason: form.correctionReason.trim() || null,
});

/** The refused fields of an invalid_input answer, in Korean, by the field's name (`items.access_control.status`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.data.fail_code !== 'invalid_input' || !error.data.fields) return {};
  return Object.fromEntries(Object.entries(error.data.fields).map(([field, code]) => [field, FIELD_MESSAGES[code] ?? '입력한 값을 다시 확인해 주십시오.']));
}

export function countsOf(form: SelfCheckForm): Record<SelfCheckStatus | 'unanswered', number> {
  const counts = { compliant: 0, non_compliant: 0, not_applicable: 0, unanswered: 0 };
  for (const answer of Object.values(form.answers)) counts[answer.status ?? 'unanswered'] += 1;
  return counts;
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}
