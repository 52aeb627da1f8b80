import { useState } from 'react';
import type { PolicyListItem } from '@/api/get-policies';
import { formatDate } from '@/lib/format';

const TERMS_NAME = /^[a-z][a-z0-9_]{0,39}$/;

type Props = { items: PolicyListItem[]; selected: string | null; known: boolean; onSelect: (terms: string) => void };

/** Which policy to revise, or the address name of a new one. */
export function PolicyPicker({ items, selected, known, onSelect }: Props) {
  const [newTerms, setNewTerms] = useState('');
  return (
    <div className="filter-bar">
      <div className="field field--inline">
        <label className="field__label" htmlFor="admin-policy">
          약관 선택
        </label>
        <select id="admin-policy" className="field__input" value={selected ?? ''} onChange={(e) => onSelect(e.target.value)}>
          {items.map((item) => (
            <option key={item.terms} value={item.terms}>
              {item.title} (v{item.version}, {formatDate(item.effective_on)} 시행{item.upcoming ? `, ${formatDate(item.upcoming.effective_on)} 개정 예정` : ''})
            </option>
          ))}
          {selected && !known ? <option value={selected}>{selected} (새 약관)</option> : null}
        </select>
      </div>
      <form
        className="admin-article-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (TERMS_NAME.test(newTerms)) onSelect(newTerms);
        }}
      >
        <input className="field__input" aria-label="새 약관 주소 이름" placeholder="영문 주소 이름 (예: credit_info)" value={newTerms} onChange={(e) => setNewTerms(e.target.value.trim())} />
        <button type="submit" className="button button--ghost button--small">
          새 약관 만들기
        </button>
      </form>
    </div>
  );
}
