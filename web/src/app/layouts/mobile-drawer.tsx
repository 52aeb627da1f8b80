import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import { MAIN_NAV, SUPPORT_NAV, USER_NAV } from './nav-items';
import { NavList } from './nav-list';

/** The drawer closes when the page changes on a phone, and on Esc. */
export function useDrawerClosing(isMobile: boolean, drawerOpen: boolean, setSidebarShow: (show: boolean) => void) {
  const location = useLocation();
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
}

/** The phone's full menu: account, investing, my page and support links, over a backdrop that closes it. */
export function MobileDrawer({ onClose }: { onClose: () => void }) {
  return (
    <>
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <nav id="mobile-drawer" className="drawer" aria-label="전체 메뉴">
        <div className="drawer__top">
          <Brand />
          <button type="button" className="menu-button" aria-label="메뉴 닫기" onClick={onClose} autoFocus>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <AccountMenu onNavigate={onClose} />
        <p className="drawer__heading">투자</p>
        <NavList items={MAIN_NAV} className="drawer__list" />
        <p className="drawer__heading">마이페이지</p>
        <NavList items={USER_NAV} className="drawer__list" />
        <p className="drawer__heading">고객지원</p>
        <NavList items={SUPPORT_NAV} className="drawer__list" />
      </nav>
    </>
  );
}
