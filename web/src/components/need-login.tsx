import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { sessionEnded } from '@/lib/session-ended';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The "need login" screen shown on protected /user routes to a visitor; login returns here. A session that ended under the user says so. */
export function NeedLogin() {
  useDocumentTitle('로그인 필요');
  const location = useLocation();
  const [ended] = useState(sessionEnded);
  const redirect = `${location.pathname}${location.search}`;
  return (
    <section className="need-login" aria-labelledby="need-login-heading">
      <div className="need-login__icon" aria-hidden="true">🔒</div>
      <h1 id="need-login-heading" className="need-login__title">
        {ended ? '로그인 시간이 끝났습니다' : '로그인이 필요합니다'}
      </h1>
      <p className="need-login__text">
        {ended
          ? '로그인 유지 시간이 지나 로그아웃되었습니다. 다시 로그인하면 이 화면으로 돌아오며, 장바구니에 담은 상품은 그대로 있습니다.'
          : '이 화면은 회원만 이용할 수 있습니다. 로그인한 뒤 이어서 이용해 주세요.'}
      </p>
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
