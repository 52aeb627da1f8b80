import { lazy, Suspense } from 'react';
import { useLoginedUser } from '@/lib/session';
import { useUiState } from '@/lib/ui-state';
import { AccountMenu } from './account-menu';
import { BasketLink } from './basket-link';
import { Brand } from './brand';
import { MobileDrawer, useDrawerClosing } from './mobile-drawer';
import { NavList } from './nav-list';
import { MAIN_NAV } from './nav-items';

// The bell and its unread-count query load after the first paint, and only for a logged-in member.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })));
/** Holds the bell's 44 px place while it loads, so the header does not shift. */
const BELL_SLOT = <span aria-hidden="true" style={{ display: 'inline-block', minWidth: 44, minHeight: 44 }} />;

/** Site header: desktop navigation, and on mobile a menu button opening the drawer (`sidebarShow`). */
export function SiteHeader() {
  const { isMobile, sidebarShow, toggleSidebar, setSidebarShow } = useUiState();
  const user = useLoginedUser();
  const drawerOpen = isMobile && sidebarShow;

  useDrawerClosing(isMobile, drawerOpen, setSidebarShow);

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
      {drawerOpen ? <MobileDrawer onClose={() => setSidebarShow(false)} /> : null}
    </header>
  );
}
