// Proves the one money input: digits are grouped as typed, the screen gets an integer number of won
// (null when empty), the caret stays after the digit it was after while commas come and go, and
// Backspace or Delete beside a comma removes the digit next to it.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MoneyField, caretAfterDigits, groupDigits, readTyped } from './money-input';

function Harness({ initialWon = null, seen }: { initialWon?: number | null; seen: (won: number | null) => void }) {
  const [won, setWon] = useState<number | null>(initialWon);
  return (
    <MoneyField
      label="금액 (원)"
      valueWon={won}
      onValueWon={(next) => {
        seen(next);
        setWon(next);
      }}
    />
  );
}

function renderField(initialWon: number | null = null) {
  const seen: (number | null)[] = [];
  render(<Harness initialWon={initialWon} seen={(won) => seen.push(won)} />);
  const input = screen.getByLabelText<HTMLInputElement>('금액 (원)');
  input.focus();
  return { input, seen };
}

/** Types `value` as the browser would leave it, the caret at `caret`. */
const typeInto = (input: HTMLInputElement, value: string, caret = value.length) => fireEvent.change(input, { target: { value, selectionStart: caret, selectionEnd: caret } });

describe('MoneyInput', () => {
  it('groups the digits as they are typed and gives an integer won', () => {
    const { input, seen } = renderField();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    typeInto(input, '3000000');
    expect(input.value).toBe('3,000,000');
    expect(seen.at(-1)).toBe(3_000_000);
    typeInto(input, '3,000,0005');
    expect(input.value).toBe('30,000,005');
    expect(seen.at(-1)).toBe(30_000_005);
  });

  it('drops everything but digits and leading zeros, caps at 15 digits, and is null when emptied', () => {
    const { input, seen } = renderField(1_000);
    typeInto(input, '00１2a3원');
    expect(input.value).toBe('23');
    typeInto(input, '12345678901234567890');
    expect(seen.at(-1)).toBe(123_456_789_012_345);
    expect(Number.isSafeInteger(seen.at(-1))).toBe(true);
    typeInto(input, '');
    expect(seen.at(-1)).toBeNull();
    expect(input.value).toBe('');
  });

  it('keeps the caret after the digit it was after when a comma appears in front of it', () => {
    const { input } = renderField(1_234);
    // "1,2|34" + "5" → "1,25|34": after grouping "12,5|34".
    typeInto(input, '1,2534', 4);
    expect(input.value).toBe('12,534');
    expect(input.selectionStart).toBe(4);
  });

  it('removes the digit before a comma on Backspace', () => {
    const { input, seen } = renderField(1_234);
    input.setSelectionRange(2, 2); // "1,|234"
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(seen.at(-1)).toBe(234);
    expect(input.selectionStart).toBe(0);
  });

  it('removes the digit after a comma on Delete', () => {
    const other = renderField(5_678).input;
    other.setSelectionRange(1, 1); // "5|,678"
    fireEvent.keyDown(other, { key: 'Delete' });
    expect(other.value).toBe('578');
    expect(other.selectionStart).toBe(1);
  });

  it('has pure helpers for grouping and caret placement', () => {
    expect(groupDigits('1234567')).toBe('1,234,567');
    expect(caretAfterDigits('12,534', 3)).toBe(4);
    expect(caretAfterDigits('12,534', 0)).toBe(0);
    expect(readTyped('1,2534', 4)).toEqual({ won: 12_534, digitsBeforeCaret: 3 });
  });
});
