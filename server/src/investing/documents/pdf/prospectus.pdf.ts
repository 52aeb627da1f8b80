// The 연계투자설명서 as a PDF: the stored disclosure, item by item as the product page showed it
// (온투법 22조①), with the version the investor confirmed.
import { BOLD_FONT, facts, heading, issuerBlock, koreanPdf, Pdf, REGULAR_FONT, siteDate, siteDateTime } from '../../../shared/pdf/korean-pdf';
import type { ProductDisclosure } from '../../../products';
import type { ProspectusContent } from '../document-contents';
import { BORROWER_KIND_LABELS, DUE_RULE_TEXT, label, percent, PRODUCT_TYPE_LABELS, REPAYMENT_METHOD_LABELS, won } from './document-labels';

const COLUMNS = [{ t: '회차', x: 50, w: 40 }, { t: '지급 예정일', x: 90, w: 75 }, { t: '원금', x: 165, w: 75 }, { t: '이자', x: 240, w: 70 },
  { t: '세금', x: 310, w: 70 }, { t: '수수료', x: 380, w: 60 }, { t: '실수령액', x: 440, w: 105 }];

function bullets(doc: Pdf, lines: string[]): void {
  for (const line of lines) doc.text(`· ${line}`, 50, doc.y, { width: 495 });
}

function schedule(doc: Pdf, loan: ProductDisclosure['loan']): void {
  heading(doc, `지급 일정 (${won(loan.basis_amount)} 투자 기준, 예상)`);
  const cells = (texts: string[]) => {
    if (doc.y > 760) doc.addPage();
    const y = doc.y;
    texts.forEach((text, i) => doc.text(text, COLUMNS[i].x, y, { width: COLUMNS[i].w - 6, align: i >= 2 ? 'right' : 'left', lineBreak: false }));
    doc.y = y + 15;
  };
  doc.font(BOLD_FONT);
  cells(COLUMNS.map((c) => c.t));
  doc.font(REGULAR_FONT);
  for (const l of loan.schedule) cells([`${l.seq}회`, siteDate(l.due_on), won(l.principal), won(l.interest), won(l.tax_income + l.tax_local), won(l.fee), won(l.net)]);
}

function terms(doc: Pdf, d: ProductDisclosure): void {
  heading(doc, '대출 조건과 수익률');
  facts(doc, [
    ['모집 금액', won(d.loan.amount)], ['기간 · 금리', `${d.loan.term_months}개월 · 연 ${percent(d.loan.rate_bp)}`],
    ['상환 방식', label(REPAYMENT_METHOD_LABELS, d.loan.repayment_method)], ['상환일', DUE_RULE_TEXT],
    ['예상 수익률(세전)', `연 ${percent(d.expected_return_bp)}`], ['예상 수익률(세후)', `연 ${percent(d.expected_net_return_bp)}`],
  ]);
  heading(doc, '차입자');
  facts(doc, [['차입자', `${d.borrower.name} · ${label(BORROWER_KIND_LABELS, d.borrower.kind)} · ${d.borrower.grade}등급`], ['자금 용도', d.borrower.purpose || '-']]);
  heading(doc, '수수료와 세금');
  facts(doc, [
    ['수수료', d.fees.investor_fee_bp === 0 ? '투자자 플랫폼 이용료 없음' : `투자자 플랫폼 이용료: 받은 이자의 ${percent(d.fees.investor_fee_bp)}`], ['', d.fees.note],
    ['세금', `이자소득세 ${percent(d.tax.income_tax_bp)}와 지방소득세(소득세의 ${d.tax.local_tax_rate_pct}%)를 회차마다 10원 미만 절사하여 원천징수합니다.`],
  ]);
}

function collateralAndCollection(doc: Pdf, d: ProductDisclosure): void {
  heading(doc, '담보');
  const c = d.collateral;
  if (c) {
    facts(doc, [['담보 가치', `${won(c.appraisal_amount)} (${c.valuation_method})`], ['설정 순위 · 선순위 채권', `${c.lien_rank}순위 · ${won(c.senior_debt_amount)}`],
      ['LTV', c.ltv_bp === null ? '-' : percent(c.ltv_bp)]]);
  } else doc.text('담보가 없는 상품입니다. 차입자의 신용으로만 상환됩니다.', 50);
  heading(doc, '연체되면');
  facts(doc, [['회수 절차', d.collection.procedure], ['채권 매각', d.collection.debt_sale], ['비용', d.collection.costs]]);
}

export function prospectusPdf(content: ProspectusContent, issuedAt: string, issuedOn: string): Promise<Buffer> {
  const d = content.disclosure;
  const { doc, bytes } = koreanPdf(`연계투자설명서 - ${content.product.title}`);
  doc.font(BOLD_FONT).fontSize(18).text('연계투자설명서', { align: 'center' }).font(REGULAR_FONT).fontSize(10);
  doc.moveDown(0.5).text('온라인투자연계금융업법 제22조와 제23조에 따라, 투자하시기 전에 보여 드리고 투자자께서 확인하신 내용 그대로입니다.', { align: 'center' });
  heading(doc, '상품');
  facts(doc, [['상품명', content.product.title], ['상품 유형', label(PRODUCT_TYPE_LABELS, content.product.type)], ['공시 버전', d.version], ['확인 일시', siteDateTime(issuedAt)]]);
  terms(doc, d);
  heading(doc, '투자 위험');
  bullets(doc, d.risks);
  collateralAndCollection(doc, d);
  schedule(doc, d.loan);
  heading(doc, '공시 후 변경');
  if (d.changes.length === 0) doc.text('공시한 뒤 바뀐 내용이 없습니다.', 50);
  else bullets(doc, d.changes.map((c) => `${c.changed_at ? siteDateTime(c.changed_at) : '-'} ${c.fields.join(', ')} 변경`));
  issuerBlock(doc, issuedOn);
  doc.end();
  return bytes;
}
