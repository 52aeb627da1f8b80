import { useId, useState, type FormEvent } from 'react';

type Props = {
  /** The field's name for screen readers ("회원 검색"). */
  label: string;
  placeholder: string;
  /** Called with the trimmed words when the search is submitted. */
  onSearch: (words: string) => void;
  maxLength?: number;
  /** The words already searched (from the address), shown in the box. */
  initialWords?: string;
};

/** A search box with its button: the words count only once submitted (no request per keystroke). */
export function SearchForm({ label, placeholder, onSearch, maxLength = 100, initialWords = '' }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(initialWords);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="search-form" role="search" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" type="search" maxLength={maxLength} placeholder={placeholder} value={draft} onChange={(e) => setDraft(e.target.value)} />
      <button type="submit" className="button button--ghost">
        검색
      </button>
    </form>
  );
}
