import { useState } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { NeedLogin } from '@/components/need-login';
import { LoadingBlock } from '@/components/states';
import { useMe } from '@/api/get-me';
import { isApiError } from '@/lib/api-client';
import { readLoginedUser } from '@/lib/cookies';
import { useLoginedUser } from '@/lib/session';
import { safeRedirect } from '@/features/auth/components/safe-redirect';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Protected /user routes: a visitor (no `logined_user` cookie) sees the need-login screen. */
export function RequireLogin() {
  const user = useLoginedUser();
  return user ? <Outlet /> : <NeedLogin />;
}

/**
 * /user/login and /user/sign_up: someone who arrives logged in has nothing to fill in and goes on to
 * where they were headed (`?redirect=` or `?next=`, same-site paths only) or the dashboard. Judged on
 * arrival only: a login made on the screen sends the new session on itself, with its greeting.
 */
export function RedirectIfLoggedIn() {
  const [params] = useSearchParams();
  const [arrivedLoggedIn] = useState(() => readLoginedUser() !== null);
  if (!arrivedLoggedIn) return <Outlet />;
  return <Navigate to={safeRedirect(params.get('redirect') ?? params.get('next'))} replace />;
}

export function Forbidden() {
  useDocumentTitle('접근 권한 없음');
  return (
    <section className="need-login" aria-labelledby="forbidden-heading">
      <div className="need-login__icon" aria-hidden="true">⛔</div>
      <h1 id="forbidden-heading" className="need-login__title">
        접근 권한이 없습니다
      </h1>
      <p className="need-login__text">운영자 계정으로 로그인해야 이용할 수 있는 화면입니다.</p>
      <a className="button button--ghost" href="/">
        홈으로
      </a>
    </section>
  );
}

/** Operator area: asks GET /api/me; a visitor sees need-login, anyone not an operator a 403 screen. */
export function RequireOperator() {
  const user = useLoginedUser();
  const me = useMe(Boolean(user));
  if (!user) return <NeedLogin />;
  if (me.isPending) return <LoadingBlock label="권한을 확인하는 중입니다…" />;
  if (me.isError) {
    if (isApiError(me.error) && me.error.status === 401) return <NeedLogin />;
    return <Forbidden />;
  }
  return me.data.role === 'operator' ? <Outlet /> : <Forbidden />;
}
