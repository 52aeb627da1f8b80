import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { CUSTOMER_CENTER_PHONE } from '@/config/site';

export function CorpInvestPage() {
  return (
    <Page title="법인 투자" heading="법인 투자 안내" lead="법인 회원도 예치금 계좌를 열고 대출 상품에 투자할 수 있습니다.">
      <div className="prose card">
        <h2>법인 투자자 혜택</h2>
        <ul className="check-list">
          <li>법인은 개인 투자 한도가 적용되지 않아 상품별 모집 한도 안에서 자유롭게 투자할 수 있습니다.</li>
          <li>전담 매니저가 상품 구성과 원금·이자 지급 일정을 안내해 드립니다.</li>
          <li>원천징수 내역과 거래 명세를 매월 발급해 드립니다.</li>
        </ul>
        <h2>가입 절차</h2>
        <ol className="step-list">
          <li>사업자등록증, 법인 인감증명서, 대표자 신분증 사본을 준비합니다.</li>
          <li>고객센터({CUSTOMER_CENTER_PHONE}) 또는 이메일로 법인 회원 가입을 신청합니다.</li>
          <li>서류 확인이 끝나면 법인 명의 가상계좌가 발급됩니다.</li>
        </ol>
        <p>
          <Link to="/products">투자상품 보기</Link> · <Link to="/faq">자주 묻는 질문</Link>
        </p>
      </div>
    </Page>
  );
}
