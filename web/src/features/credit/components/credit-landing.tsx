import { Link } from 'react-router-dom';

/**
 * The credit-loan landing block. The product description lists this screen without a route: it
 * opens the product list when a visitor narrows it to credit loans (/products?type=credit), so
 * the list below is what it introduces, and it leads on to the credit guide.
 */
export function CreditLanding() {
  return (
    <section className="landing" aria-labelledby="credit-landing-heading">
      <p className="landing__eyebrow">개인 신용 상품</p>
      <h2 id="credit-landing-heading" className="landing__title">
        검증된 신용평가로 고른 개인 신용 대출에 분산 투자하세요
      </h2>
      <ul className="check-list">
        <li>신용평가사 점수와 자체 심사 모형을 함께 반영한 투자등급</li>
        <li>매월 원리금균등 상환으로 빠른 원금 회수</li>
        <li>1만 원 단위 소액 분산 투자로 위험 분산</li>
      </ul>
      <Link className="button button--ghost" to="/product_guide/credit">
        신용 상품 안내 자세히 보기
      </Link>
    </section>
  );
}
