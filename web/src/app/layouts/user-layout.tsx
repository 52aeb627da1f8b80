import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { useLoginedUser } from '@/lib/session';
import { useUiState } from '@/lib/ui-state';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { USER_NAV } from './nav-items';

/** User area: header, a "my page" sidebar on desktop (toggled by `sidebarShow`), the screen, footer. */
export function UserLayout() {
  const user = useLoginedUser();
  const { isMobile, sidebarShow, toggleSidebar } = useUiState();
  const showSidebar = Boolean(user) && !isMobile;
  return (
    <div className="layout layout--user">
      <SiteHeader />
      <div className={showSidebar && sidebarShow ? 'user-shell has-sidebar' : 'user-shell'}>
        {showSidebar ? (
          <aside className={sidebarShow ? 'user-sidebar' : 'user-sidebar is-collapsed'} aria-label="마이페이지 메뉴">
            <button
              type="button"
              className="user-sidebar__toggle"
              onClick={toggleSidebar}
              aria-expanded={sidebarShow}
              aria-controls="user-sidebar-nav"
            >
              {sidebarShow ? '◀ 메뉴 접기' : '▶'}
              {sidebarShow ? null : <span className="visually-hidden">메뉴 펼치기</span>}
            </button>
            {sidebarShow ? (
              <nav id="user-sidebar-nav">
                <p className="user-sidebar__heading">마이페이지</p>
                <ul>
                  {USER_NAV.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} end className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </aside>
        ) : null}
        <main id="main" className="layout__main user-shell__main" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
