// Account numbers as the banks print them on passbooks and apps, so an investor can read one out
// and check it digit group by digit group: "560123456789" is hard to check by eye,
// "560-123-456789" is not. Numbers are stored and copied as plain digits; this is display only.

/** Digit groups of each bank's account numbers, by 금융결제원 code and length. */
const BANK_GROUPS: Record<string, Record<number, readonly number[]>> = {
  '003': { 14: [3, 6, 2, 3] }, // IBK기업은행 000-000000-00-000
  '004': { 14: [6, 2, 6], 12: [3, 2, 4, 3] }, // KB국민은행 000000-00-000000
  '020': { 13: [4, 3, 6] }, // 우리은행 0000-000-000000
  '081': { 14: [3, 6, 5] }, // 하나은행 000-000000-00000
  '088': { 12: [3, 3, 6], 11: [3, 2, 6] }, // 신한은행 000-000-000000
  '011': { 13: [3, 4, 4, 2], 11: [3, 2, 6] }, // NH농협은행 000-0000-0000-00
  '090': { 13: [4, 2, 7] }, // 카카오뱅크 0000-00-0000000
};

/** Groups of four from the left (the last group shorter) for a bank or a length not listed. */
const fours = (length: number): number[] => Array.from({ length: Math.ceil(length / 4) }, (_, i) => Math.min(4, length - i * 4));

/** "560123456789" at 신한은행 (088) → "560-123-456789"; anything but plain digits is left as it came. */
export function formatAccountNumber(bankCode: string | undefined, accountNumber: string): string {
  if (!/^\d{5,}$/.test(accountNumber)) return accountNumber;
  const groups = (bankCode ? BANK_GROUPS[bankCode]?.[accountNumber.length] : undefined) ?? fours(accountNumber.length);
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(accountNumber.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}
