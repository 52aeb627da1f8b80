// The product list's choices as the URL keeps them (a shared or reloaded link shows the same list)
// and as GET /products takes them (docs/api.md "Products"): one mapping, both ways.
import type { ProductListParams } from '@/api/get-products';

export type ListChoice = { value: string; label: string };

export const SORT_CHOICES: ListChoice[] = [
  { value: '', label: '추천순' },
  { value: 'rate_desc', label: '수익률 높은 순' },
  { value: 'closing_soon', label: '마감 임박 순' },
  { value: 'term_asc', label: '기간 짧은 순' },
  { value: 'term_desc', label: '기간 긴 순' },
  { value: 'ltv_asc', label: 'LTV 낮은 순' },
  { value: 'newest', label: '최신 순' },
];

/** Term bands in months: `min-max`, either side open. */
export const TERM_CHOICES: ListChoice[] = [
  { value: '', label: '전체 기간' },
  { value: '-6', label: '6개월 이하' },
  { value: '7-12', label: '7~12개월' },
  { value: '13-', label: '13개월 이상' },
];

/** Minimum yearly rate in basis points. */
export const RATE_CHOICES: ListChoice[] = [
  { value: '', label: '전체 수익률' },
  { value: '800', label: '연 8% 이상' },
  { value: '1000', label: '연 10% 이상' },
  { value: '1200', label: '연 12% 이상' },
  { value: '1500', label: '연 15% 이상' },
];

/** Maximum LTV in basis points (only products with collateral have one). */
export const LTV_CHOICES: ListChoice[] = [
  { value: '', label: '전체 LTV' },
  { value: '6000', label: 'LTV 60% 이하' },
  { value: '7000', label: 'LTV 70% 이하' },
  { value: '8000', label: 'LTV 80% 이하' },
];

/** Grade families: a letter stands for its grades 1 to 3. */
export const GRADE_CHOICES: ListChoice[] = [
  { value: '', label: '전체 등급' },
  { value: 'A', label: 'A등급' },
  { value: 'B', label: 'B등급' },
  { value: 'C', label: 'C등급' },
];

/** The URL keys the list reads (page included); anything else in the URL is left alone. */
export const LIST_KEYS = ['status', 'type', 'sort', 'term', 'rate', 'ltv', 'grade', 'page'] as const;

const known = (choices: ListChoice[], value: string | null): string => (value && choices.some((c) => c.value === value) ? value : '');

/** GET /products' parameters for the URL's choices; an unknown value counts as no choice. */
export function listParams(url: URLSearchParams, size: number): ProductListParams {
  const [termMin, termMax] = known(TERM_CHOICES, url.get('term')).split('-');
  const grade = known(GRADE_CHOICES, url.get('grade'));
  return {
    status: url.get('status') || undefined,
    type: url.get('type') || undefined,
    sort: known(SORT_CHOICES, url.get('sort')) || undefined,
    term_min: termMin ? Number(termMin) : undefined,
    term_max: termMax ? Number(termMax) : undefined,
    rate_min_bp: known(RATE_CHOICES, url.get('rate')) ? Number(url.get('rate')) : undefined,
    ltv_max_bp: known(LTV_CHOICES, url.get('ltv')) ? Number(url.get('ltv')) : undefined,
    grade: grade ? [1, 2, 3].map((n) => `${grade}${n}`).join(',') : undefined,
    page: Math.max(1, Number(url.get('page') ?? 1) || 1),
    size,
  };
}

/** Whether any narrowing choice is made (the empty state then suggests clearing them). */
export const hasChoices = (url: URLSearchParams): boolean => LIST_KEYS.some((key) => key !== 'page' && key !== 'sort' && Boolean(url.get(key)));
