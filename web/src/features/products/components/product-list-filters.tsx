// The product list's narrowing and ordering choices (issue 31, item 12): selects that write to the
// URL, so a reloaded or shared link shows the same list; each change starts again at page 1.
import type { ProductType } from '@/api/types';
import { PRODUCT_TYPE_LABELS } from '@/lib/labels';
import { GRADE_CHOICES, LTV_CHOICES, RATE_CHOICES, SORT_CHOICES, TERM_CHOICES, type ListChoice } from '../lib/product-list-query';

const TYPE_CHOICES: ListChoice[] = [
  { value: '', label: '전체 유형' },
  ...(Object.keys(PRODUCT_TYPE_LABELS) as ProductType[]).map((key) => ({ value: key, label: PRODUCT_TYPE_LABELS[key] })),
];

const SELECTS: { key: string; label: string; choices: ListChoice[] }[] = [
  { key: 'type', label: '상품 유형', choices: TYPE_CHOICES },
  { key: 'term', label: '투자 기간', choices: TERM_CHOICES },
  { key: 'rate', label: '수익률', choices: RATE_CHOICES },
  { key: 'grade', label: '등급', choices: GRADE_CHOICES },
  { key: 'ltv', label: 'LTV', choices: LTV_CHOICES },
  { key: 'sort', label: '정렬', choices: SORT_CHOICES },
];

type Props = {
  params: URLSearchParams;
  onChange: (next: Record<string, string>) => void;
};

export function ProductListFilters({ params, onChange }: Props) {
  const narrowed = SELECTS.some(({ key }) => key !== 'sort' && params.get(key));
  return (
    <div className="list-filters" role="group" aria-label="상품 조건">
      {SELECTS.map(({ key, label, choices }) => (
        <label key={key} className="field field--inline list-filters__field">
          <span className="field__label">{label}</span>
          <select className="field__input" value={params.get(key) ?? ''} onChange={(event) => onChange({ [key]: event.target.value, page: '' })}>
            {choices.map((choice) => (
              <option key={choice.value || 'all'} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {narrowed ? (
        <button type="button" className="button button--ghost list-filters__reset" onClick={() => onChange({ type: '', term: '', rate: '', grade: '', ltv: '', page: '' })}>
          조건 초기화
        </button>
      ) : null}
    </div>
  );
}
