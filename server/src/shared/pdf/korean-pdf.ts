// The platform's PDFs (tax statements and forms, investment documents): A4, Korean text in Noto
// Sans KR (SIL OFL, shipped in the @embedpdf/fonts-kr npm package: nothing is fetched at run
// time; pdfkit embeds only the glyphs used, so a document weighs tens of kilobytes), dates as the
// site prints them (2026.03.15), and the issuer block at the end of each.
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { SEOUL_OFFSET_MS } from '../clock';
import { PLATFORM_IDENTITY } from '../platform-identity';

// The package exports only its index; the fonts sit beside its dist folder.
const FONT_DIR = join(dirname(dirname(require.resolve('@embedpdf/fonts-kr'))), 'fonts');
export const REGULAR_FONT = join(FONT_DIR, 'NotoSansKR-Regular.otf');
export const BOLD_FONT = join(FONT_DIR, 'NotoSansKR-Bold.otf');
/** The A4 page's left margin and usable width at the 50 pt margins. */
export const PAGE_LEFT = 50;
export const PAGE_WIDTH = 495;

export type Pdf = PDFKit.PDFDocument;

/** A new A4 document and the promise of its bytes once `doc.end()` is called. */
export function koreanPdf(title: string): { doc: Pdf; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: PLATFORM_IDENTITY.companyName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(REGULAR_FONT);
  return { doc, bytes };
}

/** `2026-03-15` (a Korea-time date) → `2026.03.15`, as the site prints dates (web/src/lib/format.ts). */
export function siteDate(on: string): string {
  return on.replaceAll('-', '.');
}

/** An instant → `2026.03.15 14:30` in Korea time, as the site prints it. */
export function siteDateTime(at: string | Date): string {
  const seoul = new Date(new Date(at).getTime() + SEOUL_OFFSET_MS).toISOString();
  return `${siteDate(seoul.slice(0, 10))} ${seoul.slice(11, 16)}`;
}

/** A heading in bold, then the regular font again. */
export function heading(doc: Pdf, text: string, size = 12): void {
  doc.moveDown(0.6).font(BOLD_FONT).fontSize(size).text(text, PAGE_LEFT).font(REGULAR_FONT).fontSize(10);
}

/** A contract's article: its title as a small heading, then each line as a paragraph. */
export function article(doc: Pdf, title: string, lines: string[]): void {
  heading(doc, title, 11);
  for (const line of lines) doc.text(line, 50, doc.y, { width: 495 });
}

/** Below this a label and its value could be split across two pages: start the row on the next. */
const ROW_TOP_MAX = 842 - 50 - 30;

/** Label: value lines, the labels aligned. */
export function facts(doc: Pdf, lines: [string, string][]): void {
  for (const [label, value] of lines) {
    if (doc.y > ROW_TOP_MAX) doc.addPage();
    const y = doc.y;
    doc.font(BOLD_FONT).text(label, PAGE_LEFT, y, { width: 120 });
    const labelBottom = doc.y;
    doc.font(REGULAR_FONT).text(value, PAGE_LEFT + 125, y, { width: PAGE_WIDTH - 125 });
    doc.y = Math.max(doc.y, labelBottom);
  }
}

/** The issuer block needs this much room above the bottom margin (A4 is 842 pt tall, margin 50). */
const ISSUER_BLOCK_TOP_MAX = 842 - 50 - 80;

/**
 * Who issued the document and when, as the tax statement's block says it (the site's footer):
 * below a rule at the foot of the last page.
 */
export function issuerBlock(doc: Pdf, issuedOn: string): void {
  const p = PLATFORM_IDENTITY;
  let y = doc.y + 24;
  if (y > ISSUER_BLOCK_TOP_MAX) {
    doc.addPage();
    y = 50;
  }
  doc.moveTo(PAGE_LEFT, y).lineTo(PAGE_LEFT + PAGE_WIDTH, y).lineWidth(0.5).strokeColor('#a3acb9').stroke();
  doc.font(BOLD_FONT).fontSize(10).fillColor('#1a1f36').text(`발급자: ${p.companyName} · ${p.registration}`, PAGE_LEFT, y + 10);
  doc.font(REGULAR_FONT).fontSize(9).fillColor('#525a70');
  doc.text(`${p.address} · 사업자등록번호 ${p.businessNumber}`);
  doc.text(`고객센터 ${p.customerCenterPhone} (평일 09:00 - 18:00) · 발급일 ${siteDate(issuedOn)}`);
  doc.fillColor('black').fontSize(10);
}

/**
 * `Content-Disposition` for a PDF: an ASCII `filename` every client takes, and the Korean name
 * as `filename*` (RFC 6266 / 5987) that phones and current browsers save it under.
 */
export function pdfDisposition(asciiName: string, koreanName: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  return `${disposition}; filename="${asciiName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(koreanName)}`;
}
