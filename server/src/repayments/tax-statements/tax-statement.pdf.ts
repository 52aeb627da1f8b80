// The tax statement as a printable PDF with Korean text. The font (Noto Sans KR, SIL OFL, from
// shared/pdf/korean-pdf.ts) ships in an npm package: nothing is fetched at run time. pdfkit embeds
// only the glyphs used, so a statement weighs tens of kilobytes. The words come from
// tax-statement.text.ts; this file only lays them out.
import PDFDocument from 'pdfkit';
import { BOLD_FONT as BOLD, REGULAR_FONT as REGULAR } from '../../shared/pdf/korean-pdf';
import type { TaxStatement } from './tax-statements.schema';
import { type StatementHolder, taxStatementText } from './tax-statement.text';
const COLUMNS = [{ x: 50, w: 70 }, { x: 120, w: 180 }, { x: 300, w: 80 }, { x: 380, w: 70 }, { x: 450, w: 95 }];
/** Rows per page below the header (A4 at 10 pt). */
const ROWS_PER_PAGE = 32;
/** The issuer block needs this much room above the bottom margin (A4 is 842 pt tall, margin 50). */
const ISSUER_BLOCK_TOP_MAX = 842 - 50 - 70;

function row(doc: PDFKit.PDFDocument, cells: string[], y: number): void {
  cells.forEach((text, i) => doc.text(text, COLUMNS[i].x, y, { width: COLUMNS[i].w - 6, align: i >= 2 ? 'right' : 'left', lineBreak: false, ellipsis: true }));
}

/** The payments, a header row on each page; returns where the text below may start. */
function table(doc: PDFKit.PDFDocument, header: string[], rows: string[][], startY: number): number {
  let y = startY;
  rows.forEach((cells, n) => {
    if (n % ROWS_PER_PAGE === 0) {
      if (n > 0) {
        doc.addPage();
        y = 50;
      }
      doc.font(BOLD);
      row(doc, header, y);
      y += 18;
      doc.font(REGULAR);
    }
    row(doc, cells, y);
    y += 16;
  });
  return y;
}

/** Who issues the statement, as the site's footer says it: at the foot of the last page. */
function issuerBlock(doc: PDFKit.PDFDocument, lines: string[], afterY: number): void {
  let y = Math.max(afterY + 24, 0);
  if (y > ISSUER_BLOCK_TOP_MAX) {
    doc.addPage();
    y = 50;
  }
  doc.moveTo(50, y).lineTo(545, y).lineWidth(0.5).strokeColor('#a3acb9').stroke();
  doc.font(BOLD).fontSize(10).fillColor('#1a1f36').text(lines[0], 50, y + 10);
  doc.font(REGULAR).fontSize(9).fillColor('#525a70');
  for (const line of lines.slice(1)) doc.text(line);
}

export function taxStatementPdf(statement: TaxStatement, holder: StatementHolder, issuedOn: string): Promise<Buffer> {
  const text = taxStatementText(statement, holder, issuedOn);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: text.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(BOLD).fontSize(18).text(text.title, { align: 'center' });
  doc.moveDown(0.8).font(REGULAR).fontSize(10);
  doc.text(text.recipient);
  doc.text(text.issuedOn);
  doc.text(text.explanation);
  doc.moveDown(0.8);
  doc.font(BOLD).text(text.totals.join('   ·   '));
  let y = table(doc, text.header, text.rows, doc.y + 14);
  if (text.empty) {
    doc.font(REGULAR).text(text.empty, 50, y);
    y = doc.y;
  }
  issuerBlock(doc, text.issuer, y);
  doc.end();
  return done;
}
