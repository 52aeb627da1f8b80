import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { BRAND_NAME } from '@/config/site';
import { useLoginedUser } from '@/lib/session';

/** /user/welcome: right after sign-up, the three steps to a first investment. */
export function WelcomePage() {
  const user = useLoginedUser();
  return (
    <Page title="가입 완료" heading={`${user?.name ?? '회원'}님, ${BRAND_NAME}에 오신 것을 환영합니다`} lead="세 단계만 거치면 첫 투자를 시작할 수 있습니다." narrow>
      <ol className="step-cards">
        <li className="card">
          <h2 className="card__title">1. 본인인증과 가상계좌 발급</h2>
          <p>휴대폰으로 본인인증을 마친 뒤, 예치금을 넣고 받을 회원님 전용 계좌를 만듭니다.</p>
          <Link className="button button--primary" to="/user/create_vaccount">
            가상계좌 발급하기
          </Link>
        </li>
        <li className="card">
          <h2 className="card__title">2. 예치금 입금</h2>
          <p>가상계좌로 투자할 금액을 보내면 예치금으로 충전됩니다.</p>
          <Link className="button button--ghost" to="/user/deposit">
            예치금 입금하기
          </Link>
        </li>
        <li className="card">
          <h2 className="card__title">3. 상품 고르기</h2>
          <p>모집 중인 상품을 장바구니에 담아 한 번에 투자하세요.</p>
          <Link className="button button--ghost" to="/products">
            투자상품 보기
          </Link>
        </li>
      </ol>
      <p className="muted">
        소득적격·전문 투자자라면 <Link to="/user/profile">내 정보</Link>에서 투자자 유형을 신청해 더 높은 한도로 투자할 수 있습니다.
      </p>
    </Page>
  );
}
