// The yearly 이자소득 원천징수영수증 (docs/api.md "Investment documents and tax forms"): the items of the
// statutory form (소득세법 시행규칙 별지 제23호서식(2)) the platform fills — the payer (징수의무자)
// with its business registration number, the recipient (소득자) with the masked resident
// registration number or the words that it is not registered, each payment's date, interest,
// income tax and local tax, and the year's totals — from the same lines as the JSON statement,
// so its totals are the statement's.
import { formatWon } from '../../shared/won';
import { BOLD_FONT, facts, heading, issuerBlock, koreanPdf, Pdf, REGULAR_FONT, siteDate } from '../../shared/pdf/korean-pdf';
import { PLATFORM_IDENTITY } from '../../shared/platform-identity';
import type { TaxStatement } from './tax-statements.schema';
import { paymentLabel } from './tax-statement.text';

/** Printed where the recipient gave no number: the form says so rather than leaving a blank. */
export const RESIDENT_NUMBER_MISSING = '주민등록번호 미등록';
export const INCOME_KIND = '이자소득 (온라인투자연계금융업자를 통한 비영업대금의 이익)';

const COLUMNS = [
  { title: '지급일', x: 50, w: 62 }, { title: '상품 · 회차', x: 112, w: 150 }, { title: '이자(지급액)', x: 262, w: 80 },
  { title: '소득세', x: 342, w: 65 }, { title: '지방소득세', x: 407, w: 65 }, { title: '세액 계', x: 472, w: 73 },
];
const ROWS_PER_PAGE = 30;

export interface WithholdingRecipient {
  name: string;
  /** `850315-1******`, or null when the recipient has none registered. */
  maskedResidentNumber: string | null;
}

function row(doc: Pdf, cells: string[], y: number): void {
  cells.forEach((text, i) => doc.text(text, COLUMNS[i].x, y, { width: COLUMNS[i].w - 6, align: i >= 2 ? 'right' : 'left', lineBreak: false, ellipsis: true }));
}

function paymentRows(doc: Pdf, statement: TaxStatement): void {
  let y = doc.y + 6;
  const header = () => {
    doc.font(BOLD_FONT);
    row(doc, COLUMNS.map((c) => c.title), y);
    y += 18;
    doc.font(REGULAR_FONT);
  };
  header();
  statement.items.forEach((item, n) => {
    if (n > 0 && n % ROWS_PER_PAGE === 0) {
      doc.addPage();
      y = 50;
      header();
    }
    const tax = item.tax_income + item.tax_local;
    row(doc, [siteDate(item.paid_on), paymentLabel(item), formatWon(item.interest), formatWon(item.tax_income), formatWon(item.tax_local), formatWon(tax)], y);
    y += 16;
  });
  if (statement.items.length === 0) {
    doc.text('이 해에 지급된 이자가 없습니다.', 50, y);
    y += 16;
  }
  doc.font(BOLD_FONT);
  row(doc, ['합계', `${statement.items.length}건`, formatWon(statement.total_interest), formatWon(statement.total_tax_income), formatWon(statement.total_tax_local),
    formatWon(statement.total_tax_income + statement.total_tax_local)], y + 4);
  doc.font(REGULAR_FONT);
  doc.y = y + 24;
}

export function withholdingReceiptPdf(statement: TaxStatement, recipient: WithholdingRecipient, issuedOn: string): Promise<Buffer> {
  const title = `${statement.year}년 귀속 이자소득 원천징수영수증`;
  const { doc, bytes } = koreanPdf(title);
  doc.font(BOLD_FONT).fontSize(18).text(title, { align: 'center' });
  doc.font(REGULAR_FONT).fontSize(10).text('(소득자 보관용)', { align: 'center' });
  heading(doc, '징수의무자');
  facts(doc, [['법인명(상호)', PLATFORM_IDENTITY.companyName], ['사업자등록번호', PLATFORM_IDENTITY.businessNumber], ['소재지', PLATFORM_IDENTITY.address]]);
  heading(doc, '소득자');
  facts(doc, [
    ['성명', recipient.name],
    ['주민등록번호', recipient.maskedResidentNumber ?? RESIDENT_NUMBER_MISSING],
    ['거주 구분', '거주자 · 내국인'],
  ]);
  if (!recipient.maskedResidentNumber) {
    doc.moveDown(0.3).fontSize(9).text('본인인증 때 주민등록번호 수집에 동의하지 않아 번호가 없습니다. 고객센터로 문의해 주십시오.', 50).fontSize(10);
  }
  heading(doc, '지급 및 원천징수 명세');
  facts(doc, [['귀속연도', `${statement.year}년`], ['소득의 종류', INCOME_KIND], ['지방소득세', '소득세의 10% (10원 미만 절사)']]);
  paymentRows(doc, statement);
  doc.text('위의 원천징수세액(수입금액)을 정히 영수(지급)합니다.', 50);
  doc.text(`징수(보고)의무자 ${PLATFORM_IDENTITY.companyName}`, 50);
  issuerBlock(doc, issuedOn);
  doc.end();
  return bytes;
}
