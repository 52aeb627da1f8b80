import { Link, useNavigate } from 'react-router-dom';
import { useLogout } from '@/features/auth/api/logout';
import { useLoginedUser } from '@/lib/session';
import { lazyToast } from '@/lib/lazy-toast';

/** Header corner: the logged-in name from `logined_user`, or login / sign-up links. */
export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const user = useLoginedUser();
  const navigate = useNavigate();
  const logoutMutation = useLogout();

  if (!user) {
    return (
      <div className="account-menu">
        <Link className="account-menu__link" to="/user/login" onClick={onNavigate}>
          로그인
        </Link>
        <Link className="button button--primary button--small" to="/user/sign_up" onClick={onNavigate}>
          회원가입
        </Link>
      </div>
    );
  }
  return (
    <div className="account-menu">
      <Link className="account-menu__name" to="/user/dashboard" onClick={onNavigate}>
        <span className="account-menu__avatar" aria-hidden="true">
          {user.name.slice(0, 1) || '회'}
        </span>
        <span className="account-menu__name-text">
          <strong>{user.name || '회원'}</strong>님
        </span>
      </Link>
      <button
        type="button"
        className="account-menu__link account-menu__logout"
        onClick={() => {
          onNavigate?.();
          logoutMutation.mutate(undefined, {
            onSuccess: () => {
              void lazyToast((toast) => toast.success('로그아웃되었습니다.'));
              navigate('/');
            },
          });
        }}
        disabled={logoutMutation.isPending}
      >
        로그아웃
      </button>
    </div>
  );
}
