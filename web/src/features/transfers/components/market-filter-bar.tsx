// The market's filters as the investor screens ask for product criteria (components/choice-chips):
// type and grade as chips that wrap on a 375 px phone, the remaining term and the yield as selects.
import { Chips, Select } from '@/components/choice-chips';
import { PRODUCT_TYPE_LABELS } from '@/lib/labels';
import { MARKET_GRADES, MARKET_TYPES, MIN_YIELD_CHOICES, NO_FILTERS, REMAINING_TERM_CHOICES, toggle, type MarketFilters } from '../lib/market-filters';

export function MarketFilterBar({ filters, onChange, shown, total }: { filters: MarketFilters; onChange: (next: MarketFilters) => void; shown: number; total: number }) {
  const narrowed = filters.types.length > 0 || filters.grades.length > 0 || filters.maxRemainingMonths !== null || filters.minYieldBp !== null;
  return (
    <section className="card stack market-filters" aria-label="매물 조건">
      <Chips legend="상품 유형" help="선택하지 않으면 모든 유형을 보여 드립니다." values={MARKET_TYPES} chosen={filters.types} label={(t) => PRODUCT_TYPE_LABELS[t]} onToggle={(t) => onChange({ ...filters, types: toggle(filters.types, t) })} />
      <Chips legend="등급" help="선택하지 않으면 모든 등급을 보여 드립니다." values={MARKET_GRADES} chosen={filters.grades} label={(g) => `${g}등급`} onToggle={(g) => onChange({ ...filters, grades: toggle(filters.grades, g) })} />
      <div className="market-filters__selects">
        <Select label="남은 기간" value={filters.maxRemainingMonths} choices={REMAINING_TERM_CHOICES} onChange={(v) => onChange({ ...filters, maxRemainingMonths: v })} />
        <Select label="세후 수익률" value={filters.minYieldBp} choices={MIN_YIELD_CHOICES} onChange={(v) => onChange({ ...filters, minYieldBp: v })} />
      </div>
      <p className="market-filters__count" aria-live="polite">
        <span>
          매물 {total.toLocaleString('ko-KR')}건 중 {shown.toLocaleString('ko-KR')}건
        </span>
        {narrowed ? (
          <button type="button" className="button button--ghost button--small" onClick={() => onChange(NO_FILTERS)}>
            조건 초기화
          </button>
        ) : null}
      </p>
    </section>
  );
}
