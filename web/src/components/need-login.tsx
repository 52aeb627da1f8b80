import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The "need login" screen shown on protected /user routes to a visitor; login returns here. */
export function NeedLogin() {
  useDocumentTitle('로그인 필요');
  const location = useLocation();
  const redirect = `${location.pathname}${location.search}`;
  return (
    <section className="need-login" aria-labelledby="need-login-heading">
      <div className="need-login__icon" aria-hidden="true">🔒</div>
      <h1 id="need-login-heading" className="need-login__title">
        로그인이 필요합니다
      </h1>
      <p className="need-login__text">이 화면은 회원만 이용할 수 있습니다. 로그인한 뒤 이어서 이용해 주세요.</p>
      <div className="need-login__actions">
        <Link className="button button--primary" to={`/user/login?redirect=${encodeURIComponent(redirect)}`}>
          로그인하기
        </Link>
        <Link className="button button--ghost" to="/user/sign_up">
          회원가입
        </Link>
      </div>
    </section>
  );
}
