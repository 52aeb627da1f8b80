// The one money input of the investor screens (invest, basket, deposit, withdrawal): digits are
// grouped as they are typed ("3,000,000"), the number keypad opens on phones, the caret stays
// after the digit it was after (a comma appearing or going does not push it), and the screen gets
// an integer number of won, or null while the field is empty.
import { FieldNote } from './text-field';
import { forwardRef, useId, useLayoutEffect, useRef, type ForwardedRef, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';

/** 15 digits stay below Number.MAX_SAFE_INTEGER: every value emitted is an exact integer. */
const MAX_DIGITS = 15;

/** "3000000" → "3,000,000" (digits only in, commas between groups of three). */
export const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const digitsIn = (text: string): number => text.replace(/\D/g, '').length;

/** Where the caret goes in `text` to stand right after its `count`-th digit. */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i] ?? '') && ++seen === count) return i + 1;
  }
  return text.length;
}

/** What was typed → the won it means (null: nothing) and how many digits stand before the caret. */
export function readTyped(raw: string, caret: number): { won: number | null; digitsBeforeCaret: number } {
  const all = raw.replace(/\D/g, '');
  const digits = all.replace(/^0+(?=\d)/, '').slice(0, MAX_DIGITS);
  const dropped = all.length - all.replace(/^0+(?=\d)/, '').length;
  const before = Math.min(digits.length, Math.max(0, digitsIn(raw.slice(0, caret)) - dropped));
  return { won: digits === '' ? null : Number(digits), digitsBeforeCaret: before };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'>;

export type MoneyInputProps = InputProps & {
  /** Integer won; null shows an empty field. */
  valueWon: number | null;
  onValueWon: (won: number | null) => void;
};

function setRef<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A bare money input (the caller labels it); see the file's opening comment. */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput({ valueWon, onValueWon, className, onKeyDown, ...input }, ref) {
  const own = useRef<HTMLInputElement | null>(null);
  const pendingDigits = useRef<number | null>(null);
  const text = valueWon === null ? '' : groupDigits(String(valueWon));

  useLayoutEffect(() => {
    const element = own.current;
    if (pendingDigits.current === null || !element || element !== document.activeElement) return;
    const at = caretAfterDigits(text, pendingDigits.current);
    pendingDigits.current = null;
    element.setSelectionRange(at, at);
  });

  const emit = (raw: string, caret: number) => {
    const typed = readTyped(raw, caret);
    pendingDigits.current = typed.digitsBeforeCaret;
    onValueWon(typed.won);
  };

  // Backspace just after a comma (or Delete just before one) removes the digit beside it: the
  // browser alone would remove the comma, which the grouping puts straight back.
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const el = event.currentTarget;
    const at = el.selectionStart ?? 0;
    if (event.defaultPrevented || at !== el.selectionEnd) return;
    const overComma = (event.key === 'Backspace' && el.value[at - 1] === ',') || (event.key === 'Delete' && el.value[at] === ',');
    if (!overComma) return;
    event.preventDefault();
    const cut = event.key === 'Backspace' ? at - 2 : at + 1;
    if (cut < 0 || cut >= el.value.length) return;
    emit(el.value.slice(0, cut) + el.value.slice(cut + 1), event.key === 'Backspace' ? cut : cut - 1);
  };

  return (
    <input
      {...input}
      ref={(element) => {
        own.current = element;
        setRef(ref, element);
      }}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={['field__input', 'num', className].filter(Boolean).join(' ')}
      value={text}
      onChange={(event) => emit(event.target.value, event.target.selectionStart ?? event.target.value.length)}
      onKeyDown={keyDown}
    />
  );
});

type FieldProps = MoneyInputProps & { label: string; help?: ReactNode; error?: ReactNode };

/** A labelled money input with its help or error line (as TextField, for money). */
export const MoneyField = forwardRef<HTMLInputElement, FieldProps>(function MoneyField({ label, help, error, id, ...input }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const noteId = `${inputId}-note`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <MoneyInput ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error || help ? noteId : undefined} {...input} />
      <FieldNote id={noteId} error={error} help={help} />
    </div>
  );
});
