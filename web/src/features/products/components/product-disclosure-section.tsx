// The product's disclosure (상품 공시, 온투법 22조①): everything an investor must be shown before
// investing, in one section of the product page — the loan's terms and payout dates, who borrows,
// the risks, fees, taxes, the returns before and after them, the collateral, how overdue loans are
// collected and what changed since the product was published.
import type { ProductDisclosure } from '@/api/types';
import { Money } from '@/components/money';
import { formatDate, formatDateTime, formatRateBp } from '@/lib/format';
import { REPAYMENT_METHOD_LABELS } from '@/lib/labels';
import { fullDisclosure, type DisclosureDetail } from '../api/disclosure.types';

/** Korean names of the fields a later change lists. */
const FIELD_LABELS: Record<string, string> = {
  title: '상품명', type: '상품 유형', borrower_id: '차입자', borrower_name: '차입자', grade: '등급', rate_bp: '금리', term_months: '기간',
  repayment_method: '상환 방식', target_amount: '모집 금액', min_amount: '최소 투자 금액', max_per_user: '1인당 투자 한도', opens_at: '모집 시작',
  closes_at: '모집 마감', investor_only: '공개 범위', description: '상품 설명', collateral: '담보',
};

const Row = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <div>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);

/**
 * Why 세전 12.79 % stands beside a rate of 12.80 %: the return is the interest actually paid (each
 * month's floored to the won) per year of principal lent, floored to the basis point
 * (server products/disclosure/expected-returns.ts), so it can fall a hair under the rate.
 */
export function returnBelowRateNote(expectedReturnBp: number, rateBp: number): string | null {
  if (expectedReturnBp >= rateBp) return null;
  return `세전 예상 수익률이 약정 금리(연 ${formatRateBp(rateBp)})보다 조금 낮은 것은 매달 이자를 원 단위로 지급하며 1원 미만을 버리고, 수익률도 0.01% 단위에서 버려 계산하기 때문입니다.`;
}

function Returns({ d }: { d: DisclosureDetail }) {
  const note = returnBelowRateNote(d.expected_return_bp, d.loan.rate_bp);
  return (
    <>
      <dl className="key-facts">
        <Row term="예상 수익률 (세전)">연 {formatRateBp(d.expected_return_bp)}</Row>
        <Row term="예상 수익률 (세후)">
          <span className="key-facts__accent">연 {formatRateBp(d.expected_net_return_bp)}</span>
        </Row>
      </dl>
      {note ? <p className="fine-print">{note}</p> : null}
    </>
  );
}

function LoanAndCosts({ d }: { d: DisclosureDetail }) {
  const first = d.loan.schedule[0];
  const last = d.loan.schedule[d.loan.schedule.length - 1];
  const totalNet = d.loan.schedule.reduce((sum, line) => sum + line.net, 0);
  const totalTaxPct = (d.tax.income_tax_bp * (100 + d.tax.local_tax_rate_pct)) / 100;
  return (
    <dl className="info-list">
      <Row term="모집 금액 · 기간 · 금리">
        <Money won={d.loan.amount} /> · {d.loan.term_months}개월 · 연 {formatRateBp(d.loan.rate_bp)}
      </Row>
      <Row term="상환 방식과 상환일">
        {REPAYMENT_METHOD_LABELS[d.loan.repayment_method as keyof typeof REPAYMENT_METHOD_LABELS] ?? d.loan.repayment_method}, 대출 실행일로부터 매월 같은 날
        (없는 날은 그달 말일)
        {first && last ? ` · 예상 ${formatDate(first.due_on)} ~ ${formatDate(last.due_on)}` : null}
      </Row>
      <Row term={`${(d.loan.basis_amount / 10_000).toLocaleString('ko-KR')}만원 투자 시 받는 돈`}>
        세후 총 <Money won={totalNet} /> (원금 포함, 회차별 금액은 아래 지급 일정표에 있습니다)
      </Row>
      <Row term="차입자">
        {d.borrower.name} · {d.borrower.kind === 'corporation' ? '법인' : '개인'} · {d.borrower.grade}등급
      </Row>
      <Row term="자금 용도">{d.borrower.purpose || '-'}</Row>
      <Row term="수수료">
        {d.fees.investor_fee_bp === 0 ? '투자자 플랫폼 이용료 없음' : `투자자 플랫폼 이용료: 받은 이자의 ${formatRateBp(d.fees.investor_fee_bp)}`}
        <br />
        <span className="muted">{d.fees.note}</span>
      </Row>
      <Row term="세금">
        이자소득세 {formatRateBp(d.tax.income_tax_bp)}와 지방소득세(소득세의 {d.tax.local_tax_rate_pct}%), 합계 이자의 {formatRateBp(totalTaxPct)}를 원천징수합니다. 세금은
        회차마다 10원 미만을 버립니다.
      </Row>
    </dl>
  );
}

