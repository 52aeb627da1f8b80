// The resident registration number (주민등록번호) as the tax forms need it: 13 digits, the first six
// the birth date (YYMMDD), the seventh the century and sex (1, 2, 5, 6: 1900s; 3, 4, 7, 8: 2000s;
// 9, 0: 1800s). Shown only masked, 850315-1******; the full number never leaves the server.

const CENTURY_OF_DIGIT: Record<string, string> = { 1: '19', 2: '19', 5: '19', 6: '19', 3: '20', 4: '20', 7: '20', 8: '20', 9: '18', 0: '18' };

export type ResidentNumberProblem = 'invalid_format' | 'birth_date_mismatch';

/** The 13 digits of `text` (dash optional), or why it cannot be this birth date's (YYYY-MM-DD) number. */
export function readResidentNumber(text: string, birthDate: string): { digits: string } | { problem: ResidentNumberProblem } {
  const match = /^(\d{6})-?(\d{7})$/.exec(text.trim());
  if (!match) return { problem: 'invalid_format' };
  const digits = match[1] + match[2];
  const century = CENTURY_OF_DIGIT[digits[6]];
  const born = `${century}${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4, 6)}`;
  return born === birthDate ? { digits } : { problem: 'birth_date_mismatch' };
}

/** `8503151234567` → `850315-1******`. */
export function maskResidentNumber(digits: string): string {
  return `${digits.slice(0, 6)}-${digits[6]}******`;
}
