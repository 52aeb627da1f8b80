/**
 * 사업자등록번호 as the server checks it (server/src/identity/corporate/business-number.ts): ten
 * digits, the tenth the National Tax Service check digit (weights 1,3,7,1,3,7,1,3,5 plus the ninth
 * digit's ×5 carry). Mirrored so a mistyped number shows under the field before any request.
 */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];
const SHAPE = /^(\d{3})-?(\d{2})-?(\d{5})$/;

export function businessNumberCheckDigit(firstNine: string): number {
  const digits = [...firstNine].map(Number);
  const weighted = digits.reduce((sum, digit, i) => sum + digit * (WEIGHTS[i] ?? 0), 0);
  const carry = Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - ((weighted + carry) % 10)) % 10;
}

/** What is wrong with a typed number, in Korean; undefined when it is a valid one. */
export function businessNumberProblem(value: string): string | undefined {
  const typed = value.trim();
  if (!typed) return '사업자등록번호를 입력해 주세요.';
  const match = SHAPE.exec(typed);
  if (!match) return '사업자등록번호 10자리를 123-45-67890 형식으로 입력해 주세요.';
  const digits = match.slice(1).join('');
  if (businessNumberCheckDigit(digits.slice(0, 9)) !== Number(digits[9])) return '올바른 사업자등록번호가 아닙니다. 번호를 다시 확인해 주세요.';
  return undefined;
}

/** What the field shows as it is typed: digits only, at most ten, dashed as 123-45-67890. */
export function formatBusinessNumberInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
