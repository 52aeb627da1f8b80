// The words of the tax statement, apart from how the PDF lays them out: dates written as the site
// writes them (2026.03.05 in the table, 2026년 3월 5일 in sentences), money as 12,340원, and the
// issuer block with the platform's name, registration, address and business number like the
// site's footer. Pure, so a test reads exactly what the document says.
import { PLATFORM_IDENTITY } from '../../shared/platform-identity';
import { formatWon } from '../../shared/won';
import type { PaymentKind } from './tax-statement.query';
import type { TaxStatement } from './tax-statements.schema';

export interface StatementHolder {
  name: string;
  email: string;
}

export interface TaxStatementText {
  title: string;
  recipient: string;
  issuedOn: string;
  explanation: string;
  totals: string[];
  header: string[];
  rows: string[][];
  empty: string | null;
  issuer: string[];
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-03-05" → "2026.03.05", the site's date (web lib/format formatDate). */
export function siteDate(on: string): string {
  return CALENDAR_DATE.test(on) ? on.replaceAll('-', '.') : on;
}

/** "2026-03-05" → "2026년 3월 5일", a date in a sentence. */
export function longDate(on: string): string {
  const match = CALENDAR_DATE.exec(on);
  return match ? `${Number(match[1])}년 ${Number(match[2])}월 ${Number(match[3])}일` : on;
}

/** What a payment was, after the product's title: an installment (3회차), a recovery (회수) or a sale's price (채권 매각). */
export function paymentLabel(item: { title: string; seq: number | null; kind: PaymentKind }): string {
  if (item.kind === 'recovery') return `${item.title} 회수`;
  if (item.kind === 'sale') return `${item.title} 채권 매각`;
  if (item.kind === 'transfer') return `${item.title} 원리금수취권 양도 경과이자`;
  return `${item.title} ${item.seq}회차`;
}

export function taxStatementText(statement: TaxStatement, holder: StatementHolder, issuedOn: string): TaxStatementText {
  const p = PLATFORM_IDENTITY;
  return {
    title: `${statement.year}년 이자소득 원천징수 내역서`,
    recipient: `투자자: ${holder.name} (${holder.email})`,
    issuedOn: `발급일: ${longDate(issuedOn)}`,
    explanation: `${p.companyName}가 ${statement.year}년에 지급한 이자와 그 이자에서 원천징수한 이자소득세·지방소득세(이자소득세의 10%)입니다.`,
    totals: [`이자 합계 ${formatWon(statement.total_interest)}`, `이자소득세 합계 ${formatWon(statement.total_tax_income)}`, `지방소득세 합계 ${formatWon(statement.total_tax_local)}`],
    header: ['지급일', '상품', '이자', '이자소득세', '지방소득세'],
    rows: statement.items.map((item) => [siteDate(item.paid_on), paymentLabel(item), formatWon(item.interest), formatWon(item.tax_income), formatWon(item.tax_local)]),
    empty: statement.items.length === 0 ? `${statement.year}년에 지급된 이자가 없습니다.` : null,
    issuer: [
      `발급자: ${p.companyName} · ${p.registration}`,
      `${p.address} · 사업자등록번호 ${p.businessNumber}`,
      `고객센터 ${p.customerCenterPhone} (평일 09:00 - 18:00)`,
    ],
  };
}
