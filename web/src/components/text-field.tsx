import { useId, type InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; help?: string; error?: string };

/** A labelled input with help text and an error line wired through aria-describedby. */
export function TextField({ label, help, error, id, className, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const noteId = `${inputId}-note`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error || help ? noteId : undefined}
        {...input}
      />
      {error ? (
        <span id={noteId} className="field__error">
          {error}
        </span>
      ) : help ? (
        <span id={noteId} className="field__help">
          {help}
        </span>
      ) : null}
    </div>
  );
}