function CollateralFacts({ c }: { c: NonNullable<DisclosureDetail['collateral']> }) {
  return (
    <dl className="info-list">
      <Row term="담보 가치">
        <Money won={c.appraisal_amount} /> ({c.valuation_method})
      </Row>
      <Row term="설정 순위 · 선순위 채권">
        {c.lien_rank}순위 · <Money won={c.senior_debt_amount} />
      </Row>
      <Row term="LTV (담보인정비율)">{c.ltv_bp === null ? '-' : formatRateBp(c.ltv_bp)}</Row>
    </dl>
  );
}

function Changes({ changes }: { changes: DisclosureDetail['changes'] }) {
  if (changes.length === 0) return <p className="muted">공시한 뒤 바뀐 내용이 없습니다.</p>;
  return (
    <ul className="check-list">
      {changes.map((c) => (
        <li key={c.changed_at}>
          {formatDateTime(c.changed_at)} · {[...new Set(c.fields.map((f) => FIELD_LABELS[f] ?? f))].join(', ')} 변경
        </li>
      ))}
    </ul>
  );
}

export function ProductDisclosureSection({ disclosure }: { disclosure: ProductDisclosure | undefined }) {
  const d = fullDisclosure(disclosure);
  if (!d) return null;
  return (
    <section className="card stack" aria-labelledby="disclosure-heading">
      <h2 id="disclosure-heading" className="card__title">
        투자 전 꼭 확인하세요 · 상품 공시
      </h2>
      <p className="muted">온라인투자연계금융업법에 따라 투자하시기 전에 알려 드려야 하는 내용입니다.</p>
      <Returns d={d} />
      <p className="fine-print">예상 수익률은 연 금리로 계산한 값이며, 세후 수익률은 세금과 플랫폼 이용료를 뺀 값입니다. 실제 수익은 상환 상황에 따라 달라질 수 있습니다.</p>
      <LoanAndCosts d={d} />
      <h3 className="dialog__subtitle">투자 위험</h3>
      {/* Risks carry a warning marker, not the green tick of a checklist. */}
      <ul className="risk-list">
        {d.risks.map((risk) => (
          <li key={risk}>{risk}</li>
        ))}
      </ul>
      <h3 className="dialog__subtitle">담보</h3>
      {d.collateral ? <CollateralFacts c={d.collateral} /> : <p className="muted">담보가 없는 상품입니다. 차입자의 신용으로만 상환됩니다.</p>}
      <h3 className="dialog__subtitle">연체되면</h3>
      <dl className="info-list">
        <Row term="회수 절차">{d.collection.procedure}</Row>
        <Row term="채권 매각">{d.collection.debt_sale}</Row>
        <Row term="회수 비용">{d.collection.costs}</Row>
      </dl>
      <h3 className="dialog__subtitle">변경 내역</h3>
      <Changes changes={d.changes} />
      <p className="fine-print">공시 버전 {d.version}</p>
    </section>
  );
}
