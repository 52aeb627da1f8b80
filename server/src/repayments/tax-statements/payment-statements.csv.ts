// The 지급명세서 lines as CSV for Excel: UTF-8 with a byte-order mark (Excel reads Korean text
// right only with it), CRLF line ends, RFC 4180 quoting, and a cell that would start a formula
// (=, +, -, @) led by an apostrophe, so a product title or a name can never run in the
// operator's spreadsheet. Amounts are plain integers of won.
import { PLATFORM_IDENTITY } from '../../shared/platform-identity';
import type { PaymentStatementLine } from './payment-statements.query';
import { INCOME_KIND, RESIDENT_NUMBER_MISSING } from './withholding-receipt.pdf';

export const CSV_BOM = '\uFEFF';
/** The 회차 column of a payment that is not an installment's: a recovery or a sale's price of a loan gone bad. */
const PAYMENT_KIND_NAMES: Record<string, string> = { repayment: '', recovery: '회수', sale: '채권 매각' };
export const PAYMENT_STATEMENT_HEADER = [
  '귀속연도', '지급일', '징수의무자 사업자등록번호', '소득자 성명', '주민등록번호', '회원 ID', '소득의 종류', '상품', '상품 ID', '회차',
  '이자 금액', '원천징수 소득세', '지방소득세',
];

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: (string | number)[]): string => `${cells.map(cell).join(',')}\r\n`;

export function paymentStatementLine(year: number, line: PaymentStatementLine): string {
  return csvLine([
    year, line.paidOn, PLATFORM_IDENTITY.businessNumber, line.name, line.maskedResidentNumber ?? RESIDENT_NUMBER_MISSING, line.userId, INCOME_KIND,
    line.title, line.productId, line.seq ?? PAYMENT_KIND_NAMES[line.kind], line.interestWon, line.incomeTaxWon, line.localTaxWon,
  ]);
}

/** The whole file, a page of lines at a time: the header first, after the byte-order mark. */
export async function* paymentStatementsCsv(year: number, pages: AsyncIterable<PaymentStatementLine[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(PAYMENT_STATEMENT_HEADER);
  for await (const lines of pages) yield lines.map((line) => paymentStatementLine(year, line)).join('');
}
