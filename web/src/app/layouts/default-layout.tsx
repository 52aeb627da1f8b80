import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Public area: header, the screen (lazy, behind a spinner), footer. */
export function DefaultLayout() {
  return (
    <div className="layout layout--default">
      <SiteHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
