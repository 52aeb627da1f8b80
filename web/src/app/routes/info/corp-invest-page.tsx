import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { CUSTOMER_CENTER_PHONE } from '@/config/site';
import { CorporateInquiryForm } from '@/features/pages/components/corporate-inquiry-form';

/** /corp_invest: corporate investing, with the inquiry form stored for the operators. */
export function CorpInvestPage() {
  return (
    <Page title="법인 투자" heading="법인 투자 안내" lead="법인의 여유 자금을 심사된 대출 상품에 나누어 운용하세요. 전담 매니저가 처음부터 함께합니다.">
      <div className="detail-grid">
        <div className="detail-grid__main prose card">
          <h2>법인 투자, 이런 점이 다릅니다</h2>
          <ul className="check-list">
            <li>법인은 개인 투자자 한도(총 3,000만 원 등)가 적용되지 않아, 상품별 모집 한도와 1인당 한도 안에서 규모 있게 투자할 수 있습니다.</li>
            <li>예치금은 개인 투자자와 똑같이 제휴 은행의 법인 명의 가상계좌에 분리 보관됩니다.</li>
            <li>전담 매니저가 상품 구성, 상환 일정, 연체 상품의 회수 진행 상황을 정기적으로 보고합니다.</li>
            <li>이자소득에 대한 원천징수 내역과 거래 명세를 매월 발급해 드려 회계 처리가 간편합니다.</li>
          </ul>
          <h2>가입 절차</h2>
          <ol className="step-list">
            <li>오른쪽 양식으로 상담을 신청하시면 영업일 기준 1일 안에 연락드립니다.</li>
            <li>사업자등록증, 법인 등기사항전부증명서, 법인 인감증명서, 대표자 신분증 사본과 실제소유자 확인 서류를 제출합니다.</li>
            <li>자금세탁방지 확인(고객확인제도)이 끝나면 법인 명의 가상계좌가 발급됩니다.</li>
            <li>예치금을 입금하고 원하는 상품에 투자합니다.</li>
          </ol>
          <h2>꼭 알아 두세요</h2>
          <p>연계투자는 예금자보호 대상이 아니며 원금 손실이 생길 수 있습니다. 투자 전에 <Link to="/safe_invest">안전한 투자</Link>와 <Link to="/invest_grade_guide">투자등급 안내</Link>를 꼭 확인해 주세요. 전화 상담: {CUSTOMER_CENTER_PHONE} (평일 09:00~18:00)</p>
        </div>
        <aside className="detail-grid__side">
          <CorporateInquiryForm />
        </aside>
      </div>
    </Page>
  );
}
