// The platform's PDFs (tax statements and forms, investment documents): A4, Korean text in Noto
// Sans KR (SIL OFL, shipped in the @embedpdf/fonts-kr npm package: nothing is fetched at run
// time; pdfkit embeds only the glyphs used, so a document weighs tens of kilobytes), dates as the
// site prints them (2026.03.15), and the issuer block at the end of each.
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { SEOUL_OFFSET_MS } from '../clock';
import { PLATFORM_ISSUER } from '../platform-issuer';

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
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: PLATFORM_ISSUER.companyName } });
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

/** Label: value lines, the labels aligned. */
export function facts(doc: Pdf, lines: [string, string][]): void {
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font(BOLD_FONT).text(label, PAGE_LEFT, y, { width: 120 });
    const labelBottom = doc.y;
    doc.font(REGULAR_FONT).text(value, PAGE_LEFT + 125, y, { width: PAGE_WIDTH - 125 });
    doc.y = Math.max(doc.y, labelBottom);
  }
}

/** Who issued the document and when: the last lines of every PDF. */
export function issuerBlock(doc: Pdf, issuedOn: string): void {
  doc.moveDown(1.2).font(REGULAR_FONT).fontSize(9).fillColor('#333333');
  doc.text(`발급일 ${siteDate(issuedOn)}`, PAGE_LEFT);
  doc.text(`발급자 ${PLATFORM_ISSUER.companyName} · ${PLATFORM_ISSUER.registration}`, PAGE_LEFT);
  doc.text(`사업자등록번호 ${PLATFORM_ISSUER.businessNumber} · ${PLATFORM_ISSUER.address} · 고객센터 ${PLATFORM_ISSUER.customerCenter}`, PAGE_LEFT);
  doc.fillColor('black').fontSize(10);
}

/**
 * `Content-Disposition` for a PDF: an ASCII `filename` every client takes, and the Korean name
 * as `filename*` (RFC 6266 / 5987) that phones and current browsers save it under.
 */
export function pdfDisposition(asciiName: string, koreanName: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  return `${disposition}; filename="${asciiName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(koreanName)}`;
}
