// The tax statement as a printable PDF with Korean text (shared/pdf/korean-pdf.ts: the embedded
// Noto Sans KR font, the site's dates, the issuer block).
import { formatWon } from '../../shared/won';
import { BOLD_FONT, issuerBlock, koreanPdf, Pdf, REGULAR_FONT, siteDate } from '../../shared/pdf/korean-pdf';
import { PLATFORM_ISSUER } from '../../shared/platform-issuer';
import type { TaxStatement } from './tax-statement.query';

const COLUMNS = [{ title: '지급일', x: 50, w: 70 }, { title: '상품', x: 120, w: 180 }, { title: '이자', x: 300, w: 80 }, { title: '이자소득세', x: 380, w: 70 }, { title: '지방소득세', x: 450, w: 95 }];
/** Rows per page below the header (A4 at 10 pt). */
const ROWS_PER_PAGE = 32;

export interface StatementHolder {
  name: string;
  email: string;
}

function row(doc: Pdf, cells: string[], y: number): void {
  cells.forEach((text, i) => doc.text(text, COLUMNS[i].x, y, { width: COLUMNS[i].w - 6, align: i >= 2 ? 'right' : 'left', lineBreak: false, ellipsis: true }));
}

export function taxStatementPdf(statement: TaxStatement, holder: StatementHolder, issuedOn: string): Promise<Buffer> {
  const { doc, bytes } = koreanPdf(`${statement.year}년 이자소득 원천징수 내역서`);
  doc.font(BOLD_FONT).fontSize(18).text(`${statement.year}년 이자소득 원천징수 내역서`, { align: 'center' });
  doc.moveDown(0.8).font(REGULAR_FONT).fontSize(10);
  doc.text(`투자자: ${holder.name} (${holder.email})`);
  doc.text(`${PLATFORM_ISSUER.brandName}이 지급한 이자와 그 이자에서 원천징수한 이자소득세·지방소득세(이자소득세의 10%)입니다.`);
  doc.moveDown(0.8);
  const totals = [`이자 합계 ${formatWon(statement.total_interest)}`, `이자소득세 합계 ${formatWon(statement.total_tax_income)}`, `지방소득세 합계 ${formatWon(statement.total_tax_local)}`];
  doc.font(BOLD_FONT).text(totals.join('   ·   '));
  let y = doc.y + 14;
  statement.items.forEach((item, n) => {
    if (n % ROWS_PER_PAGE === 0) {
      if (n > 0) {
        doc.addPage();
        y = 50;
      }
      doc.font(BOLD_FONT);
      row(doc, COLUMNS.map((c) => c.title), y);
      y += 18;
      doc.font(REGULAR_FONT);
    }
    row(doc, [siteDate(item.paid_on), `${item.title} ${item.seq}회차`, formatWon(item.interest), formatWon(item.tax_income), formatWon(item.tax_local)], y);
    y += 16;
  });
  if (statement.items.length === 0) doc.font(REGULAR_FONT).text('이 해에 지급된 이자가 없습니다.', 50, y);
  else doc.y = y;
  issuerBlock(doc, issuedOn);
  doc.end();
  return bytes;
}
