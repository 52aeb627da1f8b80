// 사업자등록번호 (business registration number): ten digits, shown 123-45-67890, the tenth a check
// digit. The National Tax Service's check: digits 1–9 weighted 1,3,7,1,3,7,1,3,5 and summed, plus
// the tens of the ninth digit × 5 (its carry); the check digit is (10 − sum mod 10) mod 10.
// docs/compliance.md "Before an investor's money moves". The web app mirrors it (web/src/lib/business-number.ts).

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;
/** With or without the dashes of 123-45-67890; nothing else. */
const SHAPE = /^(\d{3})-?(\d{2})-?(\d{5})$/;

/** The check digit of the first nine digits (a string of nine digits). */
export function businessNumberCheckDigit(firstNine: string): number {
  if (!/^\d{9}$/.test(firstNine)) throw new Error('assertion failed: nine digits expected');
  const digits = [...firstNine].map(Number);
  const weighted = digits.reduce((sum, digit, i) => sum + digit * WEIGHTS[i], 0);
  const carry = Math.floor((digits[8] * 5) / 10);
  return (10 - ((weighted + carry) % 10)) % 10;
}

export type BusinessNumberProblem = 'invalid_format' | 'invalid_check_digit';

/** The ten digits of a well-formed number whose check digit holds, or what is wrong with it. */
export function parseBusinessNumber(value: string): { digits: string } | { problem: BusinessNumberProblem } {
  const match = SHAPE.exec(value.trim());
  if (!match) return { problem: 'invalid_format' };
  const digits = match.slice(1).join('');
  if (businessNumberCheckDigit(digits.slice(0, 9)) !== Number(digits[9])) return { problem: 'invalid_check_digit' };
  return { digits };
}

/** 1234567891 → 123-45-67891, as people read it. */
export function formatBusinessNumber(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
