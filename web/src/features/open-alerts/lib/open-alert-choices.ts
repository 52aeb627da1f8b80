// 오픈 알림's choices: the product types and grade families as chips, the rate floor and term ceiling
// as selects, and the product list's filters (its URL) read as a starting point for a new alert.
import type { ProductType } from '@/api/types';
import { PRODUCT_TYPE_LABELS } from '@/lib/labels';
import type { OpenAlertCriteria } from '../api/get-open-alert';

export const ALERT_TYPES = Object.keys(PRODUCT_TYPE_LABELS) as ProductType[];
export const ALERT_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

/** value '' = no floor / no ceiling. */
export const MIN_RATE_CHOICES = [
  { value: '', label: '제한 없음' },
  { value: '800', label: '연 8% 이상' },
  { value: '1000', label: '연 10% 이상' },
  { value: '1200', label: '연 12% 이상' },
  { value: '1500', label: '연 15% 이상' },
];

export const MAX_TERM_CHOICES = [
  { value: '', label: '제한 없음' },
  { value: '6', label: '6개월 이하' },
  { value: '12', label: '12개월 이하' },
  { value: '24', label: '24개월 이하' },
  { value: '36', label: '36개월 이하' },
];

export const EMPTY_CRITERIA: OpenAlertCriteria = { types: [], grades: [], min_rate_bp: null, max_term_months: null };

/**
 * The product list's filters (`?type=&rate=&term=&grade=`) as alert criteria, so "오픈 알림 받기"
 * on a narrowed list starts from what the investor was looking at.
 */
export function criteriaFromList(params: URLSearchParams): OpenAlertCriteria {
  const type = params.get('type');
  const grade = params.get('grade');
  const rate = Number(params.get('rate'));
  const termMax = Number((params.get('term') ?? '').split('-')[1]);
  return {
    types: type && (ALERT_TYPES as string[]).includes(type) ? [type as ProductType] : [],
    grades: grade && (ALERT_GRADES as readonly string[]).includes(grade) ? [grade as (typeof ALERT_GRADES)[number]] : [],
    min_rate_bp: MIN_RATE_CHOICES.some((c) => c.value !== '' && Number(c.value) === rate) ? rate : null,
    max_term_months: Number.isInteger(termMax) && termMax > 0 ? termMax : null,
  };
}

/** The product list's query for the shortcut link (only the keys an alert reads). */
export function openAlertsLinkFrom(listParams: URLSearchParams): string {
  const keep = new URLSearchParams();
  for (const key of ['type', 'rate', 'term', 'grade']) {
    const value = listParams.get(key);
    if (value) keep.set(key, value);
  }
  const query = keep.toString();
  return `/user/open_alerts${query ? `?${query}` : ''}`;
}
