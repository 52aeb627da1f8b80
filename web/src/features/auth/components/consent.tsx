import { useId, type ChangeEvent, type ReactNode } from 'react';

type Props = { name: string; checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void; required?: boolean; error?: string; children: ReactNode };

/** One consent checkbox, marked 필수 or 선택, with its own error line. */
export function Consent({ name, checked, onChange, required = false, error, children }: Props) {
  const noteId = useId();
  return (
    <div className="field">
      <label className="checkbox">
        <input type="checkbox" name={name} checked={checked} onChange={onChange} aria-invalid={error ? true : undefined} aria-describedby={error ? noteId : undefined} />
        <span>
          <strong className={required ? 'consent-tag consent-tag--required' : 'consent-tag'}>{required ? '[필수]' : '[선택]'}</strong> {children}
        </span>
      </label>
      {error ? (
        <span id={noteId} className="field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
