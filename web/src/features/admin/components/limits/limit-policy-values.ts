// The limit policy form's rules, apart from the screen: which values a change from a date starts
// from (the policy in force just before that date, as the server reads it), and what the operator
// changed, field by field, old → new.
import { formatWon } from '@/lib/format';
import type { LimitPolicyValues, LimitPolicyView, TypeLimits } from '../../api/limit-policy/get-limit-policy';
import type { LimitPolicyInput } from '../../api/limit-policy/save-limit-policy';

export const LIMIT_TYPES = [
  ['general', '일반 투자자'],
  ['income_qualified', '소득적격 투자자'],
] as const;

export const LIMIT_FIELDS: readonly [keyof TypeLimits, string][] = [
  ['total', '총 투자 한도'],
  ['realty', '부동산 한도'],
  ['pf', '부동산 PF 한도 (부동산 한도 안)'],
  ['per_borrower', '동일 차입자 한도'],
];

export const SHARE_KEY = 'institutional_share_bp';

/** Form keys: `general.total`, …, and `institutional_share_bp`; values as typed (digits). */
export type LimitDraft = Record<string, string>;

export type LimitChange = { key: string; label: string; before: string; after: string };

/** The values a change effective `on` starts from: the latest effective date before it (the server's rule). */
export function baseOn(policy: LimitPolicyView, on: string): LimitPolicyValues {
  return policy.history.find((h) => h.effective_on < on) ?? policy;
}

export function valueOf(base: LimitPolicyValues, key: string): number {
  if (key === SHARE_KEY) return base.institutional_share_bp;
  const [type, field] = key.split('.') as ['general' | 'income_qualified', keyof TypeLimits];
  return base[type][field];
}

const REASONS: Record<string, string> = {
  above_total: '총 투자 한도보다 클 수 없습니다',
  above_realty: '부동산 한도보다 클 수 없습니다',
  before_business_today: '오늘 이전 날짜는 지정할 수 없습니다',
  too_small: '너무 작습니다',
  too_large: '너무 큽니다',
};

/** The server's `fields` of a refused change, in Korean. */
export function refusedFields(fields: Record<string, string> | undefined): string {
  return Object.entries(fields ?? {}).map(([key, code]) => `${key === 'effective_on' ? '적용 시작일' : labelOf(key)}: ${REASONS[code] ?? code}`).join(' · ');
}

function labelOf(key: string): string {
  if (key === SHARE_KEY) return '전문·법인 투자자 한 상품 보유 한도';
  const [type, field] = key.split('.');
  return `${LIMIT_TYPES.find(([t]) => t === type)?.[1]} ${LIMIT_FIELDS.find(([f]) => f === field)?.[1]}`;
}
const shown = (key: string, value: number): string => (key === SHARE_KEY ? `모집 금액의 ${value / 100}%` : formatWon(value));

/** Every field the draft sets to another value than the base, old → new. */
export function changesOf(base: LimitPolicyValues, draft: LimitDraft): LimitChange[] {
  return Object.entries(draft)
    .filter(([key, typed]) => typed !== '' && Number(typed) !== valueOf(base, key))
    .map(([key, typed]) => ({ key, label: labelOf(key), before: shown(key, valueOf(base, key)), after: shown(key, Number(typed)) }));
}

/** PUT /admin/limit_policy's body: only the changed fields. */
export function inputOf(effectiveOn: string, changes: LimitChange[], draft: LimitDraft): LimitPolicyInput {
  const input: LimitPolicyInput = { effective_on: effectiveOn };
  for (const { key } of changes) {
    if (key === SHARE_KEY) {
      input.institutional_share_bp = Number(draft[key]);
      continue;
    }
    const [type, field] = key.split('.') as ['general' | 'income_qualified', keyof TypeLimits];
    input[type] = { ...input[type], [field]: Number(draft[key]) };
  }
  return input;
}
