// The market's narrowing (issue 30: type, grade, remaining term, yield): chips for the product
// type and grade (several may be on; none on means any), selects for the longest remaining term
// and the lowest yield after tax. The server answers the open listings whole; the page narrows
// them. Pure.
import type { ProductType } from '@/api/types';
import type { MarketListing } from '@/api/transfer.types';

export type MarketFilters = { types: ProductType[]; grades: string[]; maxRemainingMonths: number | null; minYieldBp: number | null };

export const NO_FILTERS: MarketFilters = { types: [], grades: [], maxRemainingMonths: null, minYieldBp: null };

export const MARKET_TYPES: readonly ProductType[] = ['apt', 'realty', 'credit', 'corporate'];
/** A grade chip takes its letter's sub-grades too ("A" keeps A, A1, A2 …). */
export const MARKET_GRADES: readonly string[] = ['A', 'B', 'C', 'D', 'E'];

const gradeLetter = (grade: string): string => grade.trim().charAt(0).toUpperCase();

export const REMAINING_TERM_CHOICES = [
  { value: '', label: '전체 기간' },
  { value: '3', label: '3개월 이하' },
  { value: '6', label: '6개월 이하' },
  { value: '12', label: '12개월 이하' },
];

export const MIN_YIELD_CHOICES = [
  { value: '', label: '전체 수익률' },
  { value: '600', label: '연 6% 이상' },
  { value: '800', label: '연 8% 이상' },
  { value: '1000', label: '연 10% 이상' },
];

/** Months from `today` to the claim's last due date, a part month counted whole ("YYYY-MM-DD" dates). */
export function remainingMonths(listing: Pick<MarketListing, 'remaining_schedule'>, today: string): number {
  const last = listing.remaining_schedule.at(-1)?.due_on;
  if (!last || last <= today) return 0;
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  const [ly = 0, lm = 0, ld = 0] = last.split('-').map(Number);
  const months = (ly - ty) * 12 + (lm - tm);
  return ld > td ? months + 1 : Math.max(months, 1);
}

export function filterListings(items: readonly MarketListing[], f: MarketFilters, today: string): MarketListing[] {
  return items.filter((l) => {
    if (f.types.length > 0 && (!l.product || !f.types.includes(l.product.type))) return false;
    if (f.grades.length > 0 && (!l.product || !f.grades.includes(gradeLetter(l.product.grade)))) return false;
    if (f.maxRemainingMonths !== null && remainingMonths(l, today) > f.maxRemainingMonths) return false;
    if (f.minYieldBp !== null && (l.yield_bp === null || l.yield_bp < f.minYieldBp)) return false;
    return true;
  });
}

export const toggle = <T>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
