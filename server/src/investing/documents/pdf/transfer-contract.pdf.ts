// The 원리금수취권 양수도 계약서 as a PDF (docs/api.md "Transfers"; 온투법 34조, 시행령 29조): what
// the buyer bought (the remaining claim from which installment, its principal), what they paid (the
// price, the 경과이자 to the seller), the loan's terms, taxes and risks, how long it is kept, and
// the platform's details. The seller stays unnamed, as the market shows listings.
import { article, BOLD_FONT, facts, heading, issuerBlock, koreanPdf, Pdf, REGULAR_FONT } from '../../../shared/pdf/korean-pdf';
import type { TransferContractContent } from '../../http/investing-answers.schema';
import { DUE_RULE_TEXT, label, percent, PRODUCT_TYPE_LABELS, REPAYMENT_METHOD_LABELS, won } from './document-labels';

function parties(doc: Pdf, c: TransferContractContent): void {
  heading(doc, '당사자');
  facts(doc, [
    ['양수인(매수인)', c.buyer.name],
    ['양도인(매도인)', '이 플랫폼의 투자자 (양도 마켓에 공개하지 않습니다)'],
    ['온라인투자연계금융업자', `${c.platform.companyName} (사업자등록번호 ${c.platform.businessNumber}, ${c.platform.registration})`],
    ['소재지 · 고객센터', `${c.platform.address} · ${c.platform.customerCenterPhone}`],
  ]);
}

function terms(doc: Pdf, c: TransferContractContent): void {
  const t = c.transfer;
  heading(doc, '양수 내용');
  facts(doc, [
    ['상품', `${c.product.title} (${label(PRODUCT_TYPE_LABELS, c.product.type)})`],
    ['양수일', t.purchased_on],
    ['양수한 원금', `${won(t.principal)} (${t.from_seq}회차부터의 원리금을 받을 권리)`],
    ['양수 가격', won(t.price)],
    ['경과이자 (양도인에게 지급)', won(t.accrued_interest)],
    ['합계 지급액', won(t.price + t.accrued_interest)],
    ['금리 · 기간', `연 ${percent(c.loan.rate_bp)} · ${c.loan.term_months}개월`],
    ['상환 방식', `${label(REPAYMENT_METHOD_LABELS, c.loan.repayment_method)} · ${DUE_RULE_TEXT}`],
    ['세금', `이자소득세 ${percent(c.tax.income_tax_bp)}, 지방소득세 소득세의 ${c.tax.local_tax_rate_pct}% (회차마다 10원 미만 절사, 원천징수)`],
    ['연계투자설명서', `공시 버전 ${c.disclosure_version}`],
  ]);
}

export function transferContractPdf(c: TransferContractContent, issuedOn: string): Promise<Buffer> {
  const { doc, bytes } = koreanPdf(`원리금수취권 양수도 계약서 - ${c.product.title}`);
  doc.font(BOLD_FONT).fontSize(18).text('원리금수취권 양수도 계약서', { align: 'center' }).font(REGULAR_FONT).fontSize(10);
  parties(doc, c);
  terms(doc, c);
  article(doc, '제1조 (목적)', [`양도인은 위 상품에 대한 남은 원리금수취권 전부를 ${c.platform.companyName}(이하 "회사")를 통하여 양수인에게 양도하고, 양수인은 양수 가격과 경과이자를 지급합니다 (온라인투자연계금융업법 제34조, 같은 법 시행령 제29조).`]);
  article(doc, '제2조 (원리금의 지급)', [`양수일 이후 지급일이 오는 ${c.transfer.from_seq}회차부터의 원리금, 연체이자, 회수금은 양수인에게 지급됩니다. 양수일 이전에 지급일이 온 회차는 늦게 지급되더라도 양도인의 몫입니다. 회사는 차입자가 상환한 금액의 범위에서만 지급하며, 원금과 수익을 보장하지 않습니다.`]);
  article(doc, '제3조 (투자 위험)', c.risks.map((r) => `· ${r}`));
  article(doc, '제4조 (취소와 보고)', ['양수는 체결 즉시 효력이 생기며 취소할 수 없습니다. 회사는 이 양수도를 중앙기록관리기관에 보고합니다.']);
  article(doc, '제5조 (서류의 교부와 보관)', [`회사는 이 계약서를 양수할 때 교부하고, 대출이 끝난 날부터 ${c.retention_years}년 이상 보관합니다. 양수인은 언제든지 투자 내역에서 내려받을 수 있습니다.`]);
  issuerBlock(doc, issuedOn);
  doc.end();
  return bytes;
}
