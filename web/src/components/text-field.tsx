import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

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
      <FieldNote id={noteId} error={error} help={help} />
    </div>
  );
}

/** The line under a field: its error when there is one, else its help (the id aria-describedby names). */
export function FieldNote({ id, error, help }: { id: string; error?: ReactNode; help?: ReactNode }) {
  if (error) return <span id={id} className="field__error">{error}</span>;
  if (help) return <span id={id} className="field__help">{help}</span>;
  return null;
}
