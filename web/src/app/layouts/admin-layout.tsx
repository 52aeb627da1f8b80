import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { useLoginedUser } from '@/lib/session';
import { useUiState } from '@/lib/ui-state';
import { Brand } from './brand';
import { ADMIN_NAV } from './nav-items';

/** Operators' frame: a dark top bar, the operator navigation (sidebar; drawer on mobile), the screen. */
export function AdminLayout() {
  const user = useLoginedUser();
  const { isMobile, sidebarShow, toggleSidebar, setSidebarShow } = useUiState();
  const navOpen = sidebarShow;
  return (
    <div className="layout layout--admin">
      <header className="admin-header">
        <a className="skip-link" href="#main">
          본문 바로가기
        </a>
        <button
          type="button"
          className="menu-button menu-button--dark"
          onClick={toggleSidebar}
          aria-expanded={navOpen}
          aria-controls="admin-nav"
          aria-label={navOpen ? '운영 메뉴 닫기' : '운영 메뉴 열기'}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <Brand to="/admin" suffix="운영" />
        <div className="admin-header__right">
          {user ? <span className="admin-header__user">{user.name}님</span> : null}
          <Link to="/" className="admin-header__link">
            사이트로
          </Link>
        </div>
      </header>
      <div className={navOpen && !isMobile ? 'admin-shell has-sidebar' : 'admin-shell'}>
        {navOpen ? (
          <>
            {isMobile ? <div className="drawer-backdrop" onClick={() => setSidebarShow(false)} aria-hidden="true" /> : null}
            <nav id="admin-nav" className={isMobile ? 'admin-nav drawer drawer--left' : 'admin-nav'} aria-label="운영 메뉴">
              <ul>
                {ADMIN_NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      onClick={() => (isMobile ? setSidebarShow(false) : undefined)}
                      className={({ isActive }) => (isActive ? 'is-active' : undefined)}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        ) : null}
        <main id="main" className="layout__main admin-main" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
