import { isApiError } from '@/lib/api-client';

/** The server's field codes (invalid_input `fields`) in plain Korean. */
const FIELD_MESSAGES: Record<string, string> = {
  required: '필수 입력 항목입니다.',
  too_short: '조금 더 자세히 입력해 주십시오.',
  too_long: '입력한 내용이 너무 깁니다.',
  invalid_format: '형식이 올바르지 않습니다.',
  must_be_integer: '숫자만 입력해 주십시오.',
  too_small: '금액이 너무 적습니다.',
  too_large: '금액이 너무 큽니다.',
  must_agree: '개인정보 수집·이용에 동의해 주십시오.',
  exceeds_estimated_value: '신청 금액은 추정 시세보다 클 수 없습니다.',
};

export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.data.fail_code !== 'invalid_input' || !error.data.fields) return {};
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(error.data.fields)) out[field] = FIELD_MESSAGES[code] ?? '입력값을 확인해 주십시오.';
  return out;
}

/** "1,200,000,000" or "12억" typed by a person → integer won (NaN when it is not a number). */
export function parseWonInput(text: string): number {
  const digits = text.replace(/[,\s원]/g, '');
  if (digits === '') return Number.NaN;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}
