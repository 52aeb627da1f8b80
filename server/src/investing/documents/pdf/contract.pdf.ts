// The 연계투자 계약서 as a PDF: the parties (the borrower masked as on the product page), the
// amount and the terms the investor confirmed, fees, taxes, risks, the cancellation right while
// the product raises, collection, how long the documents are kept, and the platform's details.
import { article, BOLD_FONT, facts, heading, issuerBlock, koreanPdf, Pdf, REGULAR_FONT, siteDateTime } from '../../../shared/pdf/korean-pdf';
import type { ContractContent } from '../../http/investing-answers.schema';
import { BORROWER_KIND_LABELS, DUE_RULE_TEXT, label, percent, PRODUCT_TYPE_LABELS, REPAYMENT_METHOD_LABELS, won } from './document-labels';

function parties(doc: Pdf, c: ContractContent): void {
  heading(doc, '당사자');
  facts(doc, [
    ['투자자', c.investor.name],
    ['온라인투자연계금융업자', `${c.platform.companyName} (사업자등록번호 ${c.platform.businessNumber}, ${c.platform.registration})`],
    ['소재지 · 고객센터', `${c.platform.address} · ${c.platform.customerCenterPhone}`],
    ['차입자', `${c.borrower.name} · ${label(BORROWER_KIND_LABELS, c.borrower.kind)} · ${c.borrower.grade}등급`],
  ]);
}

function terms(doc: Pdf, c: ContractContent): void {
  heading(doc, '투자 내용');
  facts(doc, [
    ['상품', `${c.product.title} (${label(PRODUCT_TYPE_LABELS, c.product.type)})`],
    ['투자 금액', won(c.investment.amount)],
    ['투자 일시', siteDateTime(c.investment.placed_at)],
    ['금리 · 기간', `연 ${percent(c.loan.rate_bp)} · ${c.loan.term_months}개월`],
    ['상환 방식', `${label(REPAYMENT_METHOD_LABELS, c.loan.repayment_method)} · ${DUE_RULE_TEXT}`],
    ['수수료', c.fees.investor_fee_bp === 0 ? '투자자 플랫폼 이용료 없음' : `받은 이자의 ${percent(c.fees.investor_fee_bp)}`],
    ['세금', `이자소득세 ${percent(c.tax.income_tax_bp)}, 지방소득세 소득세의 ${c.tax.local_tax_rate_pct}% (회차마다 10원 미만 절사, 원천징수)`],
    ['연계투자설명서', `공시 버전 ${c.disclosure_version}`],
  ]);
}

export function contractPdf(c: ContractContent, issuedOn: string): Promise<Buffer> {
  const { doc, bytes } = koreanPdf(`연계투자 계약서 - ${c.product.title}`);
  doc.font(BOLD_FONT).fontSize(18).text('연계투자 계약서', { align: 'center' }).font(REGULAR_FONT).fontSize(10);
  parties(doc, c);
  terms(doc, c);
  article(doc, '제1조 (목적)', [`투자자는 ${c.platform.companyName}(이하 "회사")를 통하여 위 차입자에 대한 대출에 연계하여 투자하고, 회사는 차입자로부터 받은 원리금을 투자 금액의 비율에 따라 투자자에게 지급합니다.`]);
  article(doc, '제2조 (원리금의 지급)', ['회사는 차입자가 회사에 상환한 금액의 범위에서만 원리금을 지급하며, 원금과 수익을 보장하지 않습니다. 지급할 때 세금과 수수료를 공제합니다.']);
  article(doc, '제3조 (투자의 취소)', [c.cancellation]);
  article(doc, '제4조 (투자 위험)', c.risks.map((r) => `· ${r}`));
  article(doc, '제5조 (연체와 회수)', [c.collection.procedure, c.collection.debt_sale, c.collection.costs]);
  article(doc, '제6조 (서류의 교부와 보관)', [`회사는 이 계약서와 연계투자설명서를 투자할 때 교부하고, 대출이 끝난 날부터 ${c.retention_years}년 이상 보관합니다. 투자자는 언제든지 투자 내역에서 내려받을 수 있습니다.`]);
  article(doc, '제7조 (그 밖의 사항)', ['이 계약서에 정하지 않은 사항은 회사의 이용약관과 온라인투자연계금융업 및 이용자 보호에 관한 법률을 따릅니다.']);
  issuerBlock(doc, issuedOn);
  doc.end();
  return bytes;
}
