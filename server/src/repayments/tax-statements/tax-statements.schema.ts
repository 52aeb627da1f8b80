// The investor's yearly tax statement (JSON or PDF) and the operators' 지급명세서 CSV (docs/api.md
// "Investment documents and tax forms"). The year and the query are read by readTaxYear and the
// handler: a form is a printed layout, so `form` is a mistake without `format=pdf` (a rule across
// two parameters), and an empty `format` is a bad one, not an absent one.
import { invalidInput } from '../../shared/errors/domain-error';
import { endpoint, enumOf, int, nullable, pathParam, queryParam, ref, str, Type, uuid, won, calendarDate, type Static } from '../../shared/http/schema';

/** Years an investor may ask for: the platform's and the tax law's range, never an open one. */
export const TAX_YEAR_MIN = 2000;
export const TAX_YEAR_MAX = 2100;

export const TAX_FORMS = ['statement', 'withholding'] as const;

/** A path's year: four digits within the years the statements cover, else `{year: invalid_value}`. */
export function readTaxYear(text: string): number {
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
  if (!(year >= TAX_YEAR_MIN && year <= TAX_YEAR_MAX)) throw invalidInput({ year: 'invalid_value' });
  return year;
}

const yearParam = pathParam('year', int(undefined, { minimum: TAX_YEAR_MIN, maximum: TAX_YEAR_MAX }), 'Calendar year, Korea time.');

export const TAX_STATEMENT = Type.Object({
  year: int(),
  items: Type.Array(Type.Object({
    product_id: uuid(), title: str(), seq: nullable(int('Addition to docs/api.md: the installment; null for a recovery or a sale.')),
    kind: enumOf(['repayment', 'recovery', 'sale', 'transfer'], 'Addition to docs/api.md: an installment\'s payment, a recovery on an accelerated loan, its sale\'s price (interest part above the principal), or the 경과이자 a seller of a claim was paid (원리금수취권 양도).'),
    paid_on: calendarDate(),
    interest: won('Late interest included'), late_interest: Type.Optional(won('Addition to docs/api.md: the late interest (연체이자) part of `interest`')),
    tax_income: won('Income tax withheld'), tax_local: won('Local income tax withheld'),
  }), { description: 'Every payment of the year (Korea time), oldest first.' }),
  total_interest: won(), total_tax_income: won(), total_tax_local: won(),
}, { description: 'Interest paid in a year and the tax withheld from it.' });
export type TaxStatement = Static<typeof TAX_STATEMENT>;

export const GET_TAX_STATEMENT = endpoint({
  method: 'get', path: '/me/tax_statements/{year}',
  id: 'getTaxStatement', summary: 'The investor\'s yearly statement of interest and tax withheld',
  description: [
    'With `?format=pdf`: the same statement as a printable A4 PDF (`application/pdf`, Korean text in a font shipped with the server). Totals equal the dashboard\'s received interest and tax withheld for the year.',
    'With `?format=pdf&form=withholding`: the yearly 이자소득 원천징수영수증 from the same lines — the payer (the platform, its business registration number), the recipient (legal name, resident registration number masked as `850315-1******`, or 「주민등록번호 미등록」 where none was given), each payment\'s date, interest, income tax and local tax, and the totals.',
  ].join('\n\n'),
  access: 'session',
  params: [
    yearParam, queryParam('format', enumOf(['json', 'pdf'])),
    queryParam('form', enumOf(TAX_FORMS), 'The printed layout, with `format=pdf` only (otherwise `invalid_input`, `fields.form`); default `statement`.'),
  ],
  ok: {
    status: 200, description: 'The statement (JSON, or the PDF with `?format=pdf`).', schema: ref('TaxStatement'),
    content: { 'application/pdf': { schema: { type: 'string', description: 'The PDF document (binary), served inline as tax-statement-{year}.pdf.' } } },
  },
  fails: ['invalid_input'],
});

export const ADMIN_PAYMENT_STATEMENTS = endpoint({
  method: 'get', path: '/admin/tax/payment_statements/{year}',
  id: 'adminPaymentStatements', summary: 'The year\'s 이자소득 지급명세서 lines, as CSV',
  description: 'One line per investor per payment, for filing with the tax office by the end of February: 귀속연도, 지급일, the payer\'s business registration number, 소득자 성명, 주민등록번호 (masked, or 「주민등록번호 미등록」), 회원 ID, 소득의 종류, 상품, 상품 ID, 회차, 이자 금액, 원천징수 소득세, 지방소득세. From the same paid installments as each investor\'s tax statement, so the columns\' totals equal the sum of the investors\' statements for the year. UTF-8 with a byte-order mark (Excel), CRLF lines, RFC 4180 quoting; a cell that would start a formula is led by an apostrophe.',
  access: 'operator',
  params: [yearParam],
  ok: {
    status: 200, description: 'The CSV file (`Content-Disposition: attachment`).',
    content: { 'text/csv': { schema: { type: 'string', description: 'UTF-8 with a byte-order mark; the first line names the columns.' } } },
  },
  fails: ['invalid_input'],
});
