import { lazy, Suspense, useEffect } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useLoginedUser } from '@/lib/session';
import { useUiState } from '@/lib/ui-state';
import { AccountMenu } from './account-menu';
import { BasketLink } from './basket-link';
import { Brand } from './brand';
import { MAIN_NAV, SUPPORT_NAV, USER_NAV, type NavItem } from './nav-items';

// The bell and its unread-count query load after the first paint, and only for a logged-in member.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })));
/** Holds the bell's 44 px place while it loads, so the header does not shift. */
const BELL_SLOT = <span aria-hidden="true" style={{ display: 'inline-block', minWidth: 44, minHeight: 44 }} />;

function NavList({ items, className, onNavigate }: { items: NavItem[]; className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} onClick={onNavigate} className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Site header: desktop navigation, and on mobile a menu button opening the drawer (`sidebarShow`). */
export function SiteHeader() {
  const { isMobile, sidebarShow, toggleSidebar, setSidebarShow } = useUiState();
  const location = useLocation();
  const user = useLoginedUser();
  const drawerOpen = isMobile && sidebarShow;

  useEffect(() => {
    if (isMobile) setSidebarShow(false);
  }, [location.pathname, isMobile, setSidebarShow]);

  useEffect(() => {
    if (!drawerOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarShow(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, setSidebarShow]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      <div className="site-header__inner">
        <Brand />
        {isMobile ? null : (
          <nav aria-label="주 메뉴" className="site-header__nav">
            <NavList items={MAIN_NAV} className="main-nav" />
          </nav>
        )}
        <BasketLink />
        {user ? (
          <Suspense fallback={BELL_SLOT}>
            <NotificationBell />
          </Suspense>
        ) : null}
        {isMobile ? (
          <button
            type="button"
            className="menu-button"
            aria-label={drawerOpen ? '메뉴 닫기' : '메뉴 열기'}
            aria-expanded={drawerOpen}
            aria-controls="mobile-drawer"
            onClick={toggleSidebar}
          >
            <span aria-hidden="true">{drawerOpen ? '✕' : '☰'}</span>
          </button>
        ) : (
          <AccountMenu />
        )}
      </div>
      {drawerOpen ? (
        <>
          <div className="drawer-backdrop" onClick={() => setSidebarShow(false)} aria-hidden="true" />
          <nav id="mobile-drawer" className="drawer" aria-label="전체 메뉴">
            <div className="drawer__top">
              <Brand />
              <button type="button" className="menu-button" aria-label="메뉴 닫기" onClick={() => setSidebarShow(false)} autoFocus>
                <span aria-hidden="true">✕</span>
              </button>
            </div>
            <AccountMenu onNavigate={() => setSidebarShow(false)} />
            <p className="drawer__heading">투자</p>
            <NavList items={MAIN_NAV} className="drawer__list" />
            <p className="drawer__heading">마이페이지</p>
            <NavList items={USER_NAV} className="drawer__list" />
            <p className="drawer__heading">고객지원</p>
            <NavList items={SUPPORT_NAV} className="drawer__list" />
          </nav>
        </>
      ) : null}
    </header>
  );
}
